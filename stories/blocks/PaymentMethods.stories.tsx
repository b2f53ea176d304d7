import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentMethods } from '@telco-portal/blocks/blocks/payment-methods/PaymentMethods.tsx';
import { expect, userEvent, within } from 'storybook/test';

import { brandFor } from '../src/brands.ts';
import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { EMPTY_LIST, LOADING, SERVER_ERROR } from '../src/sandbox.ts';
import { blockPlay, messageOf } from '../src/story-context.ts';

const route = { path: '/profile/payment-methods' } satisfies RouteParameters;
const CARDS = 'GET /api/customer/:id/payment-methods';
const ROUTES = 'GET /api/customers/:id/billing-routes';

/** Saved cards (SPEC §2 profile payment-methods): default badge, expired cards, make default, remove. */
const meta = {
  title: 'Blocks/PaymentMethods',
  component: PaymentMethods,
  parameters: {
    layout: 'fullscreen',
    sandbox: { account: 'postpay@harbour.test' } satisfies SandboxParameters,
    route,
  },
  play: blockPlay(),
} satisfies Meta<typeof PaymentMethods>;

export default meta;
type Story = StoryObj<typeof meta>;

/** postpay@: a default Mastercard, a Visa and an expired Visa. */
export const Playground: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findAllByRole('group', {}, { timeout: 10_000 })).toHaveLength(3);
    await expect(canvas.getAllByText(t('paymentMethods.expired'))[0]).toBeVisible();
  }),
};

/** prepay@: one card, which cannot be removed (SPEC §5). */
export const OnlyCard: Story = {
  parameters: { sandbox: { account: 'prepay@harbour.test' } },
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByText(t('paymentMethods.onlyCardNote'), {}, { timeout: 10_000 }),
    ).toBeVisible();
  }),
};

/** The remove confirmation of the default card (it says the next card becomes the default). */
export const ConfirmRemove: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    const [first] = await canvas.findAllByRole('group', {}, { timeout: 10_000 });
    await userEvent.click(within(first!).getByRole('button', { name: t('paymentMethods.remove') }));
    const dialog = await within(context.canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent(t('paymentMethods.removeDefaultNote'));
  }),
};

/** A refused removal (the server answers 409): the SPEC §8 text, the list kept. */
export const RemoveRefused: Story = {
  parameters: {
    sandbox: {
      account: 'postpay@harbour.test',
      faults: [
        {
          route: 'DELETE /api/customer/:id/payment-methods/:cardId',
          fault: { status: 409, message: 'The only card cannot be removed. Add another card first.' },
        },
      ],
    },
  },
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    const body = within(context.canvasElement.ownerDocument.body);
    const groups = await canvas.findAllByRole('group', {}, { timeout: 10_000 });
    await userEvent.click(within(groups[1]!).getByRole('button', { name: t('paymentMethods.remove') }));
    await userEvent.click(
      within(await body.findByRole('dialog')).getByRole('button', {
        name: t('paymentMethods.removeConfirm'),
      }),
    );
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getAllByRole('group')).toHaveLength(3);
  }),
};

export const Loading: Story = {
  parameters: { sandbox: { account: 'postpay@harbour.test', faults: [{ route: CARDS, fault: LOADING }] } },
  tags: ['loading-state'],
};

/** No saved cards (the sandbox answers the list with 404 = empty). */
export const Empty: Story = {
  parameters: { sandbox: { account: 'postpay@harbour.test', faults: [{ route: CARDS, fault: EMPTY_LIST }] } },
};

/** A failed read is an error with retry, never "no cards". */
export const ServerError: Story = {
  parameters: {
    sandbox: { account: 'postpay@harbour.test', faults: [{ route: CARDS, fault: SERVER_ERROR }] },
  },
};

/**
 * payg@, paid for by postpay@ through the billing route "Sophie's phone" (SPEC §3, §5): under the cards, "Paid by
 * another account" with what is left of its monthly spend limit, where the brand has billing routing on (harbour);
 * elsewhere the cards only.
 */
export const PaidByAnotherAccount: Story = {
  parameters: { sandbox: { account: 'payg@harbour.test' } },
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await canvas.findAllByRole('group', {}, { timeout: 10_000 });
    const region = canvas.queryByRole('region', { name: t('paymentMethods.routes.title') });
    if (brandFor(context.globals.brand).features?.billingRouting !== true) {
      await expect(region).toBeNull();
      return;
    }
    const section = await canvas.findByRole('region', { name: t('paymentMethods.routes.title') });
    await expect(within(section).getByRole('group', { name: /Sophie's phone/ })).toBeVisible();
  }),
};

/** The routes' read failed: its error with retry under the cards (never "no routes"), where routing is on. */
export const PayingRoutesReadFailed: Story = {
  parameters: {
    sandbox: { account: 'payg@harbour.test', faults: [{ route: ROUTES, fault: SERVER_ERROR }] },
  },
  play: blockPlay(async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findAllByRole('group', {}, { timeout: 10_000 });
    if (brandFor(context.globals.brand).features?.billingRouting !== true) return;
    await expect(
      await canvas.findByText(messageOf(context)('paymentMethods.routes.loadError'), { exact: false }),
    ).toBeVisible();
  }),
};
