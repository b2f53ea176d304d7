/**
 * Stripe.js under the portal's Trusted Types CSP. A generated portal's CSP has `require-trusted-types-for
 * 'script'` (generator/src/security.ts): a `<script>`'s `src` takes only a `TrustedScriptURL`, so the plain
 * string that `loadStripe` of `@stripe/stripe-js` assigns when it injects Stripe.js itself is refused. The portal
 * has no `default` policy (it would accept any script URL a bug or an attacker hands to any sink); instead this
 * module creates the named policy `telco-portal-stripe` (listed in the CSP's `trusted-types`), which turns
 * exactly one URL — Stripe.js of the release train the installed `@stripe/stripe-js` expects — into a
 * `TrustedScriptURL`, and adds the `<script>` itself. `loadStripe` then finds `window.Stripe` and injects nothing
 * (stripe/stripe-js#403).
 */

/**
 * Stripe.js (STACK gotcha 12: served only by js.stripe.com, never bundled). The path is the release train of the
 * installed `@stripe/stripe-js` (10.x: `endive`, its `RELEASE_TRAIN`); `loadStripe` warns about any other
 * (stripe-script.test.ts holds the two together).
 */
export const STRIPE_JS_URL = 'https://js.stripe.com/endive/stripe.js';

/** The Trusted Types policy allowed to create Stripe.js's script URL: the CSP lists it in `trusted-types`. */
export const STRIPE_TRUSTED_TYPES_POLICY = 'telco-portal-stripe';

type ScriptUrlPolicy = { createScriptURL(url: string): unknown };
type TrustedTypesFactory = {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
};

let policy: ScriptUrlPolicy | undefined;

/**
 * Stripe.js's URL for `script.src`: a `TrustedScriptURL` from the `telco-portal-stripe` policy where the browser
 * has Trusted Types, else the string (the CSP's `script-src` still allows only js.stripe.com).
 * @throws TypeError when the CSP does not allow the policy (Chromium refuses `createPolicy`).
 */
function stripeScriptUrl(): unknown {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return STRIPE_JS_URL;
  policy ??= factory.createPolicy(STRIPE_TRUSTED_TYPES_POLICY, {
    createScriptURL: (url) => {
      if (url !== STRIPE_JS_URL) throw new TypeError(`telco-portal-stripe: refused script URL ${url}`);
      return url;
    },
  });
  return policy.createScriptURL(STRIPE_JS_URL);
}

let loading: Promise<void> | null = null;

/**
 * Adds Stripe.js (`STRIPE_JS_URL`) to the page once, through the `telco-portal-stripe` Trusted Types policy, and
 * resolves when `window.Stripe` is there (at once when it already is). Rejects with an Error when the script
 * cannot be loaded (offline, blocked) or defines no `Stripe`; its `<script>` is then removed and the next call
 * tries again.
 */
export function loadStripeScript(): Promise<void> {
  if ((globalThis as { Stripe?: unknown }).Stripe) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    // A TrustedScriptURL where Trusted Types are enforced; the DOM typings know `src` only as a string.
    script.src = stripeScriptUrl() as string;
    script.async = true;
    script.addEventListener('load', () => {
      if ((globalThis as { Stripe?: unknown }).Stripe) resolve();
      else {
        script.remove();
        reject(new Error('Stripe.js not available'));
      }
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error('Failed to load Stripe.js'));
    });
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
