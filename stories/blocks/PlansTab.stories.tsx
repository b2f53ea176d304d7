import type { Meta, StoryObj } from '@storybook/react-vite';
import { plansTabConfigSchema } from '@telco-portal/blocks/blocks/plans-tab/config.ts';
import { PlansTab } from '@telco-portal/blocks/blocks/plans-tab/PlansTab.tsx';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import {
  EMPTY_LIST,
  GARBLED,
  keepAddons,
  LOADING,
  PREPAY_CUSTOMER,
  SERVER_ERROR,
  startSandbox,
} from '../src/sandbox.ts';
import { blockPlay, messageOf } from '../src/story-context.ts';

const yourPlan = { path: '/profile/mobile/your-plan' } satisfies RouteParameters;
const allPlans = { path: '/profile/mobile/all-plans' } satisfies RouteParameters;
const addons = { path: '/profile/mobile/addons' } satisfies RouteParameters;

/**
 * The plans tab of the mobile dashboard (SPEC §2 mobile: your-plan, all-plans, addons): the current plan and
 * its add-ons, the plans to move to (now / next billing date per `planChangeMode`), the add-ons to buy.
 */
const meta = {
  title: 'Blocks/PlansTab',
  component: PlansTab,
  args: { config: plansTabConfigSchema.parse({}) },
  parameters: {
    layout: 'fullscreen',
    sandbox: { account: 'prepay@harbour.test' } satisfies SandboxParameters,
    route: yourPlan,
  },
  play: blockPlay(),
} satisfies Meta<typeof PlansTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Prepay (Everyday) with its Data Boost add-on. */
export const YourPlan: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(t('plansTab.yourAddons'), {}, { timeout: 10_000 })).toBeVisible();
  }),
};

/** Pay monthly: the bill's add-on, no remove button (SPEC §7 has no postpay removal). */
export const YourPlanPostpay: Story = { parameters: { sandbox: { account: 'postpay@harbour.test' } } };

/** planChangeMode BOTH: change now or at the next billing date. */
export const AllPlansBoth: Story = {
  args: { config: plansTabConfigSchema.parse({ prepay: 'BOTH', postpay: 'BOTH', payg: 'BOTH' }) },
  parameters: { route: allPlans },
};

/** planChangeMode LATER: only at the next billing date. */
export const AllPlansLater: Story = {
  args: { config: plansTabConfigSchema.parse({ prepay: 'LATER' }) },
  parameters: { route: allPlans },
};

/** Add-ons a prepay customer can buy with the card. */
export const Addons: Story = { parameters: { route: addons } };

/** Pay as you go: add-ons bought from credit. */
export const AddonsPayg: Story = { parameters: { route: addons, sandbox: { account: 'payg@harbour.test' } } };

/** Presses the first add-on's Buy button ("Buy with your card" for prepay), once the list is in. */
async function pressFirstBuy(context: Parameters<NonNullable<Story['play']>>[0]): Promise<void> {
  const t = messageOf(context);
  const [buy] = await within(context.canvasElement).findAllByRole(
    'button',
    { name: new RegExp(`^${t('plansTab.addons.buy')}: `) },
    { timeout: 10_000 },
  );
  await userEvent.click(buy!);
}

/** Buying an add-on: the success message, and it leaves the list. The add-on is to buy again once the story is left. */
export const BuyAddon: Story = {
  parameters: { route: addons },
  beforeEach: keepAddons,
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await pressFirstBuy(context);
    await expect(await canvas.findByText(t('plansTab.successTitle'), {}, { timeout: 10_000 })).toBeVisible();
  }),
};

