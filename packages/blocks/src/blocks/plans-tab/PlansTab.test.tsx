import { ApiError } from '@telco-portal/api';
import type { Sandbox } from '@telco-portal/sandbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { demoSession, endpointName, renderBlock, sandboxApi, startSandbox } from '../../test/harness.tsx';
import { plansTabConfigSchema } from './config.ts';
import { PlansTab, viewOf } from './PlansTab.tsx';

vi.setConfig({ testTimeout: 30_000 });

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());

const config = (mode: 'NOW' | 'LATER' | 'BOTH') =>
  plansTabConfigSchema.parse({ prepay: mode, postpay: mode, payg: mode });

const purchases = async () =>
  (await sandbox.db.query<{ n: number }>('SELECT count(*)::int AS n FROM addon_purchases')).rows[0]!.n;

describe('viewOf', () => {
  it('reads the child of the plans tab from the path', () => {
    expect(viewOf('/profile/mobile/your-plan')).toBe('your-plan');
    expect(viewOf('/profile/mobile/all-plans')).toBe('all-plans');
    expect(viewOf('/profile/mobile/addons/')).toBe('addons');
  });
});

describe('given the prepay demo account', () => {
  it('buys an add-on with the card once; it then shows on your plan, and can be removed', async () => {
    const user = userEvent.setup();
    const session = await demoSession(sandboxApi(sandbox), 'prepay@harbour.test');
    const before = await purchases();
    const view = renderBlock(<PlansTab config={config('NOW')} />, {
      session,
      path: '/profile/mobile/addons',
    });
    const region = await screen.findByRole('region', { name: 'Add-ons' });
    // Data Boost is already on the product: not offered again (SPEC §5).
    expect(within(region).queryByText('Data Boost 2GB')).toBeNull();
    const buy = within(region).getByRole('button', { name: 'Buy with your card: Unlimited Data Day Pass' });
    await user.click(buy);
    expect(await screen.findByText('Unlimited Data Day Pass is now on your number.')).toBeInTheDocument();
    expect(await purchases()).toBe(before + 1);
    await waitFor(() =>
      expect(within(region).queryByRole('button', { name: /Unlimited Data Day Pass/ })).toBeNull(),
    );
    view.unmount();

    renderBlock(<PlansTab config={config('NOW')} />, { session, path: '/profile/mobile/your-plan' });
    const mine = await screen.findByRole('region', { name: 'Your add-ons' });
    expect(await within(mine).findByText('Unlimited Data Day Pass')).toBeInTheDocument();
    await user.click(within(mine).getByRole('button', { name: 'Remove Data Boost 2GB' }));
    expect(await screen.findByText('Data Boost 2GB was removed.')).toBeInTheDocument();
    await waitFor(() => expect(within(mine).queryByText('Data Boost 2GB')).toBeNull());
  });

  it('with BOTH offers change now and at the next billing date; a later change shows as scheduled', async () => {
    const user = userEvent.setup();
    const session = await demoSession(sandboxApi(sandbox), 'prepay@harbour.test');
    const view = renderBlock(<PlansTab config={config('BOTH')} />, {
      session,
      path: '/profile/mobile/all-plans',
    });
    const region = await screen.findByRole('region', { name: 'All plans' });
    // The current plan (Everyday) is not offered; Endless is, both ways.
    expect(within(region).queryByText('Everyday')).toBeNull();
    expect(within(region).getByRole('button', { name: 'Change now: Endless' })).toBeInTheDocument();
    await user.click(
      within(region).getByRole('button', { name: 'Change at the next billing date: Endless' }),
    );
    expect(
      await screen.findByText('Your plan changes to Endless at the next billing date.'),
    ).toBeInTheDocument();
    // One change per month: once the scheduled change is read back, the page says why and the buttons are
    // off (waiting for the text, not for the buttons: they are also off while the change is in flight).
    await waitFor(() =>
      expect(region).toHaveTextContent(
        /Scheduled: your plan changes to Endless on .+\. You can change plan once a month\./,
      ),
    );
    expect(within(region).getByRole('button', { name: 'Change now: Endless' })).toBeDisabled();
    view.unmount();

    renderBlock(<PlansTab config={config('BOTH')} />, { session, path: '/profile/mobile/your-plan' });
    expect(await screen.findByText(/^Scheduled: your plan changes to Endless on /)).toBeInTheDocument();
  });
});

