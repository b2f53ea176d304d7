import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PlanType } from '@telco-portal/blocks';
import { PlanCard } from '@telco-portal/blocks/blocks/plans/PlanCard.tsx';
import { usePlanOffers } from '@telco-portal/blocks/blocks/plans/use-plan-offers.ts';

import type { SandboxParameters } from '../src/portal-frame.tsx';

import { blockPlay } from '../src/story-context.ts';

/**
 * One plan of the catalogue, formatted by core's `formatPlanOffer` (SPEC §9). The offer comes from the
 * sandbox catalogue through the plans block's own hook — pick it by type and plan name (seed data).
 */
function SandboxPlan({ type, name }: { type: PlanType; name: string }) {
  const { offers } = usePlanOffers(type);
  const offer = offers?.find((o) => o.name === name);
  if (!offer) return null;
  return (
    <div className="max-w-sm">
      <PlanCard offer={offer} />
    </div>
  );
}

const meta = {
  title: 'Blocks/PlanCard',
  component: SandboxPlan,
  args: { type: 'prepay', name: 'Everyday' },
  argTypes: {
    type: { control: 'inline-radio', options: ['prepay', 'postpay', 'payg'] },
    name: { control: 'text', description: 'Plan name in the sandbox catalogue' },
  },
  parameters: { sandbox: {} satisfies SandboxParameters },
  play: blockPlay(),
} satisfies Meta<typeof SandboxPlan>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everyday: a discounted price for the first periods (special offers by ordinal period), throttled after 10GB. */
export const Playground: Story = {};

/** Endless: bonus credit offer, auto-renew sign, endless data throttled to 2Mbps. */
export const OfferCreditThrottled: Story = { args: { type: 'prepay', name: 'Endless' } };

/** Starter: the smallest prepay plan. */
export const Starter: Story = { args: { type: 'prepay', name: 'Starter' } };

/** Unlimited: unlimited data, calls, texts and picture messages (postpay). */
export const UnlimitedData: Story = { args: { type: 'postpay', name: 'Unlimited' } };

/** Max: unlimited everything including international. */
export const UnlimitedEverything: Story = { args: { type: 'postpay', name: 'Max' } };

/** Pay As You Go: no allowance, charged at the casual rate. */
export const CasualRate: Story = { args: { type: 'payg', name: 'Pay As You Go' } };
