import type { Meta, StoryObj } from '@storybook/react-vite';
import { SimsChoosePlans } from '@telco-portal/blocks/blocks/sims-choose-plans/SimsChoosePlans.tsx';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { brandFor } from '../src/brands.ts';
import { saveGuestCart } from '../src/cart.ts';
import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { LOADING, SERVER_ERROR, startSandbox } from '../src/sandbox.ts';
import { blockPlay, messageOf } from '../src/story-context.ts';

/** Seeded prepay plans (sandbox seed/catalogue.ts): Starter $15 and Everyday $29. */
const STARTER = 'a0000000-0000-4000-8000-000000000101';
const EVERYDAY = 'a0000000-0000-4000-8000-000000000102';
/** The catalogue read the plan choices come from. */
const CATALOGUE = 'POST /api/catalog/v2/entries';

/**
 * Several SIMs, each with its plan (SPEC §2 SIM pages `sims-choose-plans`, issue 11; where `features.multipleSims`
 * is on): a guest's cart with a midnight physical SIM on Starter and an eSIM on Everyday (saved in this story's
 * loader after the global loader reset the sandbox), each SIM's plan choice, Remove, Add another SIM, Continue to
 * checkout.
 */
const meta = {
  title: 'Blocks/SimsChoosePlans',
  component: SimsChoosePlans,
  parameters: {
    layout: 'fullscreen',
    sandbox: {} satisfies SandboxParameters,
    route: { path: `/eshop/sims-choose-plans?plan=${STARTER}&type=prepay` } satisfies RouteParameters,
  },
  loaders: [
    async ({ globals, parameters }) => {
      // The brand's cart version: a brand with cart v1 (pocket) sells one SIM per cart and never shows this page
      // (validate refuses features.multipleSims with it); its story shows the one SIM its cart can hold.
      const extra = (parameters.moreEsims as number | undefined) ?? 0;
      await saveGuestCart(brandFor(globals.brand), [
        {
          ItemUUID: 'physical-sim',
          Quantity: 1,
          Attributes: { Colour: 'midnight' },
          Products: [{ Attributes: { MobileProductAvailabilityUUID: STARTER } }],
        },
        ...Array.from({ length: 1 + extra }, () => ({
          ItemUUID: 'esim',
          Quantity: 1,
          Products: [{ Attributes: { MobileProductAvailabilityUUID: EVERYDAY } }],
        })),
      ]);
    },
  ],
  play: blockPlay(),
} satisfies Meta<typeof SimsChoosePlans>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * In the first SIM's plan group (radios, one per plan): the radio of the plan it does not have now (Everyday, or
 * Starter when it has Everyday).
 */
async function otherPlanRadio(
  canvas: ReturnType<typeof within>,
  t: (id: string) => string,
): Promise<HTMLInputElement> {
  const group = await canvas.findByRole('group', {
    name: t('simsChoosePlans.planLabel').replace('{n}', '1'),
  });
  const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
  const checked = radios.find((radio) => radio.checked)?.value;
  const other = radios.find((radio) => radio.value === (checked === EVERYDAY ? STARTER : EVERYDAY));
  if (!other) throw new Error('the first SIM offers neither Everyday nor Starter');
  return other;
}

/** Two SIMs in the cart, each with its plan. */
export const Playground: Story = {};

/**
 * A full cart: the most SIMs one order can have (MAX_CART_SIMS, 10: a physical SIM and nine eSIMs) — it says so
 * instead of offering another SIM.
 */
export const FullCart: Story = {
  parameters: { moreEsims: 8 },
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    // Cart v1 (pocket) holds one SIM: the page then offers another, as for any cart below the limit.
    if (brandFor(context.globals.brand).features.cartVersion === 1) return;
    // One plan group per SIM ("Plan for SIM {n}").
    const [before, after] = t('simsChoosePlans.planLabel').split('{n}') as [string, string];
    await expect(
      await canvas.findAllByRole('group', {
        name: (name) => name.startsWith(before) && name.endsWith(after),
      }),
    ).toHaveLength(10);
    await expect(canvas.getByText(t('simsChoosePlans.full').replace('{max}', '10'))).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('simsChoosePlans.addAnother') })).toBeNull();
  }),
};

/** The first SIM's plan changed to Everyday (not saved until Continue to checkout). */
export const PlanChanged: Story = {
  play: blockPlay(async (context) => {
    const canvas = within(context.canvasElement);
    const other = await otherPlanRadio(canvas, messageOf(context));
    await userEvent.click(other);
    await expect(other).toBeChecked();
  }),
};

/** Saving the changed plans refused by the server (500): the SPEC §8 text, focused; the choice kept. */
export const SaveRefused: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    const other = await otherPlanRadio(canvas, t);
    await userEvent.click(other);
    // After the loader saved the cart: the next saves are refused (the next story's reset clears the fault).
    // Cart v2's path, and cart v1's for a brand with it (pocket).
    const { faults } = await startSandbox();
    faults.add('POST /api/eshop/v2/cart', SERVER_ERROR, null);
    faults.add('POST /api/eshop/cart', SERVER_ERROR, null);
    await userEvent.click(canvas.getByRole('button', { name: t('simsChoosePlans.continue') }));
    const alert = await canvas.findByRole('alert', {}, { timeout: 30_000 });
    await expect(alert).toHaveTextContent(t('simsChoosePlans.errorTitle'));
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(other).toBeChecked();
  }),
};

/** The plans cannot be read: LoadFailed (the cart has not changed), the SPEC §8 message and Try again. */
export const LoadError: Story = {
  parameters: {
    sandbox: { faults: [{ route: CATALOGUE, fault: SERVER_ERROR }] } satisfies SandboxParameters,
  },
};

/** The plans still loading: the skeleton (the page is busy). */
export const Loading: Story = {
  parameters: { sandbox: { faults: [{ route: CATALOGUE, fault: LOADING }] } satisfies SandboxParameters },
  tags: ['loading-state'],
};