describe('given the postpay demo account', () => {
  it('with NOW changes at once; a second change in the month is refused with the SPEC message', async () => {
    const user = userEvent.setup();
    const session = await demoSession(sandboxApi(sandbox), 'postpay@harbour.test');
    renderBlock(<PlansTab config={config('NOW')} />, { session, path: '/profile/mobile/all-plans' });
    const region = await screen.findByRole('region', { name: 'All plans' });
    expect(within(region).queryByRole('button', { name: /next billing date/ })).toBeNull();
    await user.click(within(region).getByRole('button', { name: 'Change now: Max' }));
    expect(await screen.findByText('Your plan is now Max.')).toBeInTheDocument();
    await user.click(await within(region).findByRole('button', { name: 'Change now: Essential' }));
    expect(
      await screen.findByText('You can change plan once a month. Try again next month.'),
    ).toBeInTheDocument();
  });

  it('buys a postpay add-on on the bill', async () => {
    const user = userEvent.setup();
    const session = await demoSession(sandboxApi(sandbox), 'postpay@harbour.test');
    renderBlock(<PlansTab config={config('NOW')} />, { session, path: '/profile/mobile/addons' });
    const region = await screen.findByRole('region', { name: 'Add-ons' });
    await user.click(within(region).getByRole('button', { name: 'Add to your bill: Roaming Day Pass' }));
    expect(await screen.findByText('Roaming Day Pass is now on your number.')).toBeInTheDocument();
  });
});

