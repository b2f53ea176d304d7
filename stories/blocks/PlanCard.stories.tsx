import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PlanType } from '@telco-portal/blocks';
import { PlanCard } from '@telco-portal/blocks/blocks/plans/PlanCard.tsx';
import { usePlanOffers } from '@telco-portal/blocks/blocks/plans/use-plan-offers.ts';
import { SEED_PLANS } from '@telco-portal/sandbox';

import type { SandboxParameters } from '../src/portal-frame.tsx';

import { blockPlay } from '../src/story-context.ts';

/**
 * One plan of the catalogue, formatted by core's `formatPlanOffer` (SPEC §9). The offer comes from the
 * sandbox catalogue through the plans block's own hook — picked by type and by the catalogue entry's `Name`
 * in the sandbox seed (`Starter`, `Everyday`, `Endless`, `Pay As You Go`, `Essential`, `Unlimited`, `Max`).
 * The card shows the availability's retail name ('Starter $15', 'Unlimited $65/month'), which carries the
 * price, so the story matches by the entry's UUID (the seed's, looked up by that name) rather than by the
 * name on the card: a price change in the seed does not break the story.
 *
 * Nothing renders while the plans load (the play function waits for the sandbox to settle before the
 * screenshots). Once they have loaded, a name that matches no plan of the type — or a failed load — throws,
 * naming the plan and the available ones, so the story and its visual test fail instead of shooting a
 * blank page.
 */
function SandboxPlan({ type, name }: { type: PlanType; name: string }) {
  const { offers, error } = usePlanOffers(type);
  if (error) {
    throw new Error(`PlanCard story: the ${type} plans did not load for "${name}"`, { cause: error });
  }
  if (!offers) return null;
  const uuid = SEED_PLANS.find((plan) => plan.name === name)?.uuid;
  const offer = uuid === undefined ? undefined : offers.find((o) => o.uuid === uuid);
  if (!offer) {
    const available = offers.map((o) => {
      const entryName = SEED_PLANS.find((plan) => plan.uuid === o.uuid)?.name ?? '(not in the seed)';
      return `"${entryName}" (${o.name})`;
    });
    throw new Error(
      `PlanCard story: no ${type} plan named "${name}" in the sandbox catalogue; the ${type} plans are ${available.join(', ') || 'none'}`,
    );
  }
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
    name: {
      control: 'text',
      description:
        "Catalogue entry name of a base plan of that type in the sandbox seed (e.g. 'Starter'; the card shows its retail name, 'Starter $15')",
    },
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
