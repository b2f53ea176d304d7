/**
 * A faithful fake of Stripe.js for the Stripe card form's tests (STACK gotcha 12: Stripe.js is only served from
 * js.stripe.com and cannot load here). Test-only (not exported from the package).
 *
 * What it fakes, with Stripe's documented shapes:
 * - what react-stripe-js requires of a `Stripe` (its `isStripe` check: `elements`, `createToken`,
 *   `createPaymentMethod`, `confirmCardPayment`; plus `_registerWrapper` / `registerAppInfo`);
 * - `elements()` → `create(type, options)`, `getElement(type or react-stripe-js component)`, `update`;
 * - an Element: `mount(node)` (puts an `<input>` named like Stripe's own in the container, standing in for
 *   the iframe), `on/off` (`change` with `{ elementType, empty, complete, error? }`, `focus`, `blur`, `ready`),
 *   `update`, `focus`, `blur`, `clear`, `destroy`;
 * - `confirmCardSetup(clientSecret, { payment_method: { card, billing_details } }, { handleActions })`, whose
 *   outcome the card number typed in the `cardNumber` Element decides, as Stripe's test cards do: 4242 4242 4242
 *   4242 succeeds, 4000 0000 0000 0002 is declined (`card_declined` / `generic_decline`), 4000 0000 0000 9995
 *   has insufficient funds (`card_declined` / `insufficient_funds`), 4000 0027 6000 3184 needs 3-D Secure
 *   (`requires_action`); `handleNextAction` completes or fails that step (`threeDs`); a confirmed intent
 *   confirmed again answers `setup_intent_unexpected_state`; `retrieveSetupIntent`;
 * - `failNext(n)`: the next n calls to Stripe's API answer `api_connection_error` (a dropped connection).
 */

type Listener = (payload?: unknown) => void;

/** Accessible names Stripe.js gives the inputs of its card Elements (English). */
const INPUT_NAMES: Record<string, string> = {
  cardNumber: 'Credit or debit card number',
  cardExpiry: 'Credit or debit card expiration date',
  cardCvc: 'Credit or debit card CVC/CVV',
};

/** Whether the digits typed in an Element of `type` make a complete value. */
function completeValue(type: string, digits: string): boolean {
  if (type === 'cardNumber') return digits.length === 16;
  if (type === 'cardExpiry')
    return digits.length === 4 && Number(digits.slice(0, 2)) >= 1 && Number(digits.slice(0, 2)) <= 12;
  return digits.length === 3 || digits.length === 4;
}

export class FakeStripeElement {
  readonly listeners = new Map<string, Set<Listener>>();
  input: HTMLInputElement | null = null;
  destroyed = false;
  constructor(
    readonly elementType: string,
    public options: unknown,
  ) {}

  /** The digits typed into the element (Stripe never shows them to the page; tests and the fake read them). */
  get digits(): string {
    return (this.input?.value ?? '').replace(/\D/g, '');
  }

  private emit(event: string, payload?: unknown) {
    for (const listener of this.listeners.get(event) ?? []) listener(payload);
  }

  mount(node: HTMLElement) {
    const input = document.createElement('input');
    input.setAttribute('aria-label', INPUT_NAMES[this.elementType] ?? this.elementType);
    input.addEventListener('input', () => {
      const empty = input.value === '';
      const error = /[^\d\s/]/.test(input.value)
        ? {
            type: 'validation_error',
            code: `invalid_${this.elementType}`,
            message: 'Your card details are invalid.',
          }
        : undefined;
      this.emit('change', {
        elementType: this.elementType,
        empty,
        complete: !error && completeValue(this.elementType, this.digits),
        ...(error ? { error } : {}),
      });
    });
    input.addEventListener('focus', () => this.emit('focus', { elementType: this.elementType }));
    input.addEventListener('blur', () => this.emit('blur', { elementType: this.elementType }));
    node.appendChild(input);
    this.input = input;
    queueMicrotask(() => this.emit('ready', { elementType: this.elementType }));
  }

