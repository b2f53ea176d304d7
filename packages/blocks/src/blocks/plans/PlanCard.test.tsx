import type { CatalogEntry, PriceRecord } from '@telco-portal/api';
import { formatPlanOffer } from '@telco-portal/core';
import type { Sandbox } from '@telco-portal/sandbox';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { makeSession, renderBlock, sandboxApi, startSandbox } from '../../test/harness.tsx';
import { PlanCard } from './PlanCard.tsx';

// Starting PGlite and typing with user-event can be slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());

function entry(name: string, cents: number, characteristics: Record<string, string>): CatalogEntry {
  return {
    UUID: `entry-${name}`,
    Name: name,
    ProductType: 'prepaymobileAddon',
    CreatedAtNanos: '1767225600000000000',
    Characteristics: { IsBasePlan: 'true', ...characteristics },
    Availabilities: [
      {
        UUID: `avail-${name}`,
        Available: true,
        Priority: 1,
        RetailCents: cents,
        ProductCatalogEntryUUID: `entry-${name}`,
        RetailName: name,
        RetailDescription: `${name} description`,
      },
    ],
  };
}

/** The detail lines of the card as "label: value". */
function details(card: HTMLElement): string[] {
  return within(card)
    .getAllByRole('term')
    .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
}

function renderCard(e: CatalogEntry, price?: PriceRecord, locale: 'en' | 'mi-NZ' = 'en') {
  renderBlock(<PlanCard offer={formatPlanOffer(e, price)} />, {
    session: makeSession(sandboxApi(sandbox), null),
    locale,
  });
  return screen.getByRole('article', { name: e.Name });
}

describe('given a plan with special offers by period', () => {
  const plan = entry('Starter', 2000, {
    AllowAutoRenew: 'true',
    'ocs.TimePeriodInterval': '30 days',
    'ocs.RecurringDataAllowance': '5120',
    'ocs.RecurringVoiceAllowance': '200',
    'ocs.OfferPeriodCount': '2',
    'ocs.OfferPeriodInterval': 'month',
  });
  const price: PriceRecord = {
    ProductID: plan.UUID,
    OrigianlPrice: 2000,
    DiscountedPrice: 1000,
    CreditPrice: 0,
    AppliedOfferID: 'offer-1',
    AmountInPeriod: [{ DiscountedAmount: 1000 }, { DiscountedAmount: 1500 }],
  };

  it('shows the price per month incl. GST, the renewable period, allowances, auto-renew and the offers', () => {
    const card = renderCard(plan, price);
    expect(within(card).getByRole('heading', { name: 'Starter' })).toBeInTheDocument();
    expect(card).toHaveTextContent('$20.00');
    expect(card).toHaveTextContent('per month incl. GST');
    expect(within(card).getByText('Renews automatically')).toBeInTheDocument();
    expect(details(card)).toEqual(['Renewable period: 30 days', 'Data: 5 GB', 'Calls: 200 mins']);
    // The discount applies per period (listed below), not to the monthly price: no "Was $20.00" beside $20.00.
    expect(card).not.toHaveTextContent('Was $20.00');
    const offers = within(card)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(offers).toEqual(['1st period: $10.00 (usually $20.00)', '2nd period: $15.00 (usually $20.00)']);
    expect(within(card).getByText('More details')).toBeInTheDocument();
  });
});

describe('given an unlimited plan', () => {
  it('reads Unlimited for data, calls and texts', () => {
    const card = renderCard(
      entry('Endless', 8000, {
        'ocs.TimePeriodInterval': '30 days',
        'ocs.DataUsageRule': 'Unlimited',
        'ocs.VoiceUsageRule': 'Unlimited',
        'ocs.SMSUsageRule': 'Unlimited',
      }),
    );
    expect(details(card)).toEqual([
      'Service period: 30 days',
      'Data: Unlimited',
      'Calls: Unlimited',
      'SMS: Unlimited',
    ]);
    expect(within(card).queryByText('Renews automatically')).not.toBeInTheDocument();
  });
});

describe('given a casual-rate plan', () => {
  it('reads casual rate where there is no allowance and "then casual rate" after one', () => {
    const card = renderCard(
      entry('Casual', 0, {
        'ocs.RecurringDataAllowance': '500',
        'ocs.DataUsageRule': 'CasualRate',
        'ocs.VoiceUsageRule': 'CasualRate',
        'ocs.SMSUsageRule': 'CasualRate',
      }),
    );
    expect(card).toHaveTextContent('$0.00');
    expect(details(card)).toEqual([
      'Data: 500 MB, then casual rate',
      'Calls: Casual rate',
      'SMS: Casual rate',
    ]);
  });
});

describe('given a throttled plan', () => {
  it('shows the speed and the endless-data throttle wording', () => {
    const card = renderCard(
      entry('Throttled', 5500, {
        'ocs.RecurringDataAllowance': '40960',
        'ocs.DataUsageRule': 'Throttled',
        'ocs.SpeedLimitDL': 'Unlimited',
        'ocs.SpeedLimitUL': 'Unlimited',
        'ocs.Throttle': '1.2M',
      }),
    );
    expect(details(card)).toEqual([
      'Data: 40 GB',
      'Speed: In-bundle data at max speeds',
      'Endless data: Additional Endless Data capped at 1.2Mbps',
    ]);
  });

  it('renders the core wording in te reo Māori', () => {
    const card = renderCard(
      entry('Throttled', 5500, { 'ocs.RecurringDataAllowance': '40960', 'ocs.Throttle': '2M' }),
      undefined,
      'mi-NZ',
    );
    expect(card).toHaveTextContent('ia marama me te GST');
    expect(details(card)[0]).toMatch(/^Raraunga: 40 GB$/);
  });
});
