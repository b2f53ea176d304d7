import { createSandboxPayments } from '@telco-portal/adapters';
import { ApiError } from '@telco-portal/api';
import { createDeliveryAddress, setDefaultDeliveryAddress } from '@telco-portal/api/routes/addresses';
import { simCatalogue } from '@telco-portal/api/routes/eshop';
import type { Sandbox } from '@telco-portal/sandbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_V2_KEY, saveCartV2 } from '../../eshop/cart.ts';
import { firstPrepayPlan } from '../../eshop/test-plans.ts';
import { PaymentsContext } from '../../session/index.ts';
import { PURCHASED_SUMMARY_KEY } from '../../session/purchased.ts';
import {
  demoSession,
  makeSession,
  paygRoutingSession,
  registeredCustomer,
  renderBlock,
  sandboxApi,
  sophiesRouteLeft,
  startSandbox,
  TEST_FEATURES,
  verifiedCustomer,
} from '../../test/harness.tsx';
import { Checkout } from './Checkout.tsx';

vi.setConfig({ testTimeout: 30_000 });

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());
beforeEach(() => localStorage.clear());

const withPayments = (element: ReactElement) => (
  <PaymentsContext.Provider value={createSandboxPayments}>{element}</PaymentsContext.Provider>
);
const verified = {
  signedIn: true,
  hasAccount: true,
  emailVerified: true,
  suspended: false,
  hasPaymentCards: true,
  hasParentBillingRoutes: false,
  hasAddons: true,
  accountTypeActivated: true,
  accountType: 'prepay',
  environment: 'development',
  features: TEST_FEATURES,
  showPlansStored: false,
} as const;

async function item(api: ReturnType<typeof sandboxApi>, kind: 'esim' | 'physical') {
  const { Items } = await api.call(simCatalogue);
  const plan = await firstPrepayPlan(api);
  const sim = Items.find((i) => i.IsEsim === (kind === 'esim'))!;
  return {
    ItemUUID: sim.ID,
    Quantity: 1,
    ...(kind === 'physical' ? { Attributes: { Colour: 'blue' } } : {}),
    Products: [{ Attributes: { MobileProductAvailabilityUUID: plan.uuid } }],
  };
}

async function ordersOf(api: ReturnType<typeof sandboxApi>, customer: string) {
  return (await api.call('ordersV2', { params: { uuid: customer } })).Orders;
}

