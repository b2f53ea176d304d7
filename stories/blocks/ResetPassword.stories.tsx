import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResetPassword } from '@telco-portal/blocks/blocks/reset-password/ResetPassword.tsx';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { blockPlay, messageOf } from '../src/story-context.ts';

/** The e-mailed reset link's page (SPEC §1 recover password): new password with the live rules checklist. */
const meta = {
  title: 'Blocks/ResetPassword',
  component: ResetPassword,
  parameters: {
    layout: 'fullscreen',
    sandbox: {} satisfies SandboxParameters,
    route: {
      path: '/reset-password?code=not-a-valid-code',
      pattern: '/reset-password',
    } satisfies RouteParameters,
  },
  play: blockPlay(),
} satisfies Meta<typeof ResetPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A link without its code: it says so and links to forgot-password. */
export const MissingCode: Story = {
  parameters: { route: { path: '/reset-password', pattern: '/reset-password' } },
};

/** Passwords that do not match are flagged on the confirmation field. */
export const ValidationMessages: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByLabelText(t('resetPassword.password')), 'Harbour-new-2');
    await userEvent.type(canvas.getByLabelText(t('resetPassword.confirmPassword')), 'Harbour-new-3');
    await userEvent.click(canvas.getByRole('button', { name: t('resetPassword.submit') }));
    await waitFor(() =>
      expect(canvas.getByLabelText(t('resetPassword.confirmPassword'))).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    // Issue 9: the error summary takes focus and links the first invalid field.
    const summary = canvas.getByRole('alert', { name: t('blocks.form.errorSummaryTitle') });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      `#${canvas.getByLabelText(t('resetPassword.confirmPassword')).id}`,
    );
  }),
};

/** A code the sandbox does not know: expired or already used. */
export const ExpiredCode: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByLabelText(t('resetPassword.password')), 'Harbour-new-2');
    await userEvent.type(canvas.getByLabelText(t('resetPassword.confirmPassword')), 'Harbour-new-2');
    await userEvent.click(canvas.getByRole('button', { name: t('resetPassword.submit') }));
    await expect(
      await canvas.findByText(t('resetPassword.expiredTitle'), {}, { timeout: 10_000 }),
    ).toBeVisible();
  }),
};