/** Presses the first "Buy with your card" and waits for the failure and its outcome sentence. */
const failedPurchase = (outcomeId: string) =>
  blockPlay(async (context: Parameters<NonNullable<Story['play']>>[0]) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await pressFirstBuy(context);
    await expect(await canvas.findByText(t('plansTab.errorTitle'), {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText(t(outcomeId).trim())).toBeVisible();
  });

/** The purchase refused by the server (500): the SPEC §8 text and "You have not been charged." */
export const BuyAddonRefused: Story = {
  parameters: {
    route: addons,
    sandbox: {
      account: 'prepay@harbour.test',
      faults: [{ route: 'POST /api/customer/*/prepay_addon/**', fault: SERVER_ERROR }],
    },
  },
  play: failedPurchase('money.notCharged'),
};

/** prepay@'s customer in the seed. */

/**
 * What prepay@'s default card does when it pays (sandbox migrations 009, 011: 'requires_3ds' is the 3184 test card,
 * 'declines' the 0341 one).
 */
async function defaultCardPays(outcome: 'succeeds' | 'requires_3ds' | 'declines'): Promise<void> {
  const sandbox = await startSandbox();
  await sandbox.db.query(
    `UPDATE payment_methods SET payment_outcome = $2 WHERE customer_uuid = $1 AND rank = 1`,
    [PREPAY_CUSTOMER, outcome],
  );
}

/**
 * The default card refused by its bank (402 card_declined; the sandbox's 4000 0000 0000 0341 card): the
 * refusal and "You have not been charged." The card pays again once the story is left.
 */
export const BuyAddonCardDeclined: Story = {
  parameters: { route: addons },
  beforeEach: async () => {
    const kept = await keepAddons();
    await defaultCardPays('declines');
    return async () => {
      await defaultCardPays('succeeds');
      await kept();
    };
  },
  play: failedPurchase('money.notCharged'),
};

/**
 * A default card that asks for 3-D Secure (the sandbox's 4000 0027 6000 3184): the purchase answers a payment to
 * confirm (SPEC §4 pending_payment + ClientSecret) and the bank's dialog asks to approve $3.00 (nothing added yet).
 */
export const BuyAddonThreeDSecure: Story = {
  parameters: { route: addons },
  beforeEach: async () => {
    const kept = await keepAddons();
    await defaultCardPays('requires_3ds');
    return async () => {
      await defaultCardPays('succeeds');
      await kept();
    };
  },
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    const buy = await canvas.findByRole(
      'button',
      { name: `${t('plansTab.addons.buy')}: Unlimited Data Day Pass` },
      { timeout: 10_000 },
    );
    await userEvent.click(buy);
    const dialog = await within(document.body).findByRole('dialog', {}, { timeout: 10_000 });
    // The dialog fades in: its text is visible once the animation has started.
    await waitFor(() => expect(within(dialog).getByText(/\$3\.00/)).toBeVisible(), { timeout: 10_000 });
  }),
};

/**
 * The story's own clock for a purchase asked again (api `buyPrepayByCard`): each answer of POST prepay_addon moves
 * `Date.now` on by `stepMs`, so the 10 s window passes after a few asks (each one real second apart) even under the
 * visual suite's frozen clock (`page.clock.setFixedTime`, where 10 s never pass). Returns the cleanup that puts
 * `fetch` and `Date.now` back.
 */
function purchaseAsksMoveTheClock(stepMs: number): () => void {
  const realFetch = globalThis.fetch;
  const realNow = Date.now;
  let shift = 0;
  Date.now = () => realNow.call(Date) + shift;
  globalThis.fetch = async (input, init) => {
    const answer = await realFetch(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    if (method === 'POST' && /\/prepay_addon\//.test(url)) shift += stepMs;
    return answer;
  };
  return () => {
    globalThis.fetch = realFetch;
    Date.now = realNow;
  };
}

/**
 * The purchase answered pending_payment without a ClientSecret, again and again (sandbox fault payment=pending):
 * asked again every second, it gives up after 10 s (SPEC §4, §9) with 'payment is failed', nothing charged; the
 * add-on stays to buy. The story's clock moves 5 s per answer (asks at 0, 5 and 10 s), so it gives up in about 2 s.
 */
export const BuyAddonGivesUp: Story = {
  parameters: {
    route: addons,
    sandbox: {
      account: 'prepay@harbour.test',
      faults: [{ route: 'POST /api/customer/*/prepay_addon/**', fault: 'payment=pending' }],
    },
  },
  beforeEach: async () => {
    const kept = await keepAddons();
    const clock = purchaseAsksMoveTheClock(5_000);
    return async () => {
      clock();
      await kept();
    };
  },
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await pressFirstBuy(context);
    await expect(
      await canvas.findByText(t('challenge.addon.error.paymentFailed'), {}, { timeout: 20_000 }),
    ).toBeVisible();
    await expect(canvas.getByText(t('money.notCharged').trim())).toBeVisible();
  }),
};

/** The purchase's answer unreadable: the portal cannot know, and says so (a retry will not charge twice). */
export const BuyAddonUnknownOutcome: Story = {
  parameters: {
    route: addons,
    sandbox: {
      account: 'prepay@harbour.test',
      faults: [{ route: 'POST /api/customer/*/prepay_addon/**', fault: GARBLED }],
    },
  },
  beforeEach: keepAddons,
  play: failedPurchase('money.chargeUnknown'),
};

export const Loading: Story = {
  parameters: {
    sandbox: { account: 'prepay@harbour.test', faults: [{ route: 'GET /api/**', fault: LOADING }] },
  },
  tags: ['loading-state'],
};

/** No mobile numbers on the account. */
export const Empty: Story = {
  parameters: {
    sandbox: {
      account: 'prepay@harbour.test',
      faults: [{ route: 'GET /api/v3/:spid/customer/:uuid/mobile_products', fault: EMPTY_LIST }],
    },
  },
};

export const ServerError: Story = {
  parameters: {
    sandbox: { account: 'prepay@harbour.test', faults: [{ route: 'GET /api/**', fault: SERVER_ERROR }] },
  },
};
