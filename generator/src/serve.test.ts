import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPortalServer, type HeaderSet, listen } from './serve.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'telco-dist-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
mkdirSync(path.join(dist, 'assets'));
mkdirSync(path.join(dist, 'terms'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
writeFileSync(path.join(dist, 'assets/index-abc123.js'), 'console.log(1)');
writeFileSync(path.join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(path.join(dist, 'terms/mobile.html'), '<h1>Terms</h1>');

const headers: HeaderSet = {
  all: { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' },
  html: {
    'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'",
    'Cache-Control': 'no-cache',
  },
  immutable: { pathPrefix: '/assets/', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
};
const seen: string[] = [];
const app = createPortalServer({
  distDir: dist,
  headers,
  api: {
    app: {
      fetch: (req) => {
        seen.push(`${req.method} ${new URL(req.url).pathname}`);
        return Response.json({ ok: true });
      },
    },
  },
});
const get = (p: string, init?: RequestInit) => app.request(`http://localhost${p}`, init);

describe('given the one-origin portal server', () => {
  it('forwards /api/* to the sandbox unchanged', async () => {
    const res = await get('/api/v2/2/auth', { method: 'POST', body: '{}' });
    expect(await res.json()).toEqual({ ok: true });
    expect(seen).toContain('POST /api/v2/2/auth');
  });

  it('serves hashed assets with their type and a long cache', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves other static files without the long cache', async () => {
    const res = await get('/logo.svg');
    expect(res.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('falls back to index.html with the CSP for client-side routes', async () => {
    const res = await get('/profile/personal-data');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>shell</title>');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('answers 404 for a missing asset instead of the HTML shell', async () => {
    expect((await get('/assets/missing-000.js')).status).toBe(404);
  });

  it('never serves a file outside dist', async () => {
    const res = await get('/..%2f..%2f..%2fetc%2fpasswd');
    expect(await res.text()).not.toMatch(/root:/);
  });

  it('sends the CSP with generated HTML documents too', async () => {
    const res = await get('/terms/mobile.html');
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('content-security-policy')).toBeTruthy();
  });

  it('rejects other methods outside /api', async () => {
    expect((await get('/profile', { method: 'POST' })).status).toBe(405);
  });
});

describe('given the sandbox secret (development mode)', () => {
  const secretApp = createPortalServer({
    distDir: dist,
    headers,
    sandboxSecret: 'the-secret-of-this-start-0123456789',
    publicOrigin: 'http://localhost:4173',
  });
  const page = (host: string, env?: unknown) =>
    secretApp.fetch(new Request(`http://${host}/profile`, { headers: { host } }), env);
  const peer = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

  it('hands it to this machine’s browser as an HttpOnly, SameSite=Strict cookie for /api', async () => {
    const res = await page('localhost:4173', peer('127.0.0.1'));
    expect(res.headers.get('set-cookie')).toBe(
      'tp_sandbox_secret=the-secret-of-this-start-0123456789; Path=/api; HttpOnly; SameSite=Strict',
    );
    expect((await page('127.0.0.1:4173', peer('::1'))).headers.get('set-cookie')).toContain('HttpOnly');
  });

  it('gives it to no other host (DNS rebinding) and no other machine', async () => {
    expect((await page('evil.example:4173', peer('127.0.0.1'))).headers.get('set-cookie')).toBeNull();
    expect((await page('localhost:9999', peer('127.0.0.1'))).headers.get('set-cookie')).toBeNull();
    expect((await page('localhost:4173', peer('192.0.2.10'))).headers.get('set-cookie')).toBeNull();
  });

  it('sets no cookie in production mode (no secret)', async () => {
    expect((await get('/profile')).headers.get('set-cookie')).toBeNull();
  });
});

describe('given CSP violation reports (POST /csp-report)', () => {
  const seenReports: unknown[] = [];
  const reportApp = createPortalServer({ distDir: dist, headers, onCspReport: (v) => seenReports.push(v) });
  const post = (type: string, body: unknown) =>
    reportApp.request('http://localhost/csp-report', {
      method: 'POST',
      headers: { 'content-type': type },
      body: JSON.stringify(body),
    });

  it('records report-uri and report-to reports without full URLs (query values stay out)', async () => {
    expect(
      (
        await post('application/csp-report', {
          'csp-report': {
            'document-uri': 'http://localhost:4173/reset-password?code=secret-code',
            'effective-directive': 'script-src-elem',
            'blocked-uri': 'https://evil.example/x.js?token=abc',
          },
        })
      ).status,
    ).toBe(204);
    await post('application/reports+json', [
      {
        type: 'csp-violation',
        body: {
          documentURL: 'http://localhost:4173/privacy',
          effectiveDirective: 'require-trusted-types-for',
          blockedURL: 'trusted-types-sink',
        },
      },
      { type: 'deprecation', body: {} },
    ]);
    expect(seenReports).toEqual([
      { directive: 'script-src-elem', blocked: 'https://evil.example', page: '/reset-password' },
      { directive: 'require-trusted-types-for', blocked: 'trusted-types-sink', page: '/privacy' },
    ]);
  });

  it('refuses a report over 16 KiB', async () => {
    expect((await post('application/csp-report', { x: 'y'.repeat(20_000) })).status).toBe(413);
  });
});

describe('given the CSP reporting directives', () => {
  const reporting: HeaderSet = {
    ...headers,
    html: {
      ...headers.html,
      'Content-Security-Policy': "default-src 'self'; report-uri /csp-report; report-to csp",
      'Reporting-Endpoints': 'csp="/csp-report"',
    },
  };
  const shell = async (publicOrigin: string) =>
    (
      await createPortalServer({ distDir: dist, headers: reporting, publicOrigin }).request(
        'http://localhost/x',
      )
    ).headers;

  it('keeps report-to over HTTPS', async () => {
    const h = await shell('https://portal.example');
    expect(h.get('content-security-policy')).toContain('report-to csp');
    expect(h.get('reporting-endpoints')).toBe('csp="/csp-report"');
  });

  it('sends report-uri alone over plain HTTP (Chromium delivers report-to only to secure endpoints)', async () => {
    const h = await shell('http://localhost:4173');
    expect(h.get('content-security-policy')).toBe("default-src 'self'; report-uri /csp-report");
    expect(h.get('reporting-endpoints')).toBeNull();
  });
});

describe('given a build with prerendered pages (issue 7)', () => {
  const built = mkdtempSync(path.join(tmpdir(), 'telco-dist-pre-'));
  afterAll(() => rmSync(built, { recursive: true, force: true }));
  mkdirSync(path.join(built, 'plans/prepay'), { recursive: true });
  mkdirSync(path.join(built, 'mi'), { recursive: true });
  writeFileSync(path.join(built, 'index.html'), '<title>home page</title>');
  writeFileSync(path.join(built, 'app-shell.html'), '<title>shell</title>');
  writeFileSync(path.join(built, 'plans/prepay/index.html'), '<title>prepay page</title>');
  writeFileSync(path.join(built, 'plans/prepay/index.html.br'), 'BROTLI');
  writeFileSync(path.join(built, 'mi/index.html'), '<title>kāinga</title>');
  const server = createPortalServer({ distDir: built, headers });
  const at = (p: string, init?: RequestInit) => server.request(`http://localhost${p}`, init);

  it('serves a folder page at its address, with or without the trailing slash, and the CSP', async () => {
    for (const p of ['/plans/prepay', '/plans/prepay/']) {
      const res = await at(p);
      expect(res.status, p).toBe(200);
      expect(await res.text()).toBe('<title>prepay page</title>');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    }
    expect(await (await at('/mi')).text()).toBe('<title>kāinga</title>');
    expect(await (await at('/')).text()).toBe('<title>home page</title>');
  });

  it('sends the precompressed page when the browser accepts it', async () => {
    const res = await at('/plans/prepay', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.text()).toBe('BROTLI');
  });

  it('falls back to the SPA shell, not the home page, for addresses without a page', async () => {
    for (const p of ['/profile/mobile', '/plans', '/mi/profile/mobile']) {
      expect(await (await at(p)).text(), p).toBe('<title>shell</title>');
    }
  });
});

describe('given a client that keeps connections alive (Node http.Agent, as Playwright and server-side callers do)', () => {
  it('keeps an idle connection open past Node’s default (5 s, closed at 6 s), so the next request on it is read, not reset', async () => {
    const server = await listen(app, 0);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status?: number; reused: boolean }>((resolve, reject) => {
        const req = http.get(`${server.url}/logo.svg`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode, reused: req.reusedSocket }));
        });
        req.on('error', reject);
      });
    try {
      expect(await get()).toEqual({ status: 200, reused: false });
      const [socket] = Object.values(agent.freeSockets).flat();
      let closedAfterMs: number | undefined;
      const idleSince = Date.now();
      socket?.once('close', () => {
        closedAfterMs = Date.now() - idleSince;
      });
      await new Promise((r) => setTimeout(r, 7_000));
      // With Node's default keepAliveTimeout the server has closed it by now (the CI reset of stop 26).
      expect(closedAfterMs, 'the server closed the idle connection').toBeUndefined();
      expect(await get()).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
      await server.close();
    }
  }, 20_000);
});
