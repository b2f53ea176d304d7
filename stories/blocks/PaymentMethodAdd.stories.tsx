import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentMethodAdd } from '@telco-portal/blocks/blocks/payment-method-add/PaymentMethodAdd.tsx';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { blockPlay, messageOf } from '../src/story-context.ts';

const route = { path: '/profile/balance/payment-methods/add' } satisfies RouteParameters;

/** Adding a card with the sandbox payments adapter (SPEC §7 setup intent; Stripe test card numbers). */
const meta = {
  title: 'Blocks/PaymentMethodAdd',
  component: PaymentMethodAdd,
  parameters: {
    layout: 'fullscreen',
    sandbox: { account: 'nocard@harbour.test' } satisfies SandboxParameters,
    route,
  },
  play: blockPlay(),
} satisfies Meta<typeof PaymentMethodAdd>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Embedded in another page (no-payment-methods): a section with an h2. */
export const Embedded: Story = { args: { embedded: true } };

/** Submitting empty: the card fields are flagged and the error summary takes focus. */
export const ValidationMessages: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('paymentMethodAdd.submit') }));
    // The card's rules load with its first check (issue 7): the fields are flagged once they have run.
    const number = await canvas.findByLabelText(t('paymentMethodAdd.number'));
    await waitFor(() => expect(number).toHaveAttribute('aria-invalid', 'true'));
    // Issue 9: the error summary takes focus and links the first invalid field.
    const summary = canvas.getByRole('alert', { name: t('blocks.form.errorSummaryTitle') });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      `#${canvas.getByLabelText(t('paymentMethodAdd.name')).id}`,
    );
  }),
};

/** The declined test card (4000 0000 0000 0002): the sandbox declines it and the block says so. */
export const CardDeclined: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByLabelText(t('paymentMethodAdd.name')), 'Aroha Ngata');
    await userEvent.type(canvas.getByLabelText(t('paymentMethodAdd.number')), '4000000000000002');
    await userEvent.type(canvas.getByLabelText(t('paymentMethodAdd.expiry')), '12/34');
    await userEvent.type(canvas.getByLabelText(t('paymentMethodAdd.cvc')), '123');
    await userEvent.click(canvas.getByRole('button', { name: t('paymentMethodAdd.submit') }));
    await expect(
      await canvas.findByText(t('paymentMethodAdd.error.cardDeclined'), {}, { timeout: 10_000 }),
    ).toBeVisible();
  }),
};
