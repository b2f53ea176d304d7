import type { GuardFeatures, GuardState } from '@telco-portal/core';
import { createSandbox, type Sandbox } from '@telco-portal/sandbox';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoSession, renderBlock, sandboxApi, startSandbox, TEST_FEATURES } from '../../test/harness.tsx';
import { mobileBillingConfigSchema } from './config.ts';
import { MobileBilling } from './MobileBilling.tsx';

vi.setConfig({ testTimeout: 30_000 });

let refusing: Sandbox;
let allowing: Sandbox;
beforeAll(async () => {
  refusing = await startSandbox();
  allowing = await createSandbox({ hashCost: 'test', allowBillingCycleChange: true });
}, 60_000);
afterAll(async () => {
  await refusing.close();
  await allowing.close();
});

const guardState = (features: Partial<GuardFeatures>): GuardState => ({
  signedIn: true,
  hasAccount: true,
  emailVerified: true,
  suspended: false,
  hasPaymentCards: true,
  hasParentBillingRoutes: false,
  hasAddons: true,
  accountTypeActivated: true,
  accountType: 'postpay',
  environment: 'development',
  features: { ...TEST_FEATURES, ...features },
  showPlansStored: false,
});
const noBank = mobileBillingConfigSchema.parse({});
const bank = mobileBillingConfigSchema.parse({
  bankTransfer: { accountName: 'Harbour Mobile Ltd', accountNumber: '12-3140-0123456-00' },
});

const session = (box: Sandbox, billingCycle: boolean, bankTransactions = false) =>
  demoSession(sandboxApi(box), 'postpay@harbour.test', {
    guardState: guardState({ billingCycle, bankTransactions }),
  });

describe('given postpay@ and a brand that lets customers change the bill cycle', () => {
  it('shows the bill and both cycles, and changes 28 days to 7 by keyboard', async () => {
    const s = await session(allowing, true);
    renderBlock(<MobileBilling config={noBank} />, { session: s, path: '/profile/mobile/billing' });
    const bill = await screen.findByRole('region', { name: 'Current bill' });
    expect(await within(bill).findByTestId('billing-balance', {}, { timeout: 10_000 })).toHaveTextContent(
      /^\$/,
    );
    expect(within(bill).getByText('This billing cycle')).toBeInTheDocument();
    expect(within(bill).getByText('Next billing cycle')).toBeInTheDocument();
    const twentyEight = await screen.findByRole('radio', { name: 'every 28 days' }, { timeout: 10_000 });
    expect(twentyEight).toBeChecked();
    const save = screen.getByRole('button', { name: 'Save billing cycle' });
    expect(save).toBeDisabled();
    twentyEight.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'every 7 days' })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(async () =>
      expect(
        (await s.api.call('billingCycle', { params: { id: s.currentCustomerUUID! } })).BillingCycle,
      ).toEqual({ Type: 'daily', Value: 7 }),
    );
    expect(await screen.findByRole('button', { name: 'Save billing cycle' })).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Pay by bank transfer' })).toBeNull();
  });
});

describe('given the API refuses the change', () => {
  it("says 'not allowed' (SPEC §5) and keeps the saved cycle", async () => {
    const s = await session(refusing, true);
    renderBlock(<MobileBilling config={noBank} />, { session: s });
    await userEvent.click(await screen.findByRole('radio', { name: 'monthly' }, { timeout: 10_000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Save billing cycle' }));
    expect(await screen.findByText('not allowed')).toBeInTheDocument();
    expect(
      (await s.api.call('billingCycle', { params: { id: s.currentCustomerUUID! } })).BillingCycle,
    ).toEqual({ Type: 'daily', Value: 28 });
  });
});

describe('given a brand with the billing cycle switch off and bank transfers on', () => {
  it('shows the cycle read-only and the bank details, in te reo Māori too', async () => {
    // Details without the switch: not shown.
    const off = renderBlock(<MobileBilling config={bank} />, { session: await session(refusing, false) });
    expect(
      await screen.findByText(/You are billed every 28 days/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pay by bank transfer' })).toBeNull();
    off.unmount();
    const s = await session(refusing, false, true);
    const view = renderBlock(<MobileBilling config={bank} />, { session: s });
    expect(
      await screen.findByText(/You are billed every 28 days/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    const details = screen.getByRole('region', { name: 'Pay by bank transfer' });
    expect(details).toHaveTextContent('12-3140-0123456-00');
    expect(details).toHaveTextContent('Harbour Mobile Ltd');
    view.unmount();
    renderBlock(<MobileBilling config={bank} />, { session: s, locale: 'mi-NZ' });
    expect(
      await screen.findByText(/Ka tukuna tō pire ia 28 rā/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('shows a load error with a retry when the account cannot be read', async () => {
    const rule = refusing.faults.add('GET /api/customer/*/account', 'status=500');
    renderBlock(<MobileBilling config={noBank} />, { session: await session(refusing, false) });
    expect(await screen.findByText(/could not be loaded/, {}, { timeout: 10_000 })).toBeInTheDocument();
    refusing.faults.remove(rule.id);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('billing-balance', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
