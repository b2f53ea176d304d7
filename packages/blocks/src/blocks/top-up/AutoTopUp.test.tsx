import { ApiError, type AutoTopUp as AutoTopUpRecord } from '@telco-portal/api';
import type { Sandbox } from '@telco-portal/sandbox';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoSession, renderBlock, sandboxApi, startSandbox } from '../../test/harness.tsx';
import { AutoTopUp } from './AutoTopUp.tsx';

vi.setConfig({ testTimeout: 30_000 });

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());
afterEach(() => vi.restoreAllMocks());

/** A signed-in prepay@ session, its API client and its prepay product. */
async function prepay() {
  const api = sandboxApi(sandbox);
  const session = await demoSession(api, 'prepay@harbour.test');
  const customer = session.currentCustomerUUID as string;
  const product = (await api.products.list(customer)).find((p) => p.BillingReference?.startsWith('prepay'));
  if (!product) throw new Error('prepay@ has no prepay product');
  return { api, session, customer, product: product.UUID };
}

const record = (over: Partial<AutoTopUpRecord>): AutoTopUpRecord => ({
  amount: 0,
  days: 0,
  status: false,
  type: 'EVERY_DAY',
  nextRunAtNanos: null,
  lastRun: null,
  ...over,
});

describe('given prepay@ without an auto top-up (SPEC §9 default: off)', () => {
  it('switches it on by keyboard: $20 every 7 days is stored, said, and the next date shown', async () => {
    const user = userEvent.setup();
    const { api, session, customer, product } = await prepay();
    await api.customer.setAutoTopUp(customer, product, { amountDollars: 0, days: 0, on: false });
    renderBlock(<AutoTopUp customerUUID={customer} productUUID={product} />, { session });
    expect(await screen.findByText(/^Auto top-up is off\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Auto top-up' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Top up automatically' }));
    await user.type(screen.getByLabelText('Amount in dollars'), '20');
    await user.type(screen.getByLabelText('Every how many days'), '7{Enter}');
    const saved = await screen.findByText('Saved. Your auto top-up is on.');
    expect(saved.closest('[tabindex="-1"]')).toHaveFocus();
    expect(
      screen.getByText(/Auto top-up is on: \$20\.00 every 7 days with your default card\./),
    ).toBeVisible();
    expect(screen.getByText(/The next one is on .+\d{4}\.$/)).toBeVisible();
    const stored = await api.customer.autoTopUp(customer, product);
    expect(stored).toMatchObject({ amount: 20, days: 7, status: true, type: 'EVERY_DAY' });
    expect(stored.nextRunAtNanos).not.toBeNull();
  });

  it('switches it off and keeps the amount and days for next time', async () => {
    const user = userEvent.setup();
    const { api, session, customer, product } = await prepay();
    await api.customer.setAutoTopUp(customer, product, { amountDollars: 30, days: 28, on: true });
    renderBlock(<AutoTopUp customerUUID={customer} productUUID={product} />, { session });
    const box = await screen.findByRole('checkbox', { name: 'Top up automatically' });
    expect(box).toBeChecked();
    expect(screen.getByLabelText('Amount in dollars')).toHaveValue('30');
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save auto top-up' }));
    expect(await screen.findByText('Saved. Your auto top-up is off.')).toBeInTheDocument();
    expect(await api.customer.autoTopUp(customer, product)).toMatchObject({
      amount: 30,
      days: 28,
      status: false,
      nextRunAtNanos: null,
    });
  });

  it('refuses $1000 every 0 days before anything is sent, naming both fields and keeping what was typed', async () => {
    const user = userEvent.setup();
    const { api, session, customer, product } = await prepay();
    await api.customer.setAutoTopUp(customer, product, { amountDollars: 0, days: 0, on: false });
    const save = vi.spyOn(api.customer, 'setAutoTopUp');
    renderBlock(<AutoTopUp customerUUID={customer} productUUID={product} />, { session });
    await user.click(await screen.findByRole('checkbox', { name: 'Top up automatically' }));
    await user.type(screen.getByLabelText('Amount in dollars'), '1000');
    await user.type(screen.getByLabelText('Every how many days'), '0');
    await user.click(screen.getByRole('button', { name: 'Save auto top-up' }));
    expect(await screen.findAllByText('Choose an amount between $1 and $999.')).toHaveLength(2);
    expect(screen.getAllByText('Choose between 1 and 99 days.')).toHaveLength(2);
    expect(screen.getByLabelText('Amount in dollars')).toHaveValue('1000');
    expect(screen.getByLabelText('Amount in dollars')).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();
  });

  it('refuses cents: the amount is whole dollars', async () => {
    const user = userEvent.setup();
    const { api, session, customer, product } = await prepay();
    await api.customer.setAutoTopUp(customer, product, { amountDollars: 0, days: 0, on: false });
    const save = vi.spyOn(api.customer, 'setAutoTopUp');
    renderBlock(<AutoTopUp customerUUID={customer} productUUID={product} />, { session });
    await user.click(await screen.findByRole('checkbox', { name: 'Top up automatically' }));
    await user.type(screen.getByLabelText('Amount in dollars'), '12.50');
    await user.type(screen.getByLabelText('Every how many days'), '7');
    await user.click(screen.getByRole('button', { name: 'Save auto top-up' }));
    expect(await screen.findAllByText('Choose an amount between $1 and $999.')).toHaveLength(2);
    expect(save).not.toHaveBeenCalled();
  });
});

