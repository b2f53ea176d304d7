import { ApiError, createApiClient, memoryTokenStore } from '@telco-portal/api';
import { createSandbox, DEMO_PASSWORD, type Sandbox } from '@telco-portal/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxPayments } from './sandbox.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ hashCost: 'test' });
}, 60_000);
afterAll(async () => {
  await sandbox?.close();
});

function client() {
  return createApiClient({
    spid: 2,
    tokenStore: memoryTokenStore(),
    fetch: async (input, init) =>
      sandbox.app.fetch(new Request(new URL(String(input), 'http://localhost'), init)),
  });
}

/** nocard@ signed in, with a fresh setup intent. */
async function nocardSetup() {
  const api = client();
  const auth = await api.auth.signIn({ email: 'nocard@harbour.test', password: DEMO_PASSWORD });
  const customer = auth.roles[0]!.CustomerUUID;
  return { api, customer, secret: await api.customer.setupPaymentMethod(customer) };
}

const card = (number: string) => ({ number, expMonth: 12, expYear: 2031, cvc: '123', name: 'Nō Kāri' });

describe('given the sandbox payments adapter', () => {
  it('resolves failed (not a rejection) with the SPEC §8 text and code for a declined card', async () => {
    const { api, secret } = await nocardSetup();
    const result = await createSandboxPayments(api).confirmCardSetup(secret, card('4000 0000 0000 0002'));
    expect(result).toEqual({ status: 'failed', message: 'card authorization error', code: 'card_declined' });
  });

  it('resolves failed with insufficient_funds for 4000 0000 0000 9995', async () => {
    const { api, secret } = await nocardSetup();
    const result = await createSandboxPayments(api).confirmCardSetup(secret, card('4000000000009995'));
    expect(result).toMatchObject({ status: 'failed', code: 'insufficient_funds' });
  });

  it('asks for 3-D Secure, then a declined challenge fails and an approved one saves the card', async () => {
    const { api, customer, secret } = await nocardSetup();
    const payments = createSandboxPayments(api);
    const first = await payments.confirmCardSetup(secret, card('4000 0027 6000 3184'));
    expect(first.status).toBe('requires_action');
    if (first.status !== 'requires_action') return;
    expect(first.challenge.clientSecret).toBe(secret);
    expect(await payments.authenticate(first.challenge, false)).toMatchObject({
      status: 'failed',
      code: 'authentication_failed',
      message: 'payment processing error (choose or add another card)',
    });
    const second = await payments.confirmCardSetup(secret, card('4000002760003184'));
    if (second.status !== 'requires_action') throw new Error('expected a challenge');
    expect(await payments.authenticate(second.challenge, true)).toEqual({ status: 'succeeded' });
    const cards = await api.customer.paymentMethods(customer);
    expect(cards.map((c) => [c.CardLast4, c.Rank])).toEqual([['3184', 1]]);
  });

  it('succeeds with 4242 4242 4242 4242 and the card is saved', async () => {
    const { api, customer, secret } = await nocardSetup();
    expect(await createSandboxPayments(api).confirmCardSetup(secret, card('4242 4242 4242 4242'))).toEqual({
      status: 'succeeded',
    });
    expect((await api.customer.paymentMethods(customer)).some((c) => c.CardLast4 === '4242')).toBe(true);
  });

  it('rejects with ApiError when the setup intent is unknown (not a card refusal)', async () => {
    const { api } = await nocardSetup();
    const error = await createSandboxPayments(api)
      .confirmCardSetup('seti_x_secret_y', card('4242424242424242'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('setup_intent_invalid');
  });
});

/** prepay@ signed in: its customer, prepay product and the credit on it (cents). */
async function prepay() {
  const api = client();
  const auth = await api.auth.signIn({ email: 'prepay@harbour.test', password: DEMO_PASSWORD });
  const customer = auth.roles[0]!.CustomerUUID;
  const [product] = await api.products.list(customer);
  const credit = async () => (await api.products.prepayBalance(customer, product!.UUID)).CreditCents;
  return { api, customer, product: product!.UUID, credit };
}

describe('given a top-up paid with a saved card (payment intents)', () => {
  it('credits the product once the payment succeeds, and only once', async () => {
    const { api, customer, product, credit } = await prepay();
    const [card] = await api.customer.paymentMethods(customer);
    const before = await credit();
    const key = crypto.randomUUID();
    const { ClientSecret } = await api.customer.topUp(
      customer,
      { productUUID: product, amountCents: 1500, cardId: card!.UUID },
      { idempotencyKey: key },
    );
    expect(await credit()).toBe(before); // nothing moves before the card pays
    const payments = createSandboxPayments(api);
    expect(await payments.confirmCardPayment(ClientSecret)).toEqual({ status: 'succeeded' });
    expect(await credit()).toBe(before + 1500);
    // The same intent cannot be paid twice.
    await expect(payments.confirmCardPayment(ClientSecret)).rejects.toMatchObject({
      code: 'payment_intent_invalid',
    });
    expect(await credit()).toBe(before + 1500);
  });

  it('asks a card saved with 4000 0027 6000 3184 for 3-D Secure on a payment: declined pays nothing, approved pays', async () => {
    const { api, customer, product, credit } = await prepay();
    const payments = createSandboxPayments(api);
    const setup = await payments.confirmCardSetup(
      await api.customer.setupPaymentMethod(customer),
      card('4000 0027 6000 3184'),
    );
    if (setup.status !== 'requires_action') throw new Error(`expected 3-D Secure, got ${setup.status}`);
    expect(await payments.authenticate(setup.challenge, true)).toEqual({ status: 'succeeded' });
    const saved = (await api.customer.paymentMethods(customer)).find((c) => c.CardLast4 === '3184');
    const before = await credit();
    const { ClientSecret } = await api.customer.topUp(
      customer,
      { productUUID: product, amountCents: 1000, cardId: saved!.UUID },
      { idempotencyKey: crypto.randomUUID() },
    );
    const first = await payments.confirmCardPayment(ClientSecret);
    if (first.status !== 'requires_action') throw new Error(`expected 3-D Secure, got ${first.status}`);
    expect(await payments.authenticate(first.challenge, false)).toMatchObject({
      status: 'failed',
      code: 'authentication_failed',
    });
    expect(await credit()).toBe(before);
    const again = await payments.confirmCardPayment(ClientSecret);
    if (again.status !== 'requires_action') throw new Error(`expected 3-D Secure, got ${again.status}`);
    expect(await payments.authenticate(again.challenge, true)).toEqual({ status: 'succeeded' });
    expect(await credit()).toBe(before + 1000);
  });

  it('refuses an amount of $0.99 and a card that is not the customer’s', async () => {
    const { api, customer, product } = await prepay();
    const [card] = await api.customer.paymentMethods(customer);
    await expect(
      api.customer.topUp(
        customer,
        { productUUID: product, amountCents: 99, cardId: card!.UUID },
        {
          idempotencyKey: crypto.randomUUID(),
        },
      ),
    ).rejects.toBeInstanceOf(ApiError);
    await expect(
      api.customer.topUp(
        customer,
        { productUUID: product, amountCents: 500, cardId: crypto.randomUUID() },
        { idempotencyKey: crypto.randomUUID() },
      ),
    ).rejects.toMatchObject({ status: 404, code: 'card_is_not_found' });
  });
});
