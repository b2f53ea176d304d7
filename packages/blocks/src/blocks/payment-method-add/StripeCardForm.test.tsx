import type { Stripe } from '@stripe/stripe-js';
import { createStripePayments } from '@telco-portal/adapters/payments/stripe';
import type { Sandbox } from '@telco-portal/sandbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useRef } from 'react';
import useSWR from 'swr';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lazyPayments, PaymentsContext, sessionKeys } from '../../session/index.ts';
import { createFakeStripe, type FakeStripe, FakeStripeElement } from '../../test/fake-stripe.ts';
import { renderBlock, startSandbox, verifiedCustomer } from '../../test/harness.tsx';
import { PaymentMethodAdd } from './PaymentMethodAdd.tsx';

vi.setConfig({ testTimeout: 30_000 });

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());

/** A freshly registered, verified customer (no cards) and its session. */
const newCustomer = () => verifiedCustomer(sandbox, 'stripe');

/**
 * The portal's Stripe payments port over a fake Stripe.js: the real Stripe adapter behind `lazyPayments`, as
 * portal/src/payments.ts builds it (the key is the manifest's publishableKey).
 */
function stripePorts(fake: FakeStripe | 'unavailable') {
  const load = vi.fn(async (_key: string) => {
    // What the adapter's loader rejects with when the browser cannot fetch Stripe.js (stripe-script.ts).
    if (fake === 'unavailable') throw new Error('Failed to load Stripe.js');
    return fake.stripe as unknown as Stripe;
  });
  const port = createStripePayments('pk_test_abc123', load);
  return { create: lazyPayments('stripe', async () => () => port), load };
}

function withStripe(fake: FakeStripe | 'unavailable', element: ReactNode) {
  return <PaymentsContext.Provider value={stripePorts(fake).create}>{element}</PaymentsContext.Provider>;
}

/** Shows the session's payment-methods SWR entry (the guard data key) as "fetched: N". */
function GuardProbe({ customer }: { customer: string }) {
  const fetched = useRef(0);
  const { data } = useSWR(sessionKeys.paymentMethods(customer), async () => {
    fetched.current += 1;
    return fetched.current;
  });
  return <p>{`fetched: ${data ?? '…'}`}</p>;
}

/** The Stripe Elements' inputs (the fake mounts one `<input>` where Stripe mounts its iframe). */
const stripeInput = async (name: string) => screen.findByRole('textbox', { name });

async function fillCard(card: { name?: string; number: string; expiry?: string; cvc?: string }) {
  if (card.name !== undefined) await userEvent.type(screen.getByLabelText('Name on card'), card.name);
  await userEvent.type(await stripeInput('Credit or debit card number'), card.number);
  await userEvent.type(await stripeInput('Credit or debit card expiration date'), card.expiry ?? '12 / 34');
  await userEvent.type(await stripeInput('Credit or debit card CVC/CVV'), card.cvc ?? '123');
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save card' }));
const location = () => screen.getByTestId('location').textContent;

describe('given a brand whose payments provider is stripe', () => {
  it('takes the card with Stripe Elements beside our name field: visible labels, no sandbox note', async () => {
    const fake = createFakeStripe();
    const { session } = await newCustomer();
    renderBlock(withStripe(fake, <PaymentMethodAdd />), { session, path: '/add' });
    expect(screen.getByRole('heading', { name: 'Add a card', level: 1 })).toBeInTheDocument();
    await stripeInput('Credit or debit card number');
    expect(screen.getByLabelText('Name on card')).toHaveAttribute('autocomplete', 'cc-name');
    // The three Elements, each mounted in the container its visible label points at.
    expect(fake.created.map((e) => e.elementType)).toEqual(['cardNumber', 'cardExpiry', 'cardCvc']);
    for (const label of ['Card number', 'Expiry date', 'Security code (CVC)']) {
      const container = document.getElementById(
        screen.getByText(label).closest('label')?.getAttribute('for') ?? '',
      );
      expect(container?.querySelector('input'), label).not.toBeNull();
    }
    expect(screen.queryByText('Sandbox payment form')).not.toBeInTheDocument();
    expect(screen.queryByText('4242 4242 4242 4242')).not.toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method === 'elements')).toHaveLength(1);
  });

  it('draws our focus ring around the focused Element', async () => {
    const fake = createFakeStripe();
    const { session } = await newCustomer();
    renderBlock(withStripe(fake, <PaymentMethodAdd />), { session, path: '/add' });
    const number = await stripeInput('Credit or debit card number');
    const box = number.closest('[data-slot="stripe-element"]');
    expect(box).not.toHaveAttribute('data-focused');
    await userEvent.click(number);
    expect(box).toHaveAttribute('data-focused');
    await userEvent.click(screen.getByLabelText('Name on card'));
    expect(box).not.toHaveAttribute('data-focused');
  });

  it('lists the missing fields, announces each error, and asks Stripe nothing', async () => {
    const fake = createFakeStripe();
    const { api, session } = await newCustomer();
    const setup = vi.spyOn(api.customer, 'setupPaymentMethod');
    renderBlock(withStripe(fake, <PaymentMethodAdd />), { session, path: '/add' });
    await stripeInput('Credit or debit card number');
    await save();
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    const links = within(summary).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Enter the name on the card.',
      'Enter a valid card number.',
      'Enter the expiry date as MM/YY, not in the past.',
      'Enter the security code.',
    ]);
    await waitFor(() => expect(document.activeElement).toBe(summary));
    // Each error is announced (role="alert") under its field.
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toContain('Enter a valid card number.');
    // The summary's link focuses the Element itself.
    await userEvent.click(links[1]!);
    expect(document.activeElement).toBe(await stripeInput('Credit or debit card number'));
    // Fixing a field updates the list.
    await userEvent.type(screen.getByLabelText('Name on card'), 'Mere Parata');
    await userEvent.type(await stripeInput('Credit or debit card number'), '4242 4242 4242 4242');
    await waitFor(() =>
      expect(
        within(summary)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(['Enter the expiry date as MM/YY, not in the past.', 'Enter the security code.']),
    );
    expect(setup).not.toHaveBeenCalled();
    expect(fake.calls.some((c) => c.method === 'confirmCardSetup')).toBe(false);
  });
});