describe('given a prepay add-on purchase whose answer is lost (issue 10 faults)', () => {
  it('says it could not confirm the charge; the retry sends the same key and buys once', async () => {
    const user = userEvent.setup();
    const api = sandboxApi(sandbox);
    const session = await demoSession(api, 'prepay@harbour.test');
    const real = api.addons.buyPrepay;
    const keys: string[] = [];
    vi.spyOn(api.addons, 'buyPrepay').mockImplementation(async (...args) => {
      keys.push(args[1]);
      const result = await real(...args);
      // The first answer comes back as a body that is not JSON; the server did buy it.
      if (keys.length === 1) throw new ApiError('not JSON', { status: 200, code: 'invalid_response' });
      return result;
    });
    const before = await purchases();
    renderBlock(<PlansTab config={config('NOW')} />, { session, path: '/profile/mobile/addons' });
    const region = await screen.findByRole('region', { name: 'Add-ons' });
    const [buy] = await within(region).findAllByRole('button', { name: /^Buy with your card: / });
    const name = buy!.getAttribute('aria-label')!.replace('Buy with your card: ', '');
    await user.click(buy!);
    expect(await screen.findByText(/^We could not confirm whether this went through\./)).toBeInTheDocument();
    await user.click(buy!);
    expect(await screen.findByText(`${name} is now on your number.`)).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await purchases()).toBe(before + 1);
    vi.restoreAllMocks();
  });

  it('says the customer was not charged when the server refused', async () => {
    const user = userEvent.setup();
    const api = sandboxApi(sandbox);
    const session = await demoSession(api, 'prepay@harbour.test');
    vi.spyOn(api.addons, 'buyPrepay').mockRejectedValueOnce(
      new ApiError('something went wrong, try later', { status: 500, code: 'injected_fault' }),
    );
    renderBlock(<PlansTab config={config('NOW')} />, { session, path: '/profile/mobile/addons' });
    const region = await screen.findByRole('region', { name: 'Add-ons' });
    const [buy] = await within(region).findAllByRole('button', { name: /^Buy with your card: / });
    await user.click(buy!);
    expect(await screen.findByText('You have not been charged.')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});

describe('given a default card its bank refuses (sandbox 4000 0000 0000 0341)', () => {
  it('says the bank declined the card and that nothing was charged', async () => {
    const user = userEvent.setup();
    const api = sandboxApi(sandbox);
    const session = await demoSession(api, 'prepay@harbour.test');
    const customer = session.currentCustomerUUID;
    const declines = (outcome: string) =>
      sandbox.db.query(
        'UPDATE payment_methods SET payment_outcome = $2 WHERE customer_uuid = $1 AND rank = 1',
        [customer, outcome],
      );
    await declines('declines');
    try {
      renderBlock(<PlansTab config={config('NOW')} />, { session, path: '/profile/mobile/addons' });
      const region = await screen.findByRole('region', { name: 'Add-ons' });
      const [buy] = await within(region).findAllByRole('button', { name: /^Buy with your card: / });
      await user.click(buy!);
      expect(
        await screen.findByText(
          'Your bank declined your default card (card authorization error). Make another card your default, or add one.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByText('You have not been charged.')).toBeInTheDocument();
    } finally {
      await declines('succeeds');
    }
  });
});

describe('given a default card that has expired since it was saved', () => {
  it('says the default card has expired and that nothing was charged', async () => {
    const user = userEvent.setup();
    const api = sandboxApi(sandbox);
    const session = await demoSession(api, 'prepay@harbour.test');
    const customer = session.currentCustomerUUID;
    const { rows } = await sandbox.db.query<{ exp_month: number; exp_year: number }>(
      'SELECT exp_month, exp_year FROM payment_methods WHERE customer_uuid = $1 AND rank = 1',
      [customer],
    );
    const saved = rows[0]!;
    await sandbox.db.query(
      'UPDATE payment_methods SET exp_month = 1, exp_year = 2020 WHERE customer_uuid = $1 AND rank = 1',
      [customer],
    );
    try {
      renderBlock(<PlansTab config={config('NOW')} />, { session, path: '/profile/mobile/addons' });
      const region = await screen.findByRole('region', { name: 'Add-ons' });
      const [buy] = await within(region).findAllByRole('button', { name: /^Buy with your card: / });
      await user.click(buy!);
      expect(
        await screen.findByText(
          'Your default card has expired (card authorization error). Make another card your default, or add one.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByText('You have not been charged.')).toBeInTheDocument();
    } finally {
      await sandbox.db.query(
        'UPDATE payment_methods SET exp_month = $2, exp_year = $3 WHERE customer_uuid = $1 AND rank = 1',
        [customer, saved.exp_month, saved.exp_year],
      );
    }
  });
});

describe('given the payg demo account short of credit', () => {
  it('says how much to top up and links to the top-up, in te reo Māori too', async () => {
    const user = userEvent.setup();
    await sandbox.db.query(
      `UPDATE mobile_products SET credit_cents = 100 WHERE billing_reference LIKE 'payg%'`,
    );
    const session = await demoSession(sandboxApi(sandbox), 'payg@harbour.test');
    renderBlock(<PlansTab config={config('NOW')} />, {
      session,
      path: '/profile/mobile/addons',
      locale: 'mi-NZ',
    });
    const region = await screen.findByRole('region', { name: 'Ngā tāpiringa' });
    const [first] = within(region).getAllByRole('button', { name: /^Hokona ki tō moni: / });
    await user.click(first!);
    expect(
      await screen.findByText(/^Kāore i rawaka te toenga: whakakīia kia \$\d+\.\d\d atu anō\.$/),
    ).toBeInTheDocument();
    // The way to top up, right there (issue 10 "top up $X more").
    expect(screen.getByRole('link', { name: 'Whakakīia ināianei' })).toHaveAttribute(
      'href',
      '/profile/mobile/top-up',
    );
  });
});

describe('given a failed read', () => {
  it('shows an error with retry, never an empty list', async () => {
    const api = sandboxApi(sandbox);
    const session = await demoSession(api, 'prepay@harbour.test');
    const failing = {
      ...api,
      call: ((name: unknown, ...rest: unknown[]) =>
        endpointName(name) === 'catalogEntries'
          ? Promise.reject(Object.assign(new Error('something went wrong, try later'), { status: 500 }))
          : (api.call as (...a: unknown[]) => Promise<unknown>)(name, ...rest)) as typeof api.call,
    };
    renderBlock(<PlansTab config={config('NOW')} />, {
      session: { ...session, api: failing },
      path: '/profile/mobile/addons',
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('There are no add-ons to buy for this number right now.')).toBeNull();
  });
});
