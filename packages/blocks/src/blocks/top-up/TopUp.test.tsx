import { createSandboxPayments } from '@telco-portal/adapters';
import { ApiError } from '@telco-portal/api';
import type { Sandbox } from '@telco-portal/sandbox';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentsContext } from '../../session/index.ts';
import {
  demoSession,
  paygRoutingSession,
  renderBlock,
  sandboxApi,
  sophiesRouteLeft,
  startSandbox,
} from '../../test/harness.tsx';
import { TopUp, topUpCentsOf } from './TopUp.tsx';

vi.setConfig({ testTimeout: 30_000 });

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());

const withPayments = (element: ReactElement) => (
  <PaymentsContext.Provider value={createSandboxPayments}>{element}</PaymentsContext.Provider>
);

/** prepay@'s credit in cents, read from the sandbox. */
async function prepayCredit(): Promise<number> {
  const { rows } = await sandbox.db.query<{ credit_cents: number }>(
    `SELECT p.credit_cents FROM mobile_products p
       JOIN identity_customers ic ON ic.customer_uuid = p.customer_uuid
       JOIN identities i ON i.uuid = ic.identity_uuid
      WHERE i.auth_id = 'prepay@harbour.test' ORDER BY p.position LIMIT 1`,
  );
  return rows[0]!.credit_cents;
}

describe('topUpCentsOf (SPEC §5: more than $0.99, at most $999)', () => {
  it.each([
    ['15', 1500],
    ['12.50', 1250],
    ['$7.5', 750],
    [' 1 ', 100],
    ['999', 99_900],
    ['0.99', null],
    ['1000', null],
    ['12.345', null],
    ['ten', null],
    ['', null],
  ] as const)('%j -> %j', (input, cents) => {
    expect(topUpCentsOf(input)).toBe(cents);
  });
});

