import type { Page, Route } from '@playwright/test';
import { STRIPE_JS_URL } from '../../packages/adapters/src/payments/stripe-script.ts';

/**
 * A small Stripe.js for the browser, served at Stripe's own URLs with `page.route` (STACK gotcha 12: js.stripe.com
 * cannot be reached here). It does what the real one does where the portal's CSP and Trusted Types are concerned:
 * it is a `<script>` from https://js.stripe.com (script-src, the `telco-portal-stripe` policy), its card Elements
 * are iframes from https://js.stripe.com (frame-src) talking to the page with postMessage, and its confirmations
 * are requests to https://api.stripe.com (connect-src). Behind api.stripe.com, `routeFakeStripe` confirms with the
 * sandbox's card provider (`/api/card-provider/*`, the same Stripe test cards), so the card is saved and the
 * payment made for real.
 *
 * Implemented: `Stripe(key)` (test keys only) with `version` = the release train of STRIPE_JS_URL;
 * `elements()` → `create('card' | 'cardNumber' | 'cardExpiry' | 'cardCvc')`, `getElement`, `update`; an
 * Element's `mount`, `on`/`off` (`ready`, `change` `{ elementType, empty, complete }`, `focus`, `blur`),
 * `focus`, `blur`, `clear`, `update`, `unmount`, `destroy`; `confirmCardSetup`, `confirmCardPayment`,
 * `handleNextAction` (3-D Secure approved), `retrieveSetupIntent`, `retrievePaymentIntent`; what react-stripe-js
 * checks (`createToken`, `createPaymentMethod`, `_registerWrapper`, `registerAppInfo`).
 */
const FAKE_STRIPE_JS = String.raw`(() => {
  const ORIGIN = 'https://js.stripe.com';
  const API = 'https://api.stripe.com/v1';
  const TITLES = { card: 'Secure card payment input frame', cardNumber: 'Secure card number input frame',
    cardExpiry: 'Secure expiration date input frame', cardCvc: 'Secure CVC input frame' };
  const complete = (type, digits) =>
    type === 'cardNumber' ? digits.length === 16
    : type === 'cardExpiry' ? digits.length === 4 && +digits.slice(0, 2) >= 1 && +digits.slice(0, 2) <= 12
    : type === 'cardCvc' ? digits.length === 3 || digits.length === 4
    : digits.length >= 23;

  function Element(type, group) {
    const listeners = {};
    const emit = (event, payload) => (listeners[event] || []).forEach((f) => f(payload));
    let frame = null;
    let onMessage = null;
    const element = {
      value: '',
      __group: group,
      on(event, f) { (listeners[event] = listeners[event] || []).push(f); return element; },
      off(event, f) { listeners[event] = (listeners[event] || []).filter((g) => g !== f); return element; },
      mount(node) {
        const target = typeof node === 'string' ? document.querySelector(node) : node;
        frame = document.createElement('iframe');
        frame.src = ORIGIN + '/fake-elements/' + type + '.html';
        frame.title = TITLES[type];
        frame.setAttribute('frameborder', '0');
        frame.style.cssText = 'border:0;width:100%;height:1.5rem;display:block';
        onMessage = (event) => {
          if (event.origin !== ORIGIN || event.source !== frame.contentWindow) return;
          const { kind, value } = event.data;
          if (kind === 'change') {
            element.value = value;
            const digits = value.replace(/\D/g, '');
            emit('change', { elementType: type, empty: value === '', complete: complete(type, digits) });
          } else emit(kind, { elementType: type });
        };
        window.addEventListener('message', onMessage);
        target.appendChild(frame);
      },
      focus() { frame?.contentWindow?.postMessage('focus', ORIGIN); },
      blur() {},
      clear() { frame?.contentWindow?.postMessage('clear', ORIGIN); element.value = ''; },
      update() {},
      unmount() { frame?.remove(); window.removeEventListener('message', onMessage); },
      destroy() { element.unmount(); delete group[type]; },
    };
    return element;
  }

  const post = async (key, path, fields) => {
    const body = new URLSearchParams({ key, ...fields });
    try {
      const res = await fetch(API + path, { method: 'POST', body });
      return await res.json();
    } catch (error) {
      return { error: { type: 'api_connection_error', message: String(error) } };
    }
  };

  function Stripe(key) {
    if (!/^pk_test_/.test(key)) throw new Error('fake Stripe.js: test keys only');
    return {
      elements() {
        const group = {};
        return {
          create(type) {
            if (group[type]) throw new Error('Can only create one Element of type ' + type);
            return (group[type] = Element(type, group));
          },
          getElement(type) { return group[typeof type === 'string' ? type : type && type.__elementType] || null; },
          update() {},
          group,
        };
      },
      confirmCardSetup(clientSecret, data) {
        const card = data.payment_method.card;
        const all = card.__group || {};
        return post(key, '/setup_intents/confirm', {
          client_secret: clientSecret,
          number: (all.cardNumber || card).value,
          exp: all.cardExpiry ? all.cardExpiry.value : '',
          cvc: all.cardCvc ? all.cardCvc.value : '',
          name: data.payment_method.billing_details.name,
        });
      },
      confirmCardPayment(clientSecret) { return post(key, '/payment_intents/confirm', { client_secret: clientSecret }); },
      handleNextAction({ clientSecret }) { return post(key, '/next_action', { client_secret: clientSecret }); },
      retrieveSetupIntent(clientSecret) { return post(key, '/retrieve', { client_secret: clientSecret }); },
      retrievePaymentIntent(clientSecret) { return post(key, '/retrieve', { client_secret: clientSecret }); },
      createToken: async () => ({ error: { type: 'invalid_request_error', message: 'not in the fake' } }),
      createPaymentMethod: async () => ({ error: { type: 'invalid_request_error', message: 'not in the fake' } }),
      _registerWrapper() {},
      registerAppInfo() {},
    };
  }
  Stripe.version = ${JSON.stringify(new URL(STRIPE_JS_URL).pathname.split('/')[1])};
  window.Stripe = Stripe;
})();
`;

