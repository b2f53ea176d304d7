import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appViteConfig, assertNoSecrets } from './build.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'telco-build-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('given build output', () => {
  it('accepts clean files', () => {
    mkdirSync(path.join(dir, 'clean/assets'), { recursive: true });
    writeFileSync(path.join(dir, 'clean/assets/a.js'), 'const key = "pk_test_abc123";');
    expect(() => assertNoSecrets(path.join(dir, 'clean'))).not.toThrow();
  });

  it('rejects a Stripe secret key in a bundle', () => {
    mkdirSync(path.join(dir, 'leaky/assets'), { recursive: true });
    writeFileSync(path.join(dir, 'leaky/assets/a.js'), 'const key = "sk_live_51AbCdEfGhIj";');
    expect(() => assertNoSecrets(path.join(dir, 'leaky'))).toThrow(
      /a\.js contains what looks like a Stripe secret/,
    );
  });
});

describe('given the inline Vite config', () => {
  it('matches the emitted vite.config.ts settings', () => {
    const config = appViteConfig(dir);
    expect(config.configFile).toBe(false);
    expect(config.build?.target).toBe('es2022');
    expect(config.build?.outDir).toBe(path.join(dir, 'dist'));
    expect(config.plugins?.length).toBeGreaterThanOrEqual(2);
  });
});
