import type { Sandbox } from '@telco-portal/sandbox';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoSession, renderBlock, sandboxApi, startSandbox } from '../../test/harness.tsx';
import { OrderDetail } from './OrderDetail.tsx';
import { OrderHistory } from './OrderHistory.tsx';

vi.setConfig({ testTimeout: 30_000 });

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());

async function session(email = 'prepay@harbour.test') {
  const api = sandboxApi(sandbox);
  const s = await demoSession(api, email);
  const orders = (await api.call('ordersV2', { params: { uuid: s.currentCustomerUUID! } })).Orders;
  return { api, session: s, orders };
}

describe('given prepay@ with the seeded order of its SIM', () => {
  it('lists each order with its number (a link), date, status in words, SIM count and total', async () => {
    const { session: s, orders } = await session();
    expect(orders.length).toBeGreaterThan(0);
    renderBlock(<OrderHistory />, { session: s, path: '/profile/order-history' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order history' })).toBeInTheDocument();
    const first = orders[0]!;
    const card = await screen.findByRole('group', { name: `Order ${first.OrderNumber}` });
    expect(within(card).getByRole('link', { name: `Order ${first.OrderNumber}` })).toHaveAttribute(
      'href',
      `/profile/order-history/${first.OrderNumber}`,
    );
    const badge = within(card).getByText('Completed');
    expect(badge).toHaveAttribute('data-tone', 'success');
    expect(within(card).getByText('1 SIM')).toBeInTheDocument();
    expect(within(card).getByText(`$${(first.AmountCents / 100).toFixed(2)}`)).toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(orders.length);
  });

  it('shows the physical SIM order: items, plan, delivery address, and no eSIM section', async () => {
    const { session: s, orders } = await session();
    const physical = orders.find((o) => o.Address !== null)!;
    renderBlock(<OrderDetail />, {
      session: s,
      path: `/profile/order-history/${physical.OrderNumber}`,
      route: '/profile/order-history/:orderNumber',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: `Order ${physical.OrderNumber}` }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(screen.getByText(/Physical SIM/)).toBeInTheDocument();
    const plan = physical.OrderItems[0]!.Products[0]!;
    expect(screen.getByText(`Plan: ${plan.Name}`, { exact: false })).toBeInTheDocument();
    const address = screen.getByRole('region', { name: 'Delivery address' });
    expect(address).toHaveTextContent('27 Cuba Street');
    expect(address).toHaveTextContent('Wellington');
    expect(screen.queryByRole('region', { name: 'eSIM status' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to order history' })).toHaveAttribute(
      'href',
      '/profile/order-history',
    );
  });

  it('says an unknown order number is not found (404), not an error', async () => {
    const { session: s } = await session();
    renderBlock(<OrderDetail />, {
      session: s,
      path: '/profile/order-history/ORD-999999',
      route: '/profile/order-history/:orderNumber',
    });
    expect(
      await screen.findByText('We could not find order ORD-999999 on this account.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('given an eSIM order', () => {
  it("shows each eSIM's state and activation code, and where the QR code is", async () => {
    // multi@'s second account has two products: the second came as an eSIM (sandbox seed/orders.ts).
    const api = sandboxApi(sandbox);
    const first = await demoSession(api, 'multi@harbour.test');
    let found: { uuid: string; orderNumber: string } | null = null;
    for (const uuid of first.customerUUIDs) {
      const { Orders } = await api.call('ordersV2', { params: { uuid } });
      const esim = Orders.find((o) => o.OrderItems.some((i) => i.VirtualType === 'VT_ESIM'));
      if (esim) found = { uuid, orderNumber: esim.OrderNumber };
    }
    if (!found) throw new Error('no seeded eSIM order');
    const order = { OrderNumber: found.orderNumber };
    const withEsim = {
      session: await demoSession(api, 'multi@harbour.test', { currentCustomerUUID: found.uuid }),
    };
    renderBlock(<OrderDetail />, {
      session: withEsim.session,
      path: `/profile/order-history/${order.OrderNumber}`,
      route: '/profile/order-history/:orderNumber',
    });
    const section = await screen.findByRole('region', { name: 'eSIM status' });
    expect(section).toHaveTextContent(/scan the QR code from the confirmation/);
    expect(await within(section).findByText(/^LPA:1\$/)).toBeInTheDocument();
    expect(
      within(section).getByText(/Installed|Downloaded to the phone|Ready to install/),
    ).toBeInTheDocument();
  });
});

describe('given no orders', () => {
  it('leads into buying: a link to the plans', async () => {
    const { session: s } = await session();
    const rule = sandbox.faults.add('GET /api/eshop/v2/customer/*/orders', 'status=404', 5);
    renderBlock(<OrderHistory />, { session: s, path: '/profile/order-history' });
    expect(await screen.findByText('You have not ordered anything yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse plans' })).toHaveAttribute('href', '/plans/prepay');
    sandbox.faults.remove(rule.id);
  });
});

describe('given the orders call fails', () => {
  it('shows an error with retry, never "no orders" (SPEC §8 failed is not absent)', async () => {
    const { session: s, orders } = await session();
    const rule = sandbox.faults.add('GET /api/eshop/v2/customer/*/orders', 'status=500', 20);
    renderBlock(<OrderHistory />, { session: s, path: '/profile/order-history' });
    expect(await screen.findByText(/We could not load your orders/)).toBeInTheDocument();
    expect(screen.queryByText('You have not ordered anything yet.')).toBeNull();
    sandbox.faults.remove(rule.id);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: `Order ${orders[0]!.OrderNumber}` })).toBeInTheDocument();
  });

  it('shows a loading state first', async () => {
    const { session: s } = await session();
    renderBlock(<OrderHistory />, { session: s, path: '/profile/order-history' });
    expect(screen.getByText('Loading your orders…')).toBeInTheDocument();
  });
});

describe('given te reo Māori', () => {
  it('names the page and the statuses in te reo', async () => {
    const { session: s, orders } = await session();
    renderBlock(<OrderHistory />, { session: s, path: '/profile/order-history', locale: 'mi-NZ' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hītori ota' })).toBeInTheDocument();
    const card = await screen.findByRole('group', { name: `Ota ${orders[0]!.OrderNumber}` });
    expect(within(card).getByText('Kua oti')).toBeInTheDocument();
  });
});