  on(event: string, listener: Listener) {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  update(options: unknown) {
    this.options = { ...(this.options as object), ...(options as object) };
  }

  focus() {
    this.input?.focus();
  }

  blur() {
    this.input?.blur();
  }

  clear() {
    if (this.input) this.input.value = '';
  }

  destroy() {
    this.input?.remove();
    this.input = null;
    this.destroyed = true;
  }
}

/** A recorded call to the fake (method name and arguments). */
export type FakeStripeCall = { method: string; args: unknown[] };

/** `threeDs`: how the bank answers Stripe's 3-D Secure step (`handleNextAction`). */
export function createFakeStripe({ threeDs = 'approve' }: { threeDs?: 'approve' | 'fail' } = {}) {
  const calls: FakeStripeCall[] = [];
  const created: FakeStripeElement[] = [];
  const intents = new Map<string, string>();
  let failures = 0;
  const connectionError = { type: 'api_connection_error', message: 'Failed to fetch' };
  const dropped = () => {
    if (failures === 0) return false;
    failures -= 1;
    return true;
  };
  const cardError = (decline_code: string) => ({
    error: { type: 'card_error', code: 'card_declined', decline_code, message: 'Your card was declined.' },
  });
  const typeOf = (typeOrComponent: unknown) =>
    typeof typeOrComponent === 'string'
      ? typeOrComponent
      : (typeOrComponent as { __elementType?: string } | null)?.__elementType;

  const elements = (options?: unknown) => {
    calls.push({ method: 'elements', args: [options] });
    return {
      create(type: string, elementOptions?: unknown) {
        const element = new FakeStripeElement(type, elementOptions);
        created.push(element);
        return element;
      },
      getElement(typeOrComponent: unknown) {
        const type = typeOf(typeOrComponent);
        return created.find((e) => e.elementType === type && !e.destroyed) ?? null;
      },
      update() {},
    };
  };

  const stripe = {
    elements,
    createToken: async () => ({ error: { type: 'invalid_request_error', message: 'not faked' } }),
    createPaymentMethod: async () => ({ error: { type: 'invalid_request_error', message: 'not faked' } }),
    confirmCardPayment: async () => ({ error: { type: 'invalid_request_error', message: 'not faked' } }),
    _registerWrapper() {},
    registerAppInfo() {},
    async confirmCardSetup(clientSecret: string, data: unknown, options?: unknown) {
      calls.push({ method: 'confirmCardSetup', args: [clientSecret, data, options] });
      if (dropped()) return { error: connectionError };
      const id = clientSecret.split('_secret_')[0] ?? clientSecret;
      if (intents.get(clientSecret) === 'succeeded') {
        return { error: { type: 'invalid_request_error', code: 'setup_intent_unexpected_state' } };
      }
      const card = (data as { payment_method: { card: FakeStripeElement } }).payment_method.card;
      if (!(card instanceof FakeStripeElement) || card.destroyed || card.elementType !== 'cardNumber') {
        return {
          error: { type: 'invalid_request_error', message: 'Invalid value for confirmCardSetup: card' },
        };
      }
      switch (card.digits) {
        case '4000000000000002':
          return cardError('generic_decline');
        case '4000000000009995':
          return cardError('insufficient_funds');
        case '4000002760003184':
          intents.set(clientSecret, 'requires_action');
          return { setupIntent: { id, status: 'requires_action' } };
        default:
          intents.set(clientSecret, 'succeeded');
          return { setupIntent: { id, status: 'succeeded' } };
      }
    },
    async handleNextAction({ clientSecret }: { clientSecret: string }) {
      calls.push({ method: 'handleNextAction', args: [{ clientSecret }] });
      if (dropped()) return { error: connectionError };
      const id = clientSecret.split('_secret_')[0] ?? clientSecret;
      if (threeDs === 'approve') {
        intents.set(clientSecret, 'succeeded');
        return { setupIntent: { id, status: 'succeeded' } };
      }
      intents.set(clientSecret, 'requires_payment_method');
      return {
        error: {
          type: 'invalid_request_error',
          code: 'setup_intent_authentication_failure',
          message: 'We are unable to authenticate your payment method.',
        },
      };
    },
    async retrieveSetupIntent(clientSecret: string) {
      calls.push({ method: 'retrieveSetupIntent', args: [clientSecret] });
      const id = clientSecret.split('_secret_')[0] ?? clientSecret;
      return { setupIntent: { id, status: intents.get(clientSecret) ?? 'requires_payment_method' } };
    },
  };

  return {
    stripe,
    calls,
    /** The Elements created so far (destroyed ones included). */
    created,
    /** The next `n` calls to Stripe's API answer `api_connection_error`. */
    failNext(n = 1) {
      failures = n;
    },
  };
}

export type FakeStripe = ReturnType<typeof createFakeStripe>;
