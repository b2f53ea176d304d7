import { createSandboxPayments } from '@telco-portal/adapters';
import { type ApiClient, createApiClient, memoryTokenStore } from '@telco-portal/api';
import type { Sandbox } from '@telco-portal/sandbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import useSWR from 'swr';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { blockKeys } from '../../hooks/keys.ts';
import { PaymentsContext, sessionKeys } from '../../session/index.ts';
import { makeSession, renderBlock, startSandbox, verifiedCustomer } from '../../test/harness.tsx';
import { isCardsKey, PaymentMethodAdd } from './PaymentMethodAdd.tsx';

vi.setConfig({ testTimeout: 30_000 });

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());

/** A freshly registered, verified customer (no cards) and its session. */
const newCustomer = () => verifiedCustomer(sandbox, 'card');

/** Shows the session's payment-methods SWR entry (the guard data key) as "cards: N". */
function CardCount({ api, customer }: { api: ApiClient; customer: string }) {
  const { data } = useSWR(
    sessionKeys.paymentMethods(customer),
    async () => (await api.customer.paymentMethods(customer)).length,
  );
  return <p>{`cards: ${data ?? '…'}`}</p>;
}

function withPayments(element: ReactNode) {
  return <PaymentsContext.Provider value={createSandboxPayments}>{element}</PaymentsContext.Provider>;
}

async function fillCard(card: { name?: string; number: string; expiry?: string; cvc?: string }) {
  if (card.name !== undefined) await userEvent.type(screen.getByLabelText('Name on card'), card.name);
  await userEvent.type(screen.getByLabelText('Card number'), card.number);
  await userEvent.type(screen.getByLabelText('Expiry date'), card.expiry ?? '12/34');
  await userEvent.type(screen.getByLabelText('Security code (CVC)'), card.cvc ?? '123');
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save card' }));
const location = () => screen.getByTestId('location').textContent;

describe('after a card is saved', () => {
  it("refreshes every cached card list of the customer: the guard's count and the blocks' list (not other data)", () => {
    expect(isCardsKey('c1')(sessionKeys.paymentMethods('c1'))).toBe(true);
    expect(isCardsKey('c1')(blockKeys.paymentMethods('c1'))).toBe(true);
    expect(isCardsKey('c1')(blockKeys.paymentMethods('c2'))).toBe(false);
    expect(isCardsKey('c1')(blockKeys.invoices('c1'))).toBe(false);
    expect(isCardsKey('c1')('payment-methods')).toBe(false);
  });
});

describe('given the sandbox card form', () => {
  it('lists the test cards and uses card autocomplete tokens with a numeric keypad', async () => {
    const { session } = await newCustomer();
    renderBlock(withPayments(<PaymentMethodAdd />), { session, path: '/add' });
    expect(screen.getByRole('heading', { name: 'Add a card', level: 1 })).toBeInTheDocument();
    for (const number of [
      '4242 4242 4242 4242',
      '4000 0000 0000 0002',
      '4000 0000 0000 9995',
      '4000 0027 6000 3184',
    ])
      expect(screen.getByText(number)).toBeInTheDocument();
    const cardNumber = screen.getByLabelText('Card number');
    expect(cardNumber).toHaveAttribute('inputmode', 'numeric');
    expect(cardNumber).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.getByLabelText('Expiry date')).toHaveAttribute('autocomplete', 'cc-exp');
    expect(screen.getByLabelText('Security code (CVC)')).toHaveAttribute('autocomplete', 'cc-csc');
    expect(screen.getByLabelText('Name on card')).toHaveAttribute('autocomplete', 'cc-name');
  });

  it('validates name, Luhn, expiry and CVC before asking for a setup intent', async () => {
    const { api, session, customer } = await newCustomer();
    const setup = vi.spyOn(api.customer, 'setupPaymentMethod');
    renderBlock(withPayments(<PaymentMethodAdd />), { session, path: '/add' });
    await save();
    // Each field shows its error (its accessible description) and the error summary lists it (issue 9).
    const describes = (label: string, text: string) =>
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(text));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Enter the name on the card.',
      'Enter a valid card number.',
      'Enter the expiry date as MM/YY, not in the past.',
      'Enter the security code.',
    ]);
    describes('Name on card', 'Enter the name on the card.');
    describes('Card number', 'Enter a valid card number.');
    describes('Expiry date', 'Enter the expiry date as MM/YY, not in the past.');
    describes('Security code (CVC)', 'Enter the security code.');

    await fillCard({ name: 'Mere Parata', number: '4242 4242 4242 4241', expiry: '13/30', cvc: '12' });
    await save();
    await waitFor(() =>
      expect(
        within(summary)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual([
        'Enter a valid card number.',
        'Enter the expiry date as MM/YY, not in the past.',
        'Enter the security code.',
      ]),
    );
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    describes('Card number', 'Enter a valid card number.');
    describes('Expiry date', 'Enter the expiry date as MM/YY, not in the past.');
    describes('Security code (CVC)', 'Enter the security code.');
    expect(setup).not.toHaveBeenCalled();
    expect(await api.customer.paymentMethods(customer)).toEqual([]);
  });
});