describe('given a card Stripe accepts (4242 4242 4242 4242)', () => {
  it('creates the setup intent, confirms it with the cardNumber Element and the name, revalidates and continues', async () => {
    const fake = createFakeStripe();
    const { api, session, customer } = await newCustomer();
    const setup = vi.spyOn(api.customer, 'setupPaymentMethod');
    renderBlock(
      withStripe(
        fake,
        <>
          <GuardProbe customer={customer} />
          <PaymentMethodAdd />
        </>,
      ),
      { session, path: '/add?redirect=%2Fprofile%2Fmobile%2Fusage', route: '/:segment/*' },
    );
    expect(await screen.findByText('fetched: 1')).toBeInTheDocument();
    await fillCard({ name: ' Mere Parata ', number: '4242 4242 4242 4242' });
    await save();
    await waitFor(() => expect(location()).toBe('/profile/mobile/usage'));
    // The guard's payment-methods key was revalidated (SPEC §2 "has payment cards").
    expect(screen.getByText('fetched: 2')).toBeInTheDocument();
    expect(setup).toHaveBeenCalledTimes(1);
    const secret = await setup.mock.results[0]!.value;
    const confirm = fake.calls.find((c) => c.method === 'confirmCardSetup')!;
    expect(confirm.args[0]).toBe(secret);
    const data = confirm.args[1] as { payment_method: { card: FakeStripeElement; billing_details: unknown } };
    expect(data.payment_method.card).toBeInstanceOf(FakeStripeElement);
    expect(data.payment_method.card.elementType).toBe('cardNumber');
    expect(data.payment_method.billing_details).toEqual({ name: 'Mere Parata' });
    expect(confirm.args[2]).toEqual({ handleActions: false });
  });
});

describe('given a card Stripe refuses', () => {
  it('shows "Card authorization error." for 4000 0000 0000 0002 and keeps the name', async () => {
    const fake = createFakeStripe();
    const { session } = await newCustomer();
    renderBlock(withStripe(fake, <PaymentMethodAdd />), { session, path: '/add' });
    await fillCard({ name: 'Mere Parata', number: '4000 0000 0000 0002' });
    await save();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Card authorization error.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getByLabelText('Name on card')).toHaveValue('Mere Parata');
    expect(location()).toBe('/add');
  });

  it('says insufficient funds for 4000 0000 0000 9995, in te reo Māori too', async () => {
    const fake = createFakeStripe();
    const { session } = await newCustomer();
    renderBlock(withStripe(fake, <PaymentMethodAdd />), { session, path: '/add', locale: 'mi-NZ' });
    await userEvent.type(screen.getByLabelText('Ingoa kei te kāri'), 'Mere Parata');
    await userEvent.type(await stripeInput('Credit or debit card number'), '4000000000009995');
    await userEvent.type(await stripeInput('Credit or debit card expiration date'), '1234');
    await userEvent.type(await stripeInput('Credit or debit card CVC/CVV'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Tiakina te kāri' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kāore i te rahi te moni kei tēnei kāri. Kōwhiria, tāpirihia rānei he kāri kē.',
    );
    expect(screen.getByLabelText('Ingoa kei te kāri')).toHaveValue('Mere Parata');
  });
});

