import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResetPassword } from '@telco-portal/blocks/blocks/reset-password/ResetPassword.tsx';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { LOADING, openResetLink, SERVER_ERROR, STORY_RESET_CODE, startSandbox } from '../src/sandbox.ts';
import { blockPlay, messageOf } from '../src/story-context.ts';

const CHECK_ROUTE = 'POST /api/v2/*/auth/LOCAL/password_reset/check';

/**
 * The e-mailed reset link's page (SPEC §1 recover password): the link is checked when the page opens, then new
 * password with the live rules checklist (an open reset code of nocard@harbour.test, `openResetLink`).
 */
const meta = {
  title: 'Blocks/ResetPassword',
  component: ResetPassword,
  parameters: {
    layout: 'fullscreen',
    sandbox: {} satisfies SandboxParameters,
    route: {
      path: `/reset-password?code=${STORY_RESET_CODE}`,
      pattern: '/reset-password',
    } satisfies RouteParameters,
  },
  loaders: [async () => openResetLink()],
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
    await userEvent.type(await canvas.findByLabelText(t('resetPassword.password')), 'Harbour-new-2');
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

/**
 * A used, expired or unknown link: it says so as soon as the page opens — no password fields to fill in
 * first — with a link to ask for a new one.
 */
export const InvalidLink: Story = {
  parameters: { route: { path: '/reset-password?code=not-a-valid-code', pattern: '/reset-password' } },
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(t('resetPassword.expiredTitle'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('resetPassword.requestNew') })).toBeVisible();
    await expect(canvas.queryByLabelText(t('resetPassword.password'))).toBeNull();
  }),
};

/** The link being checked when the page opens. */
export const Checking: Story = {
  parameters: { sandbox: { faults: [{ route: CHECK_ROUTE, fault: LOADING }] } },
  tags: ['loading-state'],
};

/** The check failed (server error): the SPEC §8 message with Try again — not "expired". */
export const CheckFailed: Story = {
  parameters: { sandbox: { faults: [{ route: CHECK_ROUTE, fault: SERVER_ERROR }] } },
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(t('resetPassword.checkFailedTitle'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('resetPassword.retry') })).toBeVisible();
    await expect(canvas.queryByText(t('resetPassword.expiredTitle'))).toBeNull();
  }),
};

/** A link used in another tab after this page opened: the submit says it has expired. */
export const UsedWhileOpen: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    const password = await canvas.findByLabelText(t('resetPassword.password'));
    const sandbox = await startSandbox();
    await sandbox.db.query('UPDATE password_resets SET used_at_nanos = 1 WHERE code = $1', [
      STORY_RESET_CODE,
    ]);
    await userEvent.type(password, 'Harbour-new-2');
    await userEvent.type(canvas.getByLabelText(t('resetPassword.confirmPassword')), 'Harbour-new-2');
    await userEvent.click(canvas.getByRole('button', { name: t('resetPassword.submit') }));
    await expect(
      await canvas.findByText(t('resetPassword.expiredTitle'), {}, { timeout: 10_000 }),
    ).toBeVisible();
  }),
};
