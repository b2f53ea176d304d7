import type { Meta, StoryObj } from '@storybook/react-vite';
import { ForgotPassword } from '@telco-portal/blocks/blocks/forgot-password/ForgotPassword.tsx';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { LOADING, SERVER_ERROR } from '../src/sandbox.ts';
import { blockPlay, messageOf } from '../src/story-context.ts';

/** Password reset request (SPEC §2): neutral confirmation whether or not the address has an account. */
const meta = {
  title: 'Blocks/ForgotPassword',
  component: ForgotPassword,
  parameters: {
    layout: 'fullscreen',
    sandbox: {} satisfies SandboxParameters,
    route: { path: '/forgot-pass' } satisfies RouteParameters,
  },
  play: blockPlay(),
} satisfies Meta<typeof ForgotPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Submitting empty: the e-mail field is marked invalid. */
export const ValidationMessage: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('forgotPassword.submit') }));
    await waitFor(() =>
      expect(canvas.getByLabelText(t('forgotPassword.email'))).toHaveAttribute('aria-invalid', 'true'),
    );
    // Issue 9: the error summary takes focus and links the first invalid field.
    const summary = canvas.getByRole('alert', { name: t('blocks.form.errorSummaryTitle') });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      `#${canvas.getByLabelText(t('forgotPassword.email')).id}`,
    );
  }),
};

/** A reset link requested for a demo account: the neutral "check your email" message (no account enumeration). */
export const Sent: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByLabelText(t('forgotPassword.email')), 'prepay@harbour.test');
    await userEvent.click(canvas.getByRole('button', { name: t('forgotPassword.submit') }));
    await expect(
      await canvas.findByText(t('forgotPassword.sentTitle'), {}, { timeout: 10_000 }),
    ).toBeVisible();
  }),
};

/** While the request runs (held by a sandbox delay): the button is busy. */
export const Sending: Story = {
  parameters: { sandbox: { faults: [{ route: 'POST /api/**', fault: LOADING }] } },
  tags: ['loading-state'],
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByLabelText(t('forgotPassword.email')), 'prepay@harbour.test');
    await userEvent.click(canvas.getByRole('button', { name: t('forgotPassword.submit') }));
    await expect(await canvas.findByRole('button', { name: t('forgotPassword.submitting') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  }),
};

/** The sandbox fails the request with a 500: the SPEC §8 error shows. */
export const ServerError: Story = {
  parameters: { sandbox: { faults: [{ route: 'POST /api/**', fault: SERVER_ERROR }] } },
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByLabelText(t('forgotPassword.email')), 'prepay@harbour.test');
    await userEvent.click(canvas.getByRole('button', { name: t('forgotPassword.submit') }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toBeVisible();
  }),
};