describe('given a card that needs 3-D Secure (4000 0027 6000 3184)', () => {
  it('lets Stripe run the bank step itself (no sandbox dialog); approved, the card is saved', async () => {
    const fake = createFakeStripe({ threeDs: 'approve' });
    const { session } = await newCustomer();
    renderBlock(withStripe(fake, <PaymentMethodAdd />), { session, path: '/add' });
    await fillCard({ name: 'Mere Parata', number: '4000 0027 6000 3184' });
    await save();
    await waitFor(() => expect(location()).toBe('/profile/mobile'));
    expect(fake.calls.map((c) => c.method)).toContain('handleNextAction');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says the bank did not confirm (payment processing error) when the step fails, and keeps the name', async () => {
    const fake = createFakeStripe({ threeDs: 'fail' });
    const { session } = await newCustomer();
    renderBlock(withStripe(fake, <PaymentMethodAdd />), { session, path: '/add' });
    await fillCard({ name: 'Mere Parata', number: '4000 0027 6000 3184' });
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment processing error (choose or add another card).',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name on card')).toHaveValue('Mere Parata');
    expect(location()).toBe('/add');
  });
});

describe('given Stripe cannot be reached (issue 8: card setup idempotent from the UI)', () => {
  it('shows the SPEC §8 network text, and Save again reuses the attempt’s Idempotency-Key', async () => {
    const fake = createFakeStripe();
    const { api, session } = await newCustomer();
    const setup = vi.spyOn(api.customer, 'setupPaymentMethod');
    renderBlock(withStripe(fake, <PaymentMethodAdd />), { session, path: '/add' });
    await fillCard({ name: 'Mere Parata', number: '4242 4242 4242 4242' });
    fake.failNext(1);
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error');
    expect(screen.getByLabelText('Name on card')).toHaveValue('Mere Parata');
    await save();
    await waitFor(() => expect(location()).toBe('/profile/mobile'));
    expect(setup).toHaveBeenCalledTimes(2);
    const [first, second] = setup.mock.calls.map((call) => call[1]?.idempotencyKey);
    expect(first).toEqual(expect.any(String));
    expect(second).toBe(first);
    // The same setup intent both times (the sandbox replays its answer to the same key).
    const secrets = await Promise.all(setup.mock.results.map((r) => r.value));
    expect(secrets[1]).toBe(secrets[0]);
  });

  it('starts a new attempt (new key) once the card was changed', async () => {
    const fake = createFakeStripe();
    const { api, session } = await newCustomer();
    const setup = vi.spyOn(api.customer, 'setupPaymentMethod');
    renderBlock(withStripe(fake, <PaymentMethodAdd />), { session, path: '/add' });
    await fillCard({ name: 'Mere Parata', number: '4242 4242 4242 4242' });
    fake.failNext(1);
    await save();
    await screen.findByRole('alert');
    await userEvent.clear(await stripeInput('Credit or debit card CVC/CVV'));
    await userEvent.type(await stripeInput('Credit or debit card CVC/CVV'), '456');
    await save();
    await waitFor(() => expect(location()).toBe('/profile/mobile'));
    const [first, second] = setup.mock.calls.map((call) => call[1]?.idempotencyKey);
    expect(second).not.toBe(first);
  });

  it('says so when Stripe.js cannot load, and asks for no setup intent', async () => {
    const { api, session } = await newCustomer();
    const setup = vi.spyOn(api.customer, 'setupPaymentMethod');
    renderBlock(withStripe('unavailable', <PaymentMethodAdd />), { session, path: '/add' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Part of the page could not be loaded. Check your connection and reload the page.',
    );
    await userEvent.type(screen.getByLabelText('Name on card'), 'Mere Parata');
    expect(screen.queryByRole('textbox', { name: 'Credit or debit card number' })).not.toBeInTheDocument();
    expect(setup).not.toHaveBeenCalled();
  });
});