/** The inside of an Element's iframe: one input, its value and focus posted to the page. */
const elementFrame = (type: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"></head>
<body style="margin:0">
<input id="i" aria-label="${
  {
    card: 'Credit or debit card details',
    cardNumber: 'Credit or debit card number',
    cardExpiry: 'Credit or debit card expiration date',
    cardCvc: 'Credit or debit card CVC/CVV',
  }[type]
}" inputmode="numeric" style="border:0;width:100%;font:16px system-ui;outline:none;padding:0">
<script>
  const input = document.getElementById('i');
  const send = (kind) => parent.postMessage({ kind, value: input.value }, '*');
  input.addEventListener('input', () => send('change'));
  input.addEventListener('focus', () => send('focus'));
  input.addEventListener('blur', () => send('blur'));
  addEventListener('message', (e) => {
    if (e.data === 'focus') input.focus();
    if (e.data === 'clear') input.value = '';
  });
  send('ready');
</script>
</body></html>`;

/** What Stripe's API answers for a sandbox card-provider answer (Stripe's `{ setupIntent }` / `{ error }`). */
async function stripeAnswer(res: Response, kind: 'setupIntent' | 'paymentIntent') {
  const body = (await res.json()) as Record<string, unknown>;
  if (res.ok) {
    const id = (body.SetupIntentID ?? body.PaymentIntentID) as string;
    return { [kind]: { id, status: body.Status } };
  }
  const code = String(body.err_code ?? '');
  const message = String(body.err_message ?? 'error');
  if (res.status === 402) {
    // Stripe's card errors: insufficient funds is a decline with its decline_code.
    return code === 'insufficient_funds'
      ? { error: { type: 'card_error', code: 'card_declined', decline_code: code, message } }
      : code === 'authentication_failed'
        ? {
            error: {
              type: 'invalid_request_error',
              code: `${kind === 'setupIntent' ? 'setup' : 'payment'}_intent_authentication_failure`,
              message,
            },
          }
        : { error: { type: 'card_error', code, message } };
  }
  return { error: { type: 'invalid_request_error', code, message } };
}

/** Calls made to the fake Stripe API (path and form fields, card number masked to its last 4 digits). */
export type FakeStripeCall = { path: string; fields: Record<string, string> };

/**
 * Serves the fake Stripe.js at STRIPE_JS_URL, its Element frames, and api.stripe.com backed by the sandbox at
 * `portal` (its card-provider endpoints, with `token`, the Bearer JWT of the signed-in customer's identity).
 * Returns the API calls made, and how many times Stripe.js itself was requested.
 */
export async function routeFakeStripe(page: Page, portal: string, token: string) {
  const calls: FakeStripeCall[] = [];
  const served = { stripeJs: 0 };
  const headers = {
    'Access-Control-Allow-Origin': new URL(portal).origin,
    'Cross-Origin-Resource-Policy': 'cross-origin',
  };
  await page.route(STRIPE_JS_URL, (route) => {
    served.stripeJs += 1;
    return route.fulfill({ contentType: 'text/javascript', body: FAKE_STRIPE_JS, headers });
  });
  await page.route('https://js.stripe.com/fake-elements/*.html', (route) => {
    const type = new URL(route.request().url()).pathname.split('/').pop()?.replace('.html', '') ?? '';
    return route.fulfill({ contentType: 'text/html', body: elementFrame(type), headers });
  });
  const sandbox = (path: string, body: unknown) =>
    fetch(`${portal}/api/card-provider/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  await page.route('https://api.stripe.com/v1/**', async (route: Route) => {
    const path = new URL(route.request().url()).pathname.replace('/v1', '');
    const fields = Object.fromEntries(new URLSearchParams(route.request().postData() ?? ''));
    calls.push({
      path,
      fields: { ...fields, ...(fields.number ? { number: fields.number.slice(-4) } : {}) },
    });
    const secret = fields.client_secret ?? '';
    const kind = secret.startsWith('pi_') ? 'paymentIntent' : 'setupIntent';
    let answer: unknown;
    if (path === '/setup_intents/confirm') {
      const [month, year] =
        (fields.exp ?? '')
          .replace(/\D/g, '')
          .match(/^(\d\d)(\d\d)$/)
          ?.slice(1) ?? [];
      answer = await stripeAnswer(
        await sandbox('setup_intents/confirm', {
          ClientSecret: secret,
          Number: (fields.number ?? '').replace(/\D/g, ''),
          ExpMonth: Number(month),
          ExpYear: 2000 + Number(year),
          CVC: fields.cvc,
          Name: fields.name,
        }),
        'setupIntent',
      );
    } else if (path === '/payment_intents/confirm') {
      // Stripe's confirmCardPayment runs 3-D Secure itself: a challenge is approved here, as a customer would.
      const first = await sandbox('payment_intents/confirm', { ClientSecret: secret });
      const ok = first.ok ? ((await first.clone().json()) as { Status: string }) : null;
      answer = await stripeAnswer(
        ok?.Status === 'requires_action'
          ? await sandbox('payment_intents/authenticate', { ClientSecret: secret, Approve: true })
          : first,
        'paymentIntent',
      );
    } else if (path === '/next_action') {
      const endpoint = kind === 'paymentIntent' ? 'payment_intents' : 'setup_intents';
      answer = await stripeAnswer(
        await sandbox(`${endpoint}/authenticate`, { ClientSecret: secret, Approve: true }),
        kind,
      );
    } else {
      answer = { error: { type: 'invalid_request_error', message: `not in the fake: ${path}` } };
    }
    await route.fulfill({ contentType: 'application/json', body: JSON.stringify(answer), headers });
  });
  return { calls, served };
}
