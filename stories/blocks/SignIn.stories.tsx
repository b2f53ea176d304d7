import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignIn } from '@telco-portal/blocks/blocks/sign-in/SignIn.tsx';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { LOADING, SERVER_ERROR } from '../src/sandbox.ts';
import { blockPlay, messageOf } from '../src/story-context.ts';

const AUTH = 'POST /api/v2/:spid/auth';

/** Sign-in form (SPEC §2, §5): validation, SPEC §8 errors from the sandbox, redirect after sign-in. */
const meta = {
  title: 'Blocks/SignIn',
  component: SignIn,
  parameters: {
    layout: 'fullscreen',
    sandbox: {} satisfies SandboxParameters,
    route: { path: '/sign-in' } satisfies RouteParameters,
  },
  play: blockPlay(),
} satisfies Meta<typeof SignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Submitting the empty form shows the localised validation messages and marks both fields invalid. */
export const ValidationMessages: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('signIn.submit') }));
    await waitFor(() =>
      expect(canvas.getByLabelText(t('signIn.email'))).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(canvas.getByLabelText(t('signIn.password'))).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getAllByRole('alert').length).toBeGreaterThanOrEqual(2);
    // Issue 9: the error summary takes focus and links the first invalid field.
    const summary = canvas.getByRole('alert', { name: t('blocks.form.errorSummaryTitle') });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      `#${canvas.getByLabelText(t('signIn.email')).id}`,
    );
  }),
};

/** A wrong password: the sandbox answers 401 and the form shows the SPEC §8 message, keeping the e-mail. */
export const WrongPassword: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByLabelText(t('signIn.email')), 'prepay@harbour.test');
    await userEvent.type(canvas.getByLabelText(t('signIn.password')), 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: t('signIn.submit') }));
    const failure = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(failure).toBeVisible();
    // Issue 9: the SPEC §8 alert takes focus.
    await waitFor(() => expect(failure).toHaveFocus());
    await expect(canvas.getByLabelText(t('signIn.email'))).toHaveValue('prepay@harbour.test');
  }),
};

/** The sandbox fails the sign-in request with a 500 (fault injection). */
export const ServerError: Story = {
  parameters: { sandbox: { faults: [{ route: AUTH, fault: SERVER_ERROR }] } },
  play: WrongPassword.play,
};

/** While the sign-in request runs (held by a sandbox delay): the button is busy. */
export const Submitting: Story = {
  parameters: { sandbox: { faults: [{ route: AUTH, fault: LOADING }] } },
  tags: ['loading-state'],
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByLabelText(t('signIn.email')), 'prepay@harbour.test');
    await userEvent.type(canvas.getByLabelText(t('signIn.password')), 'Harbour-demo-1');
    await userEvent.click(canvas.getByRole('button', { name: t('signIn.submit') }));
    await expect(await canvas.findByRole('button', { name: t('signIn.submitting') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  }),
};

/** Valid demo credentials: the session signs in and the block goes to the dashboard. */
export const SignsIn: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByLabelText(t('signIn.email')), 'prepay@harbour.test');
    await userEvent.type(canvas.getByLabelText(t('signIn.password')), 'Harbour-demo-1');
    await userEvent.click(canvas.getByRole('button', { name: t('signIn.submit') }));
    await expect(await canvas.findByTestId('navigated', {}, { timeout: 10_000 })).toHaveTextContent(
      '/profile/mobile',
    );
  }),
};
