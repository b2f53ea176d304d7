// @vitest-environment node
import { mkdir, mkdtemp, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import tailwindcss from '@tailwindcss/vite';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = dirname(import.meta.dirname);

/**
 * Builds a throwaway Vite + Tailwind app that reaches this package the way a generated portal does: through a
 * symlink in node_modules (pnpm). Returns the emitted CSS.
 */
async function buildApp(appDir: string, appCss: string): Promise<string> {
  await writeFile(join(appDir, 'app.css'), appCss);
  await writeFile(join(appDir, 'main.js'), "import './app.css';\n");
  const result = await build({
    root: appDir,
    configFile: false,
    logLevel: 'silent',
    plugins: [tailwindcss()],
    build: { write: false, rollupOptions: { input: join(appDir, 'main.js') } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const css = outputs
    .flatMap((o) => o.output)
    .find((file) => file.type === 'asset' && file.fileName.endsWith('.css'));
  if (css?.type !== 'asset') throw new Error('no CSS emitted');
  return String(css.source);
}

describe('given an app whose Tailwind entry imports @telco-portal/ui/styles.css through node_modules', () => {
  let appDir = '';

  beforeAll(async () => {
    appDir = await mkdtemp(join(tmpdir(), 'ui-tailwind-'));
    await mkdir(join(appDir, 'node_modules', '@telco-portal'), { recursive: true });
    await symlink(packageDir, join(appDir, 'node_modules', '@telco-portal', 'ui'), 'dir');
    await symlink(
      await realpath(join(packageDir, 'node_modules', 'tailwindcss')),
      join(appDir, 'node_modules', 'tailwindcss'),
      'dir',
    );
    await writeFile(
      join(appDir, 'package.json'),
      '{ "name": "ui-tailwind-check", "private": true, "type": "module" }\n',
    );
  });

  afterAll(async () => {
    if (appDir) await rm(appDir, { recursive: true, force: true });
  });

  it('generates the utilities the ui components use (the @source in styles.css), with the default tokens', async () => {
    const css = await buildApp(
      appDir,
      '@import "tailwindcss";\n@import "@telco-portal/ui/styles.css";\n@source inline("dark:block");\n',
    );
    // Classes that appear only in packages/ui sources, never in the app.
    for (const selector of [
      '.bg-primary',
      '.text-primary-foreground',
      '.text-link',
      '.bg-destructive',
      '.rounded-lg',
    ]) {
      expect(css).toContain(`${selector}{`);
    }
    expect(css).toContain('.data-\\[state\\=active\\]\\:bg-background');
    expect(css).toContain('.data-\\[state\\=open\\]\\:animate-dialog-in');
    expect(css).toMatch(/\.bg-primary\{background-color:var\(--primary\)\}/);
    expect(css).toContain('--primary:#0b5cad');
    expect(css).toContain('prefers-reduced-motion');
    // The one focus indicator: a solid outline in --ring around a --ring-offset halo, only when focus is
    // visible, and nothing that sets --tw-outline-style (STACK.md gotcha 14).
    expect(css).toContain(
      '.focus-ring:focus-visible{outline:2px solid var(--ring);outline-offset:2px;box-shadow:0 0 0 2px var(--ring-offset)}',
    );
    expect(css).not.toContain('outline-none');
    // Unstyled focusable elements get the same ring from the base layer.
    expect(css).toMatch(
      /:where\(a\[href\],button,input,select,textarea,summary,\[tabindex\]\):focus-visible\{outline:2px solid var\(--ring\)/,
    );
    // `dark:` follows the theme's own rule (class, data-theme, or the system preference).
    expect(css).toContain('.dark\\:block:where(.dark,.dark *,[data-theme=dark],[data-theme=dark] *)');
  }, 60_000);

  it('generates none of them without the @source line (Tailwind 4 does not scan node_modules)', async () => {
    const styles = await readFile(join(packageDir, 'src', 'styles.css'), 'utf8');
    const withoutSource = styles.replace(/^@source .*$/gm, '');
    await mkdir(join(appDir, 'node_modules', 'no-source-ui'), { recursive: true });
    await writeFile(join(appDir, 'node_modules', 'no-source-ui', 'styles.css'), withoutSource);
    const css = await buildApp(
      appDir,
      '@import "tailwindcss";\n@import "./node_modules/no-source-ui/styles.css";\n',
    );
    expect(css).toContain('--primary:#0b5cad');
    expect(css).not.toContain('.bg-primary{');
    expect(css).not.toContain('.text-link{');
  }, 60_000);
});