describe('checkout (issue 11 "Checkout")', () => {
  it('a guest sees the cart (prices, GST) and is asked to sign in or up, with a way back here', async () => {
    const api = sandboxApi(sandbox);
    await saveCartV2(api, null, undefined, [await item(api, 'physical')]);
    renderBlock(withPayments(<Checkout />), { session: makeSession(api, null), path: '/eshop/checkout' });
    expect(await screen.findByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
    expect(screen.getByText(/^Physical SIM · \$5\.00$/)).toBeInTheDocument();
    expect(screen.getByText('Colour: Blue')).toBeInTheDocument();
    expect(screen.getByText('Includes GST of')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/sign-in?redirect=${encodeURIComponent('/eshop/checkout')}`,
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      `/sign-up?redirect=${encodeURIComponent('/eshop/checkout')}`,
    );
  });

  it('an empty cart links to the plans', async () => {
    renderBlock(withPayments(<Checkout />), {
      session: makeSession(sandboxApi(sandbox), null),
      path: '/eshop/checkout',
    });
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse plans' })).toHaveAttribute('href', '/plans/prepay');
  });

  it('removing a SIM saves the remainder', async () => {
    const api = sandboxApi(sandbox);
    await saveCartV2(api, null, undefined, [await item(api, 'physical'), await item(api, 'esim')]);
    renderBlock(withPayments(<Checkout />), { session: makeSession(api, null), path: '/eshop/checkout' });
    await userEvent.click(await screen.findByRole('button', { name: /^Remove eSIM, / }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Remove eSIM/ })).toBeNull());
    const cart = await api.call('cartV2', { params: { cartUuid: localStorage.getItem(CART_V2_KEY)! } });
    expect(cart.Items.map((i) => i.Type)).toEqual(['TYPE_PRODUCT']);
  });

  it('prepay@ buys a physical SIM with a searched address and the saved card: one order, the summary saved, purchase logged, on to thanks (double click: one order)', async () => {
    const user = userEvent.setup();
    const api = sandboxApi(sandbox);
    // The guest's cart, claimed once signed in.
    await saveCartV2(api, null, undefined, [await item(api, 'physical')]);
    const track = vi.fn();
    const session = await demoSession(api, 'prepay@harbour.test', { guardState: verified, track });
    const customer = session.currentCustomerUUID!;
    const before = (await ordersOf(api, customer)).length;
    const checkoutCalls = vi.spyOn(api, 'call');
    renderBlock(withPayments(<Checkout />), { session, path: '/eshop/checkout' });
    const search = await screen.findByRole('combobox', { name: 'Search for an address' });
    await user.type(search, 'Cuba Str');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    const active = screen.getAllByRole('option')[0]!;
    expect(search).toHaveAttribute('aria-activedescendant', active.id);
    await user.keyboard('{Enter}');
    expect((screen.getByLabelText('Street address') as HTMLInputElement).value).toMatch(/Cuba Street$/);
    expect(screen.getByLabelText('Postcode')).toHaveValue('6011');
    expect(screen.getByRole('radio', { name: /ending in 4242/ })).toBeChecked();
    const place = screen.getByRole('button', { name: /^Place order/ });
    await user.dblClick(place);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/eshop/thanks'), {
      timeout: 15_000,
    });
    const checkouts = (checkoutCalls.mock.calls as unknown as Array<[{ name?: string }]>).filter(
      ([e]) => e.name === 'checkoutV2',
    );
    expect(checkouts).toHaveLength(1);
    const orders = await ordersOf(api, customer);
    expect(orders).toHaveLength(before + 1);
    const summary = JSON.parse(localStorage.getItem(PURCHASED_SUMMARY_KEY)!).value;
    expect(summary).toMatchObject({ version: 1, orderNumber: orders[0]!.OrderNumber });
    expect(summary.lines[0]).toMatchObject({
      isEsim: false,
      address: expect.stringMatching(/Cuba Street.*6011/),
    });
    expect(summary.lines[0].MSISDN).toMatch(/^642/);
    expect(track.mock.calls.map(([e]) => e.name)).toEqual(['begin_checkout', 'purchase']);
    const purchase = track.mock.calls[1]![0];
    expect(purchase).toMatchObject({
      transactionId: orders[0]!.OrderNumber,
      valueCents: orders[0]!.AmountCents,
    });
    expect(purchase.items.length).toBe(2);
  });

  it('a failed checkout shows the SPEC §8 text and keeps the cart and the typed address', async () => {
    const user = userEvent.setup();
    const api = sandboxApi(sandbox);
    const session = await demoSession(api, 'prepay@harbour.test', { guardState: verified });
    const customer = session.currentCustomerUUID!;
    await saveCartV2(api, customer, undefined, [await item(api, 'physical')]);
    const call = api.call.bind(api);
    vi.spyOn(api, 'call').mockImplementation(((endpoint: { name?: string }, ...rest: unknown[]) =>
      endpoint?.name === 'checkoutV2'
        ? Promise.reject(new ApiError('No Order Items', { status: 400, code: 'no_order_items' }))
        : (call as (...a: unknown[]) => Promise<unknown>)(endpoint, ...rest)) as typeof api.call);
    renderBlock(withPayments(<Checkout />), { session, path: '/eshop/checkout' });
    await user.click(await screen.findByRole('button', { name: /^Place order/ }));
    // SPEC §5 (core deliveryAddressRules): each required field says what to enter.
    expect(await screen.findByText('Enter the street.')).toBeInTheDocument();
    expect(screen.getByText('Enter the town or city.')).toBeInTheDocument();
    expect(screen.getByText('Enter the postcode.')).toBeInTheDocument();
    expect(screen.getByLabelText('Street address')).toHaveAccessibleDescription('Enter the street.');
    await user.type(screen.getByLabelText('Street address'), '12 Cuba Street');
    await user.type(screen.getByLabelText('Town or city'), 'Wellington');
    await user.type(screen.getByLabelText('Postcode'), '6011');
    await user.click(screen.getByRole('button', { name: /^Place order/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your cart is empty. Choose a plan to add a SIM.');
    expect(alert).toHaveTextContent('Your cart and address are kept.');
    expect(screen.getByLabelText('Street address')).toHaveValue('12 Cuba Street');
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
  });

  it("a customer's saved delivery addresses are offered, the default first and chosen", async () => {
    const api = sandboxApi(sandbox);
    const session = await demoSession(api, 'payg@harbour.test', { guardState: verified });
    const id = session.currentCustomerUUID!;
    await api.call(createDeliveryAddress, {
      params: { id },
      body: { Number: '1', StreetName: 'Willis', StreetType: 'Street', City: 'Wellington', PostCode: '6011' },
    });
    const { Addresses } = await api.call(createDeliveryAddress, {
      params: { id },
      body: { Number: '9', StreetName: 'Cuba', StreetType: 'Street', City: 'Wellington', PostCode: '6011' },
    });
    const cuba = Addresses.find((a) => a.StreetName === 'Cuba')!;
    await api.call(setDefaultDeliveryAddress, { params: { id, addressUuid: cuba.AddressUUID } });
    await saveCartV2(api, id, undefined, [await item(api, 'physical')]);
    renderBlock(withPayments(<Checkout />), { session, path: '/eshop/checkout' });
    const group = await screen.findByRole('group', { name: 'Delivery address' });
    const radios = within(group).getAllByRole('radio');
    expect(radios[0]).toHaveAccessibleName(expect.stringContaining('Cuba'));
    expect(radios[0]).toBeChecked();
    expect(radios[radios.length - 1]).toHaveAccessibleName('A new delivery address');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('a customer whose e-mail is not verified gets the verification step here: resend, and "not verified yet" until the link is opened', async () => {
    const user = userEvent.setup();
    const { api, auth, email, customer } = await registeredCustomer(sandbox, 'unverified-buyer');
    await saveCartV2(api, customer, undefined, [await item(api, 'esim')]);
    const session = makeSession(api, auth, {
      guardState: { ...verified, emailVerified: false, hasPaymentCards: false },
    });
    renderBlock(withPayments(<Checkout />), { session, path: '/eshop/checkout' });
    expect(
      await screen.findByRole('heading', { name: 'Verify your e-mail to place your order' }),
    ).toBeInTheDocument();
    // The cart stays in view; nothing can be paid yet.
    expect(screen.getByText(/^eSIM · /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Place order/ })).toBeNull();
    expect(await screen.findByText(email)).toBeInTheDocument();
    expect(
      screen.getByText('Your cart is kept: once you have opened the link, continue here to pay.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have verified my email, continue' }));
    expect(await screen.findByText(/^Your email address is not verified yet\./)).toBeInTheDocument();
    const before = (await sandbox.readMailbox(email)).length;
    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(
      await screen.findByText('We have sent a new verification link. Check your email.'),
    ).toBeInTheDocument();
    expect(await sandbox.readMailbox(email)).toHaveLength(before + 1);
  });

  it('"Add a card" comes back to the checkout (a new card keeps the cart)', async () => {
    const api = sandboxApi(sandbox);
    const session = await demoSession(api, 'prepay@harbour.test', { guardState: verified });
    await saveCartV2(api, session.currentCustomerUUID!, undefined, [await item(api, 'esim')]);
    renderBlock(withPayments(<Checkout />), { session, path: '/eshop/checkout' });
    expect(await screen.findByRole('link', { name: 'Add a card' })).toHaveAttribute(
      'href',
      `/profile/balance/payment-methods/add?redirect=${encodeURIComponent('/eshop/checkout')}`,
    );
  });

  it('a customer with no way to pay yet adds the card on no-payment-methods (where the guard sends them), and comes back', async () => {
    const { api, session, customer } = await verifiedCustomer(sandbox, 'checkout-card');
    await saveCartV2(api, customer, undefined, [await item(api, 'esim')]);
    renderBlock(withPayments(<Checkout />), {
      session: { ...session, guardState: { ...verified, hasPaymentCards: false } },
      path: '/eshop/checkout',
    });
    expect(await screen.findByText('Add a card to pay for your order.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a card' })).toHaveAttribute(
      'href',
      `/no-payment-methods?redirect=${encodeURIComponent('/eshop/checkout')}`,
    );
    expect(screen.getByRole('button', { name: /^Place order/ })).toBeDisabled();
  });

  it("payg@ pays with postpay@'s billing route (SPEC §5): paid at once, the route's spend goes down, one order", async () => {
    const user = userEvent.setup();
    const api = sandboxApi(sandbox);
    const session = await paygRoutingSession(api, true);
    const customer = session.currentCustomerUUID!;
    await saveCartV2(api, customer, undefined, [await item(api, 'esim')]);
    const left = () => sophiesRouteLeft(sandbox);
    const before = await left();
    const orders = (await ordersOf(api, customer)).length;
    const confirm = vi.fn();
    renderBlock(
      <PaymentsContext.Provider
        value={(client) => ({ ...createSandboxPayments(client), confirmCardPayment: confirm })}
      >
        <Checkout />
      </PaymentsContext.Provider>,
      { session, path: '/eshop/checkout' },
    );
    const route = await screen.findByRole('radio', { name: /Sophie's phone, paid by postpay@harbour\.test/ });
    await user.click(route);
    const total = screen.getByTestId('checkout-total').textContent!;
    await user.click(screen.getByRole('button', { name: /^Place order/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/eshop/thanks'), {
      timeout: 15_000,
    });
    expect(confirm).not.toHaveBeenCalled();
    expect(await ordersOf(api, customer)).toHaveLength(orders + 1);
    expect(before - (await left())).toBe(Math.round(Number(total.replace(/[^0-9.]/g, '')) * 100));
  });

  it('with billing routing off the route is not offered', async () => {
    const api = sandboxApi(sandbox);
    const session = await paygRoutingSession(api, false);
    await saveCartV2(api, session.currentCustomerUUID!, undefined, [await item(api, 'esim')]);
    const routes = vi.spyOn(api.customer, 'billingRoutes');
    renderBlock(withPayments(<Checkout />), { session, path: '/eshop/checkout' });
    expect(await screen.findByRole('button', { name: /^Place order/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Sophie's phone/ })).toBeNull();
    expect(routes).not.toHaveBeenCalled();
  });

  it('a failed read of the payment options says so with the SPEC §8 text and a retry; the cart stays', async () => {
    const user = userEvent.setup();
    const api = sandboxApi(sandbox);
    const session = await demoSession(api, 'prepay@harbour.test', { guardState: verified });
    await saveCartV2(api, session.currentCustomerUUID!, undefined, [await item(api, 'esim')]);
    const cards = vi
      .spyOn(api.customer, 'paymentMethods')
      .mockRejectedValueOnce(new ApiError('Internal Server Error', { status: 500 }));
    renderBlock(withPayments(<Checkout />), { session, path: '/eshop/checkout' });
    expect(
      await screen.findByText("We couldn't load your payment options and addresses"),
    ).toBeInTheDocument();
    expect(screen.getByText(/^eSIM · /)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /^Place order/ })).toBeInTheDocument();
    expect(cards).toHaveBeenCalledTimes(2);
  });
});
