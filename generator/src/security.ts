import { STRIPE_TRUSTED_TYPES_POLICY } from '@telco-portal/adapters/payments/stripe-script';
import { TRUSTED_TYPES_POLICY_NAME } from '@telco-portal/blocks/blocks/terms-page/legal-html.ts';
import type { BrandManifest } from '@telco-portal/manifest';

/**
 * Where the portal's CSP violation reports go: `POST /csp-report` on the portal's own origin. `telco-portal
 * start` records them (serve.ts); a static host or CDN must route this path to its own report collector.
 */
export const CSP_REPORT_PATH = '/csp-report';
/** Name of the reporting endpoint in `Reporting-Endpoints` / `report-to`. */
export const CSP_REPORT_GROUP = 'csp';

/** CSP directive name -> sources, e.g. `{ 'default-src': ["'self'"] }`. */
export type CspDirectives = Record<string, string[]>;

function origin(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Content-Security-Policy of a generated portal (ARCHITECTURE "Quality rails": strict CSP).
 *
 * - `script-src 'self'`: Vite emits no inline scripts; third-party script origins are added only for the
 *   adapters that need them (Stripe.js must be loaded from js.stripe.com; gtag from googletagmanager).
 * - `style-src 'self' 'unsafe-inline'`: needed because Radix Dialog (via react-remove-scroll) injects a
 *   `<style>` element at runtime; a static site cannot use nonces. Scripts stay strict.
 * - `connect-src` adds the API origin when `adapters.api.baseUrl` is absolute, and each adapter's service origin.
 * - `require-trusted-types-for 'script'` + `trusted-types telco-portal-legal`: every DOM script sink (innerHTML,
 *   script URLs, eval) takes only Trusted Types, and the one policy allowed is the TermsPage block's, which
 *   passes DOMPurify's output (legal-html.ts) to the one HTML sink of the portal. A Stripe brand also allows
 *   `telco-portal-stripe` (@telco-portal/adapters payments/stripe-script.ts), whose only script URL is Stripe.js
 *   itself; there is never a `default` policy (it would pass any string to any sink).
 * - `base-uri 'none'`: no `<base>` can re-point relative URLs (the app needs none).
 * - `frame-ancestors 'none'` and the report endpoint are only valid in a header (a meta tag ignores them):
 *   see `cspHeader` / `securityHeaders`.
 * Sources are sorted so the output is byte-identical for the same manifest.
 */
export function cspDirectives(manifest: BrandManifest): CspDirectives {
  const connect = new Set<string>(["'self'"]);
  // 'report-sample': a violation report names the sink and its first 40 characters (e.g. 'Function|').
  const script = new Set<string>(["'self'", "'report-sample'"]);
  const frame = new Set<string>();
  const img = new Set<string>(["'self'", 'data:']);
  const { adapters } = manifest;

  const api = origin(adapters.api.baseUrl);
  if (api) connect.add(api);

  if (adapters.identity.provider === 'firebase' && adapters.identity.firebase) {
    connect.add('https://identitytoolkit.googleapis.com');
    connect.add('https://securetoken.googleapis.com');
    const authDomain = origin(`https://${adapters.identity.firebase.authDomain}`);
    if (authDomain) frame.add(authDomain);
    const emulator = origin(adapters.identity.firebase.emulatorUrl);
    if (emulator) connect.add(emulator);
  }
  const trustedTypes = [TRUSTED_TYPES_POLICY_NAME];
  if (adapters.payments.provider === 'stripe') {
    trustedTypes.push(STRIPE_TRUSTED_TYPES_POLICY);
    script.add('https://js.stripe.com');
    frame.add('https://js.stripe.com');
    frame.add('https://hooks.stripe.com');
    connect.add('https://api.stripe.com');
  }
  if (adapters.helpdesk.provider === 'zendesk' && adapters.helpdesk.subdomain) {
    connect.add(`https://${adapters.helpdesk.subdomain}.zendesk.com`);
    img.add(`https://${adapters.helpdesk.subdomain}.zendesk.com`);
  }
  if (adapters.maps.provider === 'arcgis') {
    const maps = origin(adapters.maps.serviceUrl);
    if (maps) {
      connect.add(maps);
      img.add(maps);
    }
  }
  if (adapters.analytics.provider === 'gtag') {
    script.add('https://www.googletagmanager.com');
    connect.add('https://www.google-analytics.com');
    connect.add('https://region1.google-analytics.com');
  }
  if (adapters.errorReporting.provider === 'sentry') {
    const sentry = origin(adapters.errorReporting.dsn);
    if (sentry) connect.add(sentry);
  }

  const sorted = (s: Set<string>) =>
    [...s].sort((a, b) =>
      a.startsWith("'") === b.startsWith("'") ? a.localeCompare(b) : a.startsWith("'") ? -1 : 1,
    );
  return {
    'default-src': ["'self'"],
    'script-src': sorted(script),
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': sorted(img),
    'font-src': ["'self'"],
    'connect-src': sorted(connect),
    'frame-src': frame.size > 0 ? sorted(frame) : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'require-trusted-types-for': ["'script'"],
    'trusted-types': trustedTypes,
  };
}

/** `default-src 'self'; script-src 'self'; …` */
export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The policy for the `<meta http-equiv="Content-Security-Policy">` tag (no frame-ancestors: ignored there). */
export function cspMeta(manifest: BrandManifest): string {
  return serializeCsp(cspDirectives(manifest));
}

/**
 * The policy for the HTTP header: the meta policy plus `frame-ancestors 'none'` (clickjacking) and where
 * violations are reported (`report-to` for current browsers, `report-uri` for the others).
 */
export function cspHeader(manifest: BrandManifest): string {
  return serializeCsp({
    ...cspDirectives(manifest),
    'frame-ancestors': ["'none'"],
    'report-uri': [CSP_REPORT_PATH],
    'report-to': [CSP_REPORT_GROUP],
  });
}

/**
 * Response headers a server or CDN should send with the generated portal (written to
 * `server.headers.json` and `public/_headers`; `telco-portal start` applies them).
 * - `html`: on every HTML response (the SPA shell).
 * - `all`: on every response.
 * - `immutable`: on hashed build assets under `/assets/` (content-addressed, cache for a year). Each text
 *   asset also has precompressed `.br`/`.gz` siblings (the build writes them): a server answering with one
 *   sets `Content-Encoding` and `Vary: Accept-Encoding` (serve.ts; `_headers` sets the `Vary`).
 */
export function securityHeaders(manifest: BrandManifest): {
  html: Record<string, string>;
  all: Record<string, string>;
  immutable: { pathPrefix: string; headers: Record<string, string> };
} {
  return {
    all: {
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      // Two years, subdomains too; browsers apply it only to HTTPS answers (localhost over http ignores it).
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
    },
    html: {
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': cspHeader(manifest),
      'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`,
      'Permissions-Policy': 'camera=(), geolocation=(), microphone=(), payment=(self)',
      'X-Frame-Options': 'DENY',
    },
    immutable: {
      pathPrefix: '/assets/',
      headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
    },
  };
}

/** The same headers in the `_headers` format of Netlify / Cloudflare Pages. */
export function headersFile(manifest: BrandManifest): string {
  const h = securityHeaders(manifest);
  const lines = ['# Security headers for the generated portal (telco-portal generate). Do not edit.', '/*'];
  // Cache-Control differs per path (no-cache for the shell, immutable for assets), so only the asset rule sets it.
  for (const [k, v] of Object.entries({ ...h.all, ...h.html }))
    if (k !== 'Cache-Control') lines.push(`  ${k}: ${v}`);
  lines.push(`${h.immutable.pathPrefix}*`);
  for (const [k, v] of Object.entries(h.immutable.headers)) lines.push(`  ${k}: ${v}`);
  // Static hosts compress (or pick the build's .br/.gz) per request: caches must key on the coding.
  lines.push('  Vary: Accept-Encoding');
  return `${lines.join('\n')}\n`;
}

/**
 * The `_redirects` file of Netlify / Cloudflare Pages: an address with no file of its own (the signed-in
 * area, unknown paths) gets the SPA shell `app-shell.html` (a rewrite, status 200). These hosts apply the rule
 * only when no file matches, so the prerendered pages (`plans/prepay/index.html`, issue 7) are served as they are.
 */
export function redirectsFile(): string {
  return `# SPA fallback for the generated portal (telco-portal generate). Do not edit.\n/*  /${SHELL_FILE}  200\n`;
}

/**
 * The SPA shell: the built `index.html` before any page is rendered into it (prerender.ts keeps it under this
 * name). Served for every address that has no prerendered page, which the client renders itself; the
 * prerendered home page takes `index.html`.
 */
export const SHELL_FILE = 'app-shell.html';