describe('given a confirmation whose answer is lost (issue 8: card setup idempotent from the UI)', () => {
  it('saves the card once when the customer presses Save again after the network error', async () => {
    const { api: plain, customer } = await newCustomer();
    let drops = 0;
    // The server saves the card, but its answer never arrives (every automatic retry of the first press too).
    const api = createApiClient({
      spid: 2,
      tokenStore: memoryTokenStore(plain.tokenStore.get()),
      fetch: async (input, init) => {
        const response = await sandbox.fetch(new Request(new URL(String(input), 'http://portal.test'), init));
        if (String(input).includes('/setup_intents/confirm') && drops < 3) {
          drops += 1;
          throw new TypeError('Failed to fetch');
        }
        return response;
      },
    });
    const session = makeSession(api, null, { status: 'signedIn', currentCustomerUUID: customer });
    renderBlock(withPayments(<PaymentMethodAdd />), { session, path: '/add' });
    await fillCard({ name: 'Mere Parata', number: '4242 4242 4242 4242' });
    await save();
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Network error');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    await save();
    await waitFor(() => expect(location()).not.toBe('/add'), { timeout: 10_000 });
    expect(await api.customer.paymentMethods(customer)).toHaveLength(1);
  });
});

describe('given a card the sandbox refuses', () => {
  it('shows "Card authorization error." for 4000 0000 0000 0002 and keeps every typed value', async () => {
    const { api, session, customer } = await newCustomer();
    renderBlock(withPayments(<PaymentMethodAdd />), { session, path: '/add' });
    await fillCard({ name: 'Mere Parata', number: '4000 0000 0000 0002' });
    await save();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Card authorization error.');
    expect(screen.getByLabelText('Name on card')).toHaveValue('Mere Parata');
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    expect(screen.getByLabelText('Expiry date')).toHaveValue('12/34');
    expect(screen.getByLabelText('Security code (CVC)')).toHaveValue('123');
    expect(location()).toBe('/add');
    expect(await api.customer.paymentMethods(customer)).toEqual([]);
  });

  it('says insufficient funds for 4000 0000 0000 9995, in te reo Māori too', async () => {
    const { session } = await newCustomer();
    renderBlock(withPayments(<PaymentMethodAdd />), { session, path: '/add', locale: 'mi-NZ' });
    await userEvent.type(screen.getByLabelText('Ingoa kei te kāri'), 'Mere Parata');
    await userEvent.type(screen.getByLabelText('Nama kāri'), '4000000000009995');
    await userEvent.type(screen.getByLabelText('Rā pau'), '12/34');
    await userEvent.type(screen.getByLabelText('Waehere haumaru (CVC)'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Tiakina te kāri' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kāore i te rahi te moni kei tēnei kāri. Kōwhiria, tāpirihia rānei he kāri kē.',
    );
  });
});

describe('given a card that needs 3-D Secure', () => {
  it('opens the bank dialog; approving saves the card, revalidates the guard key and goes to ?redirect=', async () => {
    const { api, session, customer } = await newCustomer();
    renderBlock(
      withPayments(
        <>
          <CardCount api={api} customer={customer} />
          <PaymentMethodAdd />
        </>,
      ),
      // A route matching both paths keeps the SWR probe mounted after the navigation.
      { session, path: '/add?redirect=%2Fprofile%2Fmobile%2Fusage', route: '/:segment/*' },
    );
    expect(await screen.findByText('cards: 0')).toBeInTheDocument();
    await fillCard({ name: 'Mere Parata', number: '4000 0027 6000 3184' });
    await save();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm with your bank (sandbox 3-D Secure)' });
    expect(within(dialog).getByText(/ending in 3184/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(location()).toBe('/profile/mobile/usage'));
    expect(screen.getByText('cards: 1')).toBeInTheDocument();
    const cards = await api.customer.paymentMethods(customer);
    expect(cards.map((c) => [c.CardLast4, c.Rank])).toEqual([['3184', 1]]);
  });

  it('declining (or Escape) says the check was cancelled (not "choose another card"), saves nothing, keeps the form', async () => {
    const { api, session, customer } = await newCustomer();
    renderBlock(withPayments(<PaymentMethodAdd />), { session, path: '/add' });
    await fillCard({ name: 'Mere Parata', number: '4000002760003184' });
    await save();
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You cancelled the 3-D Secure check: the card was not added.');
    expect(alert).not.toHaveTextContent('choose or add another card');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Issue 9: focus returns to the button that opened the 3-D Secure dialog (it was busy meanwhile).
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save card' })),
    );
    // Typed without spaces, shown grouped in fours.
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0027 6000 3184');
    expect(await api.customer.paymentMethods(customer)).toEqual([]);

    await save();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You cancelled the 3-D Secure check');
    expect(await api.customer.paymentMethods(customer)).toEqual([]);
  });
});

describe('given a card that is accepted', () => {
  it('saves 4242 4242 4242 4242 as the default card and continues to config.afterAdd', async () => {
    const { api, session, customer } = await newCustomer();
    renderBlock(withPayments(<PaymentMethodAdd embedded />), {
      session,
      path: '/no-payment-methods',
    });
    expect(screen.getByRole('heading', { name: 'Add a card', level: 2 })).toBeInTheDocument();
    await fillCard({ name: 'Mere Parata', number: '4242 4242 4242 4242' });
    await save();
    await waitFor(() => expect(location()).toBe('/profile/mobile'));
    const [card] = await api.customer.paymentMethods(customer);
    expect(card).toMatchObject({
      Rank: 1,
      CardType: 'Visa',
      CardLast4: '4242',
      CardExpiryMonth: 12,
      CardExpiryYear: 2034,
    });
  });
});
