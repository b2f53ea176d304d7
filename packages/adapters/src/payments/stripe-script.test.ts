// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The Trusted Types side of loading Stripe.js (stripe-script.ts). happy-dom has no Trusted Types and does not run
 * scripts: the browser's part is played here (a `trustedTypes` factory like Chromium's, the script's load/error
 * events); tests/e2e/stripe.spec.ts runs the same code under the generated portal's real CSP in Chromium.
 */
type Rules = { createScriptURL(url: string): string };

/** A `window.trustedTypes` that records the policies created and wraps script URLs as Chromium does. */
function fakeTrustedTypes() {
  const policies: Array<{ name: string; rules: Rules }> = [];
  return {
    policies,
    createPolicy: vi.fn((name: string, rules: Rules) => {
      policies.push({ name, rules });
      return { createScriptURL: (url: string) => ({ trusted: rules.createScriptURL(url) }) };
    }),
  };
}

/** The scripts the loader adds to `<head>`, kept out of the document (happy-dom would try to fetch them). */
function capturedScripts() {
  const scripts: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    scripts.push(...(nodes as HTMLScriptElement[]));
  });
  return scripts;
}

const g = globalThis as { trustedTypes?: unknown; Stripe?: unknown };

beforeEach(() => {
  vi.resetModules(); // the module keeps its policy and load: each test starts from a fresh page
});
afterEach(() => {
  vi.restoreAllMocks();
  delete g.trustedTypes;
  delete g.Stripe;
});

describe('loadStripeScript', () => {
  it('adds Stripe.js through the telco-portal-stripe policy (no default policy), resolving once Stripe is there', async () => {
    const tt = fakeTrustedTypes();
    g.trustedTypes = tt;
    const scripts = capturedScripts();
    const { loadStripeScript, STRIPE_JS_URL, STRIPE_TRUSTED_TYPES_POLICY } = await import(
      './stripe-script.ts'
    );
    const loaded = loadStripeScript();
    expect(STRIPE_TRUSTED_TYPES_POLICY).toBe('telco-portal-stripe');
    expect(tt.policies.map((p) => p.name)).toEqual(['telco-portal-stripe']);
    expect(scripts).toHaveLength(1);
    // happy-dom stringifies what it is given; Chromium would keep the TrustedScriptURL object.
    expect(scripts[0]?.getAttribute('src')).toBe(String({ trusted: STRIPE_JS_URL }));
    // A second call while loading adds no second script.
    expect(loadStripeScript()).toBe(loaded);
    g.Stripe = vi.fn();
    scripts[0]?.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBeUndefined();
    // Loaded: no script, no new policy (Chromium refuses a second policy of the same name).
    await loadStripeScript();
    expect(scripts).toHaveLength(1);
    expect(tt.createPolicy).toHaveBeenCalledTimes(1);
  });

  it("has a policy that turns exactly Stripe.js's URL into a script URL and refuses every other", async () => {
    const tt = fakeTrustedTypes();
    g.trustedTypes = tt;
    capturedScripts();
    const { loadStripeScript, STRIPE_JS_URL } = await import('./stripe-script.ts');
    void loadStripeScript().catch(() => undefined);
    const rules = tt.policies[0]?.rules as Rules;
    expect(rules.createScriptURL(STRIPE_JS_URL)).toBe(STRIPE_JS_URL);
    for (const other of [
      'https://js.stripe.com/v3/',
      `${STRIPE_JS_URL}?x=1`,
      'https://evil.example/stripe.js',
      'https://js.stripe.com.evil.example/endive/stripe.js',
      'data:text/javascript,alert(1)',
    ]) {
      expect(() => rules.createScriptURL(other), other).toThrow(TypeError);
    }
  });

  it('rejects when Stripe.js does not load, removes its script, and tries again on the next call', async () => {
    g.trustedTypes = fakeTrustedTypes();
    const scripts = capturedScripts();
    const { loadStripeScript } = await import('./stripe-script.ts');
    const first = loadStripeScript();
    const remove = vi.spyOn(scripts[0] as HTMLScriptElement, 'remove');
    scripts[0]?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('Failed to load Stripe.js');
    expect(remove).toHaveBeenCalled();
    const second = loadStripeScript();
    expect(scripts).toHaveLength(2);
    g.Stripe = vi.fn();
    scripts[1]?.dispatchEvent(new Event('load'));
    await expect(second).resolves.toBeUndefined();
  });

  it('rejects when the CSP does not allow the policy (createPolicy throws)', async () => {
    g.trustedTypes = {
      createPolicy: () => {
        throw new TypeError('Refused to create a TrustedTypePolicy named telco-portal-stripe');
      },
    };
    capturedScripts();
    const { loadStripeScript } = await import('./stripe-script.ts');
    await expect(loadStripeScript()).rejects.toThrow(/telco-portal-stripe/);
  });

  it('uses the plain URL where the browser has no Trusted Types (the CSP script-src still applies)', async () => {
    const scripts = capturedScripts();
    const { loadStripeScript, STRIPE_JS_URL } = await import('./stripe-script.ts');
    void loadStripeScript();
    expect(scripts[0]?.src).toBe(STRIPE_JS_URL);
  });
});

describe("STRIPE_JS_URL against the installed @stripe/stripe-js's loadStripe", () => {
  it('is the Stripe.js release loadStripe expects: it takes our script as Stripe.js, warns of no version mismatch, injects nothing', async () => {
    const { STRIPE_JS_URL } = await import('./stripe-script.ts');
    // Stripe.js reports its release as `Stripe.version` (`3` for v3, else the train's name in the URL's path).
    const release = new URL(STRIPE_JS_URL).pathname.split('/')[1];
    const instance = { _registerWrapper: vi.fn() };
    g.Stripe = Object.assign(
      vi.fn(() => instance),
      { version: release },
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const append = vi.spyOn(document.head, 'appendChild');
    const { loadStripe } = await import('@stripe/stripe-js/pure');
    await expect(loadStripe('pk_test_abc123')).resolves.toBe(instance);
    expect(warn).not.toHaveBeenCalled();
    expect(append).not.toHaveBeenCalled();
    expect(g.Stripe).toHaveBeenCalledWith('pk_test_abc123');
  });
});
