import type { Sandbox } from '@telco-portal/sandbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  demoSession,
  paygRoutingSession,
  renderBlock,
  sandboxApi,
  startSandbox,
} from '../../test/harness.tsx';
import { PaymentMethods } from './PaymentMethods.tsx';

vi.setConfig({ testTimeout: 30_000 });

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());

const card = (name: string) => screen.getByRole('group', { name });

async function show(email: string) {
  const api = sandboxApi(sandbox);
  const session = await demoSession(api, email);
  renderBlock(<PaymentMethods />, { session, path: '/profile/payment-methods' });
  await screen.findAllByRole('group');
  return { api, customer: session.currentCustomerUUID! };
}

describe('given postpay@ with two cards and an expired one', () => {
  it('lists brand, last 4 and expiry, marks the default (Rank 1) and the expired card', async () => {
    await show('postpay@harbour.test');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(3);
    const master = card('Mastercard ending in 4444');
    expect(within(master).getByText('Expires 11/28')).toBeInTheDocument();
    expect(within(master).getByText('Default')).toBeInTheDocument();
    expect(within(master).queryByRole('button', { name: 'Make default' })).toBeNull();
    const expired = card('Visa ending in 0341');
    expect(within(expired).getByText('Expired 05/25')).toBeInTheDocument();
    expect(within(expired).getByText('Expired', { selector: '[data-slot="badge"]' })).toBeInTheDocument();
    // An expired card cannot become the default; it can be removed.
    expect(within(expired).queryByRole('button', { name: 'Make default' })).toBeNull();
    expect(within(expired).getByRole('button', { name: 'Remove' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Add a card' })).toHaveAttribute(
      'href',
      '/profile/balance/payment-methods/add',
    );
  });

  it('makes a card the default (PUT Rank 1) and says so', async () => {
    const { api, customer } = await show('postpay@harbour.test');
    await userEvent.click(within(card('Visa ending in 1881')).getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(within(card('Visa ending in 1881')).getByText('Default')).toBeInTheDocument());
    expect(within(card('Mastercard ending in 4444')).queryByText('Default')).toBeNull();
    const saved = await api.customer.paymentMethods(customer);
    expect(saved.map((c) => [c.CardLast4, c.Rank])).toEqual([
      ['1881', 1],
      ['4444', 2],
      ['0341', 3],
    ]);
  });

  it('removes the default after a confirmation, and the first remaining card becomes default', async () => {
    const { api, customer } = await show('postpay@harbour.test');
    await userEvent.click(within(card('Visa ending in 1881')).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    expect(dialog).toHaveTextContent('It is your default card');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Visa ending in 1881' })).toBeNull());
    expect(within(card('Mastercard ending in 4444')).getByText('Default')).toBeInTheDocument();
    expect((await api.customer.paymentMethods(customer)).map((c) => c.CardLast4)).toEqual(['4444', '0341']);
  });

  it('cancels a removal with Escape, keeps the card and gives focus back to its Remove button', async () => {
    await show('postpay@harbour.test');
    const removeButton = within(card('Visa ending in 0341')).getByRole('button', { name: 'Remove' });
    await userEvent.click(removeButton);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(card('Visa ending in 0341')).toBeInTheDocument();
    await waitFor(() => expect(removeButton).toHaveFocus());
    // Asked again: the dialog (loaded on the first Remove) opens at once.
    await userEvent.click(removeButton);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});

describe('given prepay@ with a single card', () => {
  it('offers no Remove: the only card cannot be removed (SPEC §5)', async () => {
    await show('prepay@harbour.test');
    const only = card('Visa ending in 4242');
    expect(within(only).queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(within(only).getByText(/Your only card cannot be removed/)).toBeInTheDocument();
  });
});

describe('given the card calls fail', () => {
  it('shows a failed read as an error with retry, never as "no cards"', async () => {
    const api = sandboxApi(sandbox);
    const session = await demoSession(api, 'prepay@harbour.test');
    const rule = sandbox.faults.add('GET /api/customer/*/payment-methods', 'status=500');
    renderBlock(<PaymentMethods />, { session, path: '/profile/payment-methods' });
    expect(await screen.findByText(/We could not load your cards/)).toBeInTheDocument();
    expect(screen.queryByText(/No cards are saved/)).toBeNull();
    sandbox.faults.remove(rule.id);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Visa ending in 4242' })).toBeInTheDocument();
  });

  it('shows the SPEC §8 text of a refused change, keeps the list and frees the buttons', async () => {
    await show('postpay@harbour.test');
    const refused = sandbox.faults.add(
      'DELETE /api/customer/*/payment-methods/*',
      'status=404; message=card is not found',
      1,
    );
    await userEvent.click(within(card('Mastercard ending in 4444')).getByRole('button', { name: 'Remove' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove card' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error!');
    expect(alert).toHaveTextContent('card is not found');
    sandbox.faults.remove(refused.id);
    expect(card('Mastercard ending in 4444')).toBeInTheDocument();
    expect(within(card('Mastercard ending in 4444')).getByRole('button', { name: 'Remove' })).toBeEnabled();
  });

  it('removes an expired card through invalid-payment-methods (SPEC §7), leaving the only valid card', async () => {
    const { api, customer } = await show('postpay@harbour.test');
    // Only the invalid-payment-methods call fails: the expired card is removed through it, not payment-methods.
    const refused = sandbox.faults.add(
      'DELETE /api/customer/*/invalid-payment-methods/*',
      'status=404; message=card is not found',
      1,
    );
    const removeExpired = async () => {
      await userEvent.click(within(card('Visa ending in 0341')).getByRole('button', { name: 'Remove' }));
      await userEvent.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove card' }),
      );
    };
    await removeExpired();
    expect(await screen.findByRole('alert')).toHaveTextContent('card is not found');
    sandbox.faults.remove(refused.id);
    await removeExpired();
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Visa ending in 0341' })).toBeNull());
    expect((await api.customer.paymentMethods(customer)).map((c) => c.CardLast4)).toEqual(['4444']);
    expect(
      within(card('Mastercard ending in 4444')).getByText(/Your only card cannot be removed/),
    ).toBeInTheDocument();
  });
});

describe('given te reo Māori', () => {
  it('labels the cards and badges in te reo', async () => {
    const api = sandboxApi(sandbox);
    const session = await demoSession(api, 'prepay@harbour.test');
    renderBlock(<PaymentMethods />, { session, path: '/profile/payment-methods', locale: 'mi-NZ' });
    const only = await screen.findByRole('group', { name: 'Visa ka mutu ki te 4242' });
    expect(within(only).getByText('Taunoa')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ngā tikanga utu' })).toBeInTheDocument();
  });
});

describe('given payg@, paid for by postpay@ through "Sophie\'s phone" (SPEC §3 billing route, §5)', () => {
  const ROUTES = 'GET /api/customers/*/billing-routes';

  it('lists the route under "Paid by another account" with what is left of its monthly limit', async () => {
    const api = sandboxApi(sandbox);
    const session = await paygRoutingSession(api, true);
    const [route] = await api.customer.billingRoutes(session.currentCustomerUUID!);
    renderBlock(<PaymentMethods />, { session, path: '/profile/payment-methods' });
    const section = await screen.findByRole('region', { name: 'Paid by another account' });
    const item = within(section).getByRole('group', { name: "Sophie's phone, paid by postpay@harbour.test" });
    const left = `$${((route?.RemainingSpendLimit ?? 0) / 100).toFixed(2)}`;
    expect(item).toHaveTextContent(`${left} left of $50.00 this month`);
    // The cards are listed as before; the route is not one of them.
    expect(screen.getByRole('group', { name: 'Visa ending in 0005' })).toBeInTheDocument();
  });

  it('shows no route section, and reads no routes, while the brand has billing routing off', async () => {
    const api = sandboxApi(sandbox);
    const session = await paygRoutingSession(api, false);
    const read = vi.spyOn(api.customer, 'billingRoutes');
    renderBlock(<PaymentMethods />, { session, path: '/profile/payment-methods' });
    expect(await screen.findByRole('group', { name: 'Visa ending in 0005' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Paid by another account' })).toBeNull();
    expect(read).not.toHaveBeenCalled();
  });

  it('says a failed read of the routes failed, with retry, and keeps the cards (failed is not "no routes")', async () => {
    const api = sandboxApi(sandbox);
    const session = await paygRoutingSession(api, true);
    const rule = sandbox.faults.add(ROUTES, 'status=500', 20);
    renderBlock(<PaymentMethods />, { session, path: '/profile/payment-methods' });
    expect(await screen.findByText(/We could not load the accounts that pay for yours/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Visa ending in 0005' })).toBeInTheDocument();
    sandbox.faults.remove(rule.id);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Paid by another account' })).toBeInTheDocument();
  });

  it('with no card saved, shows the paying route and no "no cards" notice (SPEC §5 showPaymentMethodList)', async () => {
    const api = sandboxApi(sandbox);
    const session = await paygRoutingSession(api, true);
    const rule = sandbox.faults.add('GET /api/customer/*/payment-methods', 'status=404', 20);
    renderBlock(<PaymentMethods />, { session, path: '/profile/payment-methods' });
    expect(await screen.findByRole('region', { name: 'Paid by another account' })).toBeInTheDocument();
    expect(screen.queryByText(/No cards are saved/)).toBeNull();
    sandbox.faults.remove(rule.id);
  });

  it('names the route and its limit in te reo Māori', async () => {
    const api = sandboxApi(sandbox);
    const session = await paygRoutingSession(api, true);
    renderBlock(<PaymentMethods />, { session, path: '/profile/payment-methods', locale: 'mi-NZ' });
    const section = await screen.findByRole('region', { name: 'Ka utua e tētahi atu pūkete' });
    expect(
      within(section).getByRole('group', { name: "Sophie's phone, ka utua e postpay@harbour.test" }),
    ).toHaveTextContent(/e toe ana o te \$50\.00 i tēnei marama/);
  });
});
