import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { acceptedEncodings, compressAssets } from './compress.ts';
import { createPortalServer, type HeaderSet } from './serve.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'telco-compress-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
mkdirSync(path.join(dist, 'assets'));
const js = `export const plans = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Plan ${i}` })))};`;
const html = `<!doctype html><html lang="en"><title>Harbour</title><body>${'<p>hello</p>'.repeat(100)}</body></html>`;
writeFileSync(path.join(dist, 'index.html'), html);
writeFileSync(path.join(dist, 'assets/index-abc123.js'), js);
writeFileSync(path.join(dist, 'assets/tiny-abc123.js'), 'export{}');
writeFileSync(path.join(dist, 'logo.png'), Buffer.alloc(4096, 7));

const headers: HeaderSet = {
  all: { 'X-Content-Type-Options': 'nosniff' },
  html: { 'Content-Security-Policy': "default-src 'self'", 'Cache-Control': 'no-cache' },
  immutable: { pathPrefix: '/assets/', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
};

describe('given a built app to precompress', () => {
  it('writes .br and .gz beside each text asset that decompress to the original', async () => {
    const assets = await compressAssets(dist);
    expect(assets.map((a) => a.file).sort()).toEqual(['assets/index-abc123.js', 'index.html']);
    const file = path.join(dist, 'assets/index-abc123.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(js);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(js);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(js.length / 3);
  });

  it('skips binary files and files too small to gain', () => {
    expect(existsSync(path.join(dist, 'logo.png.gz'))).toBe(false);
    expect(existsSync(path.join(dist, 'assets/tiny-abc123.js.br'))).toBe(false);
  });
});

describe('given Accept-Encoding headers', () => {
  it('prefers Brotli, then gzip, and honours q=0 and *', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('br;q=0, gzip;q=0.5')).toEqual(['gzip']);
    expect(acceptedEncodings('*;q=0.1, gzip;q=0')).toEqual(['br']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings('x-gzip')).toEqual(['gzip']);
  });
});

describe('given the portal server over a precompressed build', () => {
  const app = createPortalServer({ distDir: dist, headers });
  const get = (p: string, acceptEncoding?: string) =>
    app.request(
      `http://localhost${p}`,
      acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {},
    );

  it('sends the Brotli copy to a browser that accepts it, with the asset’s type and a year’s cache', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(brotliDecompressSync(body).toString()).toBe(js);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(js);
  });

  it('sends the plain file, still with Vary, to a client that sends no Accept-Encoding', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.text()).toBe(js);
  });

  it('compresses the HTML shell of client-side routes too, keeping its security headers', async () => {
    const res = await get('/profile/mobile', 'br');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(html);
  });

  it('answers HEAD with the encoded length and no body', async () => {
    const res = await app.request('http://localhost/assets/index-abc123.js', {
      method: 'HEAD',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(Number(res.headers.get('content-length'))).toBe(
      readFileSync(path.join(dist, 'assets/index-abc123.js.gz')).length,
    );
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('leaves binary files alone', async () => {
    const res = await get('/logo.png', 'br');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
  });
});