describe('given prepay@ with a saved card', () => {
  it('tops up $20 with the default card: the amount, new balance and expiry; credited once', async () => {
    const user = userEvent.setup();
    const session = await demoSession(sandboxApi(sandbox), 'prepay@harbour.test');
    const before = await prepayCredit();
    renderBlock(withPayments(<TopUp />), { session, path: '/profile/mobile/top-up' });
    expect(await screen.findByRole('radio', { name: '$20.00' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Pay $20.00' }));
    expect(await screen.findByText('Topped up', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(/\$20\.00 was added to/)).toBeInTheDocument();
    const after = await prepayCredit();
    expect(after).toBe(before + 2000);
    expect(screen.getByText(`Your balance is now $${(after / 100).toFixed(2)}.`)).toBeInTheDocument();
    expect(screen.getByText(/Your credit expires on .+\d{4}\./)).toBeInTheDocument();
  });

  it('refuses an amount of $0.50 before anything is sent, keeping what was typed', async () => {
    const user = userEvent.setup();
    const api = sandboxApi(sandbox);
    const session = await demoSession(api, 'prepay@harbour.test');
    const topUp = vi.spyOn(api.customer, 'topUp');
    renderBlock(withPayments(<TopUp />), { session, path: '/profile/mobile/top-up' });
    await user.click(await screen.findByRole('radio', { name: 'Other amount' }));
    await user.type(screen.getByLabelText('Other amount in dollars'), '0.50');
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findAllByText('Enter an amount from $1.00 to $999.00.')).not.toHaveLength(0);
    expect(screen.getByLabelText('Other amount in dollars')).toHaveValue('0.50');
    expect(topUp).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('a payment whose answer was unreadable: says it could not confirm; trying again reuses the keys and pays once', async () => {
    const user = userEvent.setup();
    const api = sandboxApi(sandbox);
    const session = await demoSession(api, 'prepay@harbour.test');
    const real = api.customer.topUp;
    const keys: string[] = [];
    vi.spyOn(api.customer, 'topUp').mockImplementation(async (...args) => {
      keys.push(args[2].idempotencyKey);
      const answer = await real(...args);
      // The server created the intent; its answer arrives garbled the first time.
      if (keys.length === 1) throw new ApiError('not JSON', { status: 200, code: 'invalid_response' });
      return answer;
    });
    const before = await prepayCredit();
    renderBlock(withPayments(<TopUp />), { session, path: '/profile/mobile/top-up' });
    await user.click(await screen.findByRole('radio', { name: '$10.00' }));
    await user.click(screen.getByRole('button', { name: 'Pay $10.00' }));
    const alert = await screen.findByText(/^We could not confirm whether this went through\./);
    expect(alert).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '$10.00' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Pay $10.00' }));
    expect(await screen.findByText('Topped up')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await prepayCredit()).toBe(before + 1000);
    vi.restoreAllMocks();
  });

  it('a server refusal says the customer was not charged', async () => {
    const user = userEvent.setup();
    const api = sandboxApi(sandbox);
    const session = await demoSession(api, 'prepay@harbour.test');
    vi.spyOn(api.customer, 'topUp').mockRejectedValueOnce(
      new ApiError('something went wrong, try later', { status: 500, code: 'injected_fault' }),
    );
    renderBlock(withPayments(<TopUp />), { session, path: '/profile/mobile/top-up' });
    await user.click(await screen.findByRole('button', { name: 'Pay $20.00' }));
    expect(await screen.findByText('You have not been charged.')).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('says in te reo Māori that it topped up', async () => {
    const user = userEvent.setup();
    const session = await demoSession(sandboxApi(sandbox), 'prepay@harbour.test');
    renderBlock(withPayments(<TopUp />), { session, path: '/profile/mobile/top-up', locale: 'mi-NZ' });
    expect(await screen.findByRole('heading', { name: 'Whakakī', level: 1 })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Utua te $20.00' }));
    expect(await screen.findByText('Kua whakakīia')).toBeInTheDocument();
  });
});

describe('given postpay@', () => {
  it('says top-ups are for prepay and pay as you go numbers, without a form', async () => {
    const session = await demoSession(sandboxApi(sandbox), 'postpay@harbour.test');
    renderBlock(withPayments(<TopUp />), { session, path: '/profile/mobile/top-up' });
    expect(await screen.findByText(/Top-ups are for prepay and pay as you go numbers/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });
});

describe('given a failed read', () => {
  it('shows an error with a retry, never the form', async () => {
    const user = userEvent.setup();
    const api = sandboxApi(sandbox);
    const session = await demoSession(api, 'prepay@harbour.test');
    const cards = vi
      .spyOn(api.customer, 'paymentMethods')
      .mockRejectedValueOnce(new ApiError('something went wrong, try later', { status: 503, code: 'busy' }));
    renderBlock(withPayments(<TopUp />), { session, path: '/profile/mobile/top-up' });
    const error = await screen.findByText(/We could not load your number or your cards\./);
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    await user.click(
      within(error.closest('[role="alert"]') ?? document.body).getByRole('button', { name: 'Try again' }),
    );
    expect(await screen.findByRole('button', { name: 'Pay $20.00' })).toBeInTheDocument();
    expect(cards).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });
});

const routeLeft = () => sophiesRouteLeft(sandbox);

describe('given payg@, paid for by postpay@ through "Sophie\'s phone" (SPEC §5 billing route)', () => {
  const route = /Sophie's phone, paid by postpay@harbour\.test/;

  it('offers the route with what is left and tops up through it at once, no card involved', async () => {
    const user = userEvent.setup();
    const api = sandboxApi(sandbox);
    const confirm = vi.fn();
    const session = await paygRoutingSession(api, true);
    const left = await routeLeft();
    renderBlock(
      <PaymentsContext.Provider
        value={(client) => ({ ...createSandboxPayments(client), confirmCardPayment: confirm })}
      >
        <TopUp />
      </PaymentsContext.Provider>,
      { session, path: '/profile/mobile/top-up' },
    );
    const option = await screen.findByRole('radio', { name: route });
    expect(option.closest('label')).toHaveTextContent(`$${(left / 100).toFixed(2)} left to spend`);
    await user.click(option);
    await user.click(screen.getByRole('radio', { name: '$10.00' }));
    await user.click(screen.getByRole('button', { name: 'Pay $10.00' }));
    expect(await screen.findByText('Topped up', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    expect(await routeLeft()).toBe(left - 1000);
  });

  it("says 'spend limit over' in the customer's words when the amount is more than is left, keeping the amount", async () => {
    const user = userEvent.setup();
    const api = sandboxApi(sandbox);
    const session = await paygRoutingSession(api, true);
    const left = await routeLeft();
    renderBlock(withPayments(<TopUp />), { session, path: '/profile/mobile/top-up', locale: 'mi-NZ' });
    await user.click(
      await screen.findByRole('radio', { name: /Sophie's phone, ka utua e postpay@harbour\.test/ }),
    );
    await user.click(screen.getByRole('radio', { name: '$50.00' }));
    await user.click(screen.getByRole('button', { name: 'Utua te $50.00' }));
    expect(await screen.findByText(/^Kua hipa te tepe whakapau/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '$50.00' })).toBeChecked();
    expect(await routeLeft()).toBe(left);
  });

  it('offers no route, and reads none, while the brand has billing routing off', async () => {
    const api = sandboxApi(sandbox);
    const routes = vi.spyOn(api.customer, 'billingRoutes');
    renderBlock(withPayments(<TopUp />), {
      session: await paygRoutingSession(api, false),
      path: '/profile/mobile/top-up',
    });
    expect(await screen.findByRole('button', { name: 'Pay $20.00' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: route })).toBeNull();
    expect(routes).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('shows an error with a retry when the routes cannot be read, never a form without them', async () => {
    const api = sandboxApi(sandbox);
    vi.spyOn(api.customer, 'billingRoutes').mockRejectedValueOnce(
      new ApiError('something went wrong, try later', { status: 500, code: 'injected_fault' }),
    );
    renderBlock(withPayments(<TopUp />), {
      session: await paygRoutingSession(api, true),
      path: '/profile/mobile/top-up',
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    vi.restoreAllMocks();
  });
});
