import { createSandboxPayments } from '@telco-portal/adapters';
import { ApiError } from '@telco-portal/api';
import type { Sandbox } from '@telco-portal/sandbox';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentsContext } from '../../session/index.ts';
import { demoSession, renderBlock, sandboxApi, startSandbox } from '../../test/harness.tsx';
import { owedInvoices, PayBill } from './PayBill.tsx';

vi.setConfig({ testTimeout: 30_000 });

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());
afterEach(() => vi.restoreAllMocks());

const withPayments = (element: ReactElement) => (
  <PaymentsContext.Provider value={createSandboxPayments}>{element}</PaymentsContext.Provider>
);
const PATH = '/profile/balance/pay-bill';
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** What postpay@ owes (cents, DUE and OVERDUE invoices less what was paid) and how many receipts it has. */
async function postpayState(): Promise<{ owedCents: number; receipts: number }> {
  const owed = await sandbox.db.query<{ owed: number }>(
    `SELECT COALESCE(SUM(amount_cents - paid_cents), 0)::int AS owed FROM invoices
      WHERE customer_uuid = 'c0000000-0000-4000-8000-000000000002' AND status IN ('DUE', 'OVERDUE')`,
  );
  const receipts = await sandbox.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM receipts WHERE customer_uuid = 'c0000000-0000-4000-8000-000000000002'`,
  );
  return { owedCents: owed.rows[0]!.owed, receipts: receipts.rows[0]!.n };
}

describe('owedInvoices (SPEC §4: DUE and OVERDUE are outstanding)', () => {
  it('lists what is left on each outstanding invoice, oldest due date first, and the total', () => {
    const invoice = (number: string, Status: string, dueMs: number, AmountCents: number, PaidCents = 0) => ({
      Number: number,
      Status,
      DueAtNanos: String(BigInt(dueMs) * 1_000_000n),
      AmountCents,
      PaidCents,
    });
    const { owed, totalCents } = owedInvoices([
      invoice('INV-3', 'OPEN', 3000, 5000),
      invoice('INV-2', 'due', 2000, 9000),
      invoice('INV-1', 'OVERDUE', 1000, 8000, 3000),
      invoice('INV-0', 'PAID', 500, 7000, 7000),
      invoice('INV-V', 'VOID', 400, 1000),
    ]);
    expect(owed.map((i) => [i.number, i.dueCents, i.overdue, i.partlyPaid])).toEqual([
      ['INV-1', 5000, true, true],
      ['INV-2', 9000, false, false],
    ]);
    expect(totalCents).toBe(14_000);
  });
});

describe('given postpay@ with outstanding bills and saved cards', () => {
  it('lists what is owed, oldest first, with the total preselected and the default card', async () => {
    const session = await demoSession(sandboxApi(sandbox), 'postpay@harbour.test');
    const { owedCents } = await postpayState();
    renderBlock(withPayments(<PayBill />), { session, path: PATH });
    expect(await screen.findByRole('heading', { name: 'Pay your bill', level: 1 })).toBeInTheDocument();
    expect(await screen.findByTestId('pay-bill-total')).toHaveTextContent(dollars(owedCents));
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.getAllByText(/^Bill INV-\d{6}-0002, due /)).toHaveLength(2);
    expect(screen.getByRole('radio', { name: `Everything you owe: ${dollars(owedCents)}` })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Mastercard ending in 4444/ })).toBeChecked();
    // The expired card cannot pay (SPEC §5).
    expect(screen.queryByRole('radio', { name: /ending in 0341/ })).toBeNull();
    expect(screen.getByRole('button', { name: `Pay ${dollars(owedCents)}` })).toBeEnabled();
  });

  it('refuses more than is owed before anything is sent, keeping what was typed', async () => {
    const user = userEvent.setup();
    const api = sandboxApi(sandbox);
    const session = await demoSession(api, 'postpay@harbour.test');
    const { owedCents } = await postpayState();
    const call = vi.spyOn(api, 'call');
    renderBlock(withPayments(<PayBill />), { session, path: PATH });
    await user.click(await screen.findByRole('radio', { name: 'Another amount' }));
    await user.type(screen.getByLabelText('Amount in dollars'), '5000');
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(
      await screen.findAllByText(`Enter an amount from $1.00 to ${dollars(owedCents)}.`),
    ).not.toHaveLength(0);
    expect(screen.getByLabelText('Amount in dollars')).toHaveValue('5000');
    const routes = call.mock.calls.map((args) => (args as unknown[])[0] as { name: string });
    expect(routes.filter((route) => route.name === 'payBill')).toHaveLength(0);
  });

  it('a server refusal says the customer was not charged and keeps the amount', async () => {
    const user = userEvent.setup();
    const api = sandboxApi(sandbox);
    const session = await demoSession(api, 'postpay@harbour.test');
    const real = api.call.bind(api);
    vi.spyOn(api, 'call').mockImplementation(((route: { name: string }, ...rest: unknown[]) =>
      route.name === 'payBill'
        ? Promise.reject(
            new ApiError('something went wrong, try later', { status: 500, code: 'injected_fault' }),
          )
        : (real as (...args: unknown[]) => unknown)(route, ...rest)) as typeof api.call);
    renderBlock(withPayments(<PayBill />), { session, path: PATH });
    await user.click(await screen.findByRole('radio', { name: 'Another amount' }));
    await user.type(screen.getByLabelText('Amount in dollars'), '12.50');
    await user.click(screen.getByRole('button', { name: 'Pay $12.50' }));
    expect(await screen.findByText('You have not been charged.')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount in dollars')).toHaveValue('12.50');
  });

  it('an unreadable answer: says it could not confirm; trying again reuses the key and pays once', async () => {
    const user = userEvent.setup();
    const api = sandboxApi(sandbox);
    const session = await demoSession(api, 'postpay@harbour.test');
    const before = await postpayState();
    const real = api.call.bind(api);
    const keys: string[] = [];
    vi.spyOn(api, 'call').mockImplementation((async (
      route: { name: string },
      options: { idempotencyKey?: string },
    ) => {
      const answer = await (real as (...args: unknown[]) => Promise<unknown>)(route, options);
      if (route.name !== 'payBill') return answer;
      keys.push(options.idempotencyKey ?? '');
      // The server created the payment; its answer arrives garbled the first time.
      if (keys.length === 1) throw new ApiError('not JSON', { status: 200, code: 'invalid_response' });
      return answer;
    }) as typeof api.call);
    renderBlock(withPayments(<PayBill />), { session, path: PATH });
    await user.click(await screen.findByRole('radio', { name: 'Another amount' }));
    await user.type(screen.getByLabelText('Amount in dollars'), '10');
    await user.click(screen.getByRole('button', { name: 'Pay $10.00' }));
    expect(await screen.findByText(/^We could not confirm whether this went through\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay $10.00' }));
    expect(await screen.findByText('Payment received', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('$10.00 was paid towards your bill. Thank you.')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const after = await postpayState();
    expect(after.owedCents).toBe(before.owedCents - 1000);
    expect(after.receipts).toBe(before.receipts + 1);
    expect(screen.getByText(`You still owe ${dollars(after.owedCents)}.`)).toBeInTheDocument();
    // The oldest bill is now part paid.
    await user.click(screen.getByRole('button', { name: `Pay ${dollars(after.owedCents)}` }));
    expect(await screen.findByText('Part paid')).toBeInTheDocument();
  });

  it('pays everything owed in te reo Māori: the bills are paid, one receipt', async () => {
    const user = userEvent.setup();
    const session = await demoSession(sandboxApi(sandbox), 'postpay@harbour.test');
    const before = await postpayState();
    renderBlock(withPayments(<PayBill />), { session, path: PATH, locale: 'mi-NZ' });
    expect(await screen.findByRole('heading', { name: 'Utua tō pire', level: 1 })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: `Utua te ${dollars(before.owedCents)}` }));
    expect(await screen.findByText('Kua tae mai te utu', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Kua utua ō pire katoa.')).toBeInTheDocument();
    expect(await postpayState()).toEqual({ owedCents: 0, receipts: before.receipts + 1 });
  });

  it('with nothing left to pay, says so, without a form', async () => {
    const session = await demoSession(sandboxApi(sandbox), 'postpay@harbour.test');
    renderBlock(withPayments(<PayBill />), { session, path: PATH });
    expect(await screen.findByText(/You have nothing to pay right now\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'See your receipts' })).toHaveAttribute(
      'href',
      '/profile/receipts',
    );
  });
});

describe('given prepay@', () => {
  it('says bill payments are for pay monthly accounts, without a form', async () => {
    const session = await demoSession(sandboxApi(sandbox), 'prepay@harbour.test');
    renderBlock(withPayments(<PayBill />), { session, path: PATH });
    expect(await screen.findByText(/Bill payments are for pay monthly accounts/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });
});

describe('given a failed read', () => {
  it('shows an error with a retry, never the form', async () => {
    const user = userEvent.setup();
    const api = sandboxApi(sandbox);
    const session = await demoSession(api, 'postpay@harbour.test');
    const invoices = vi
      .spyOn(api.customer, 'invoices')
      .mockRejectedValueOnce(new ApiError('something went wrong, try later', { status: 503, code: 'busy' }));
    renderBlock(withPayments(<PayBill />), { session, path: PATH });
    const error = await screen.findByText(/We could not load your bills or your cards\./);
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    await user.click(
      within(error.closest('[role="alert"]') ?? document.body).getByRole('button', { name: 'Try again' }),
    );
    expect(await screen.findByText(/You have nothing to pay right now\.|Total to pay/)).toBeInTheDocument();
    expect(invoices).toHaveBeenCalledTimes(2);
  });
});