describe('given a failure', () => {
  it('a failed read shows the SPEC §8 text with Try again, never "off"', async () => {
    const user = userEvent.setup();
    const { api, session, customer, product } = await prepay();
    const read = vi
      .spyOn(api.customer, 'autoTopUp')
      .mockRejectedValueOnce(new ApiError('something went wrong, try later', { status: 500, code: 'x' }));
    renderBlock(<AutoTopUp customerUUID={customer} productUUID={product} />, { session });
    const alert = (await screen.findByText('We could not load your auto top-up.')).closest('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(screen.queryByText(/^Auto top-up is off/)).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(within(alert as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'Top up automatically' })).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('a failed save says so, keeps what was typed and moves focus to the message', async () => {
    const user = userEvent.setup();
    const { api, session, customer, product } = await prepay();
    vi.spyOn(api.customer, 'autoTopUp').mockResolvedValue(record({}));
    vi.spyOn(api.customer, 'setAutoTopUp').mockRejectedValueOnce(
      new ApiError('something went wrong, try later', { status: 503, code: 'busy' }),
    );
    renderBlock(<AutoTopUp customerUUID={customer} productUUID={product} />, { session });
    await user.click(await screen.findByRole('checkbox', { name: 'Top up automatically' }));
    await user.type(screen.getByLabelText('Amount in dollars'), '15');
    await user.type(screen.getByLabelText('Every how many days'), '14');
    await user.click(screen.getByRole('button', { name: 'Save auto top-up' }));
    const failure = (await screen.findByText('Error!')).closest('[role="alert"]');
    expect(failure).toHaveFocus();
    expect(screen.getByLabelText('Amount in dollars')).toHaveValue('15');
    expect(screen.getByLabelText('Every how many days')).toHaveValue('14');
    expect(screen.getByRole('checkbox', { name: 'Top up automatically' })).toBeChecked();
  });

  it('switching on without a saved card says to add one first (402 card_is_not_found)', async () => {
    const user = userEvent.setup();
    const { api, session, customer, product } = await prepay();
    vi.spyOn(api.customer, 'autoTopUp').mockResolvedValue(record({}));
    vi.spyOn(api.customer, 'setAutoTopUp').mockRejectedValueOnce(
      new ApiError('card is not found', { status: 402, code: 'card_is_not_found' }),
    );
    renderBlock(<AutoTopUp customerUUID={customer} productUUID={product} />, { session });
    await user.click(await screen.findByRole('checkbox', { name: 'Top up automatically' }));
    await user.type(screen.getByLabelText('Amount in dollars'), '15');
    await user.type(screen.getByLabelText('Every how many days'), '14{Enter}');
    expect(
      await screen.findByText('Add a card first: auto top-ups are paid with your default card.'),
    ).toBeInTheDocument();
  });
});

describe('given the last run', () => {
  it('a run the bank declined says what happened and what to do', async () => {
    const { api, session, customer, product } = await prepay();
    vi.spyOn(api.customer, 'autoTopUp').mockResolvedValue(
      record({
        amount: 20,
        days: 7,
        status: true,
        nextRunAtNanos: '1796000000000000000',
        lastRun: { atNanos: '1795400000000000000', amountCents: 2000, outcome: 'card_declined' },
      }),
    );
    renderBlock(<AutoTopUp customerUUID={customer} productUUID={product} />, { session });
    expect(
      await screen.findByText(/^The auto top-up of \$20\.00 on .+ did not go through$/),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Your bank declined your default card\./)).toBeInTheDocument();
  });

  it('a run that went through shows its amount and date; in te reo Māori too', async () => {
    const { api, session, customer, product } = await prepay();
    vi.spyOn(api.customer, 'autoTopUp').mockResolvedValue(
      record({
        amount: 20,
        days: 1,
        status: true,
        nextRunAtNanos: '1796000000000000000',
        lastRun: { atNanos: '1795400000000000000', amountCents: 2000, outcome: 'succeeded' },
      }),
    );
    renderBlock(<AutoTopUp customerUUID={customer} productUUID={product} />, { session, locale: 'mi-NZ' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Whakakī aunoa' })).toBeInTheDocument();
    expect(screen.getByText(/^Kua kā te whakakī aunoa: \$20\.00 ia rā, mā tō kāri taunoa\./)).toBeVisible();
    expect(screen.getByText(/^I tāpiria e te whakakī aunoa whakamutunga te \$20\.00/)).toBeVisible();
  });
});
