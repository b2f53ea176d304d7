import type { Meta, StoryObj } from '@storybook/react-vite';
import { signUpConfigSchema } from '@telco-portal/blocks/blocks/sign-up/config.ts';
import { SignUp } from '@telco-portal/blocks/blocks/sign-up/SignUp.tsx';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { SERVER_ERROR } from '../src/sandbox.ts';
import { blockPlay, messageOf } from '../src/story-context.ts';

/** Sign-up form (SPEC §2, §5): password rules checklist, terms, marketing opt-in, errors from the sandbox. */
const meta = {
  title: 'Blocks/SignUp',
  component: SignUp,
  // The brand configuration as the generator hands it over: parsed, defaults applied (BlockProps).
  args: { config: signUpConfigSchema.parse({}) },
  parameters: {
    layout: 'fullscreen',
    sandbox: {} satisfies SandboxParameters,
    route: { path: '/sign-up' } satisfies RouteParameters,
  },
  play: blockPlay(),
} satisfies Meta<typeof SignUp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Without the marketing opt-in (config `marketingOptIn: false`). */
export const WithoutMarketingOptIn: Story = {
  args: { config: signUpConfigSchema.parse({ marketingOptIn: false }) },
};

/** Submitting empty: every required field is marked invalid and the terms must be accepted. */
export const ValidationMessages: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('signUp.submit') }));
    await waitFor(() =>
      expect(canvas.getByLabelText(t('signUp.email'))).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(
      canvas.getByText(t('signUp.acceptTermsRequired'), { selector: '[data-slot="field-error"]' }),
    ).toBeVisible();
    // Issue 9: the error summary takes focus and links the first invalid field.
    const summary = canvas.getByRole('alert', { name: t('blocks.form.errorSummaryTitle') });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      `#${canvas.getByLabelText(t('signUp.firstName')).id}`,
    );
  }),
};

/** The password checklist follows what is typed. */
export const PasswordRules: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByLabelText(t('signUp.password')), 'harbour');
    await expect(canvas.getByText(t('signUp.rulesTitle'))).toBeVisible();
  }),
};

/** The sandbox fails the registration with a 500: the SPEC §8 error shows and the form keeps its values. */
export const ServerError: Story = {
  parameters: { sandbox: { faults: [{ route: 'POST /api/v2/:spid/auth/register', fault: SERVER_ERROR }] } },
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByLabelText(t('signUp.firstName')), 'Aroha');
    await userEvent.type(canvas.getByLabelText(t('signUp.lastName')), 'Ngata');
    await userEvent.type(canvas.getByLabelText(t('signUp.email')), 'aroha@harbour.test');
    await userEvent.type(canvas.getByLabelText(t('signUp.password')), 'Harbour-new-2');
    await userEvent.type(canvas.getByLabelText(t('signUp.confirmPassword')), 'Harbour-new-2');
    await userEvent.click(canvas.getAllByRole('checkbox')[0]!);
    await userEvent.click(canvas.getByRole('button', { name: t('signUp.submit') }));
    await expect(await canvas.findByText(t('signUp.errorTitle'), {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByLabelText(t('signUp.email'))).toHaveValue('aroha@harbour.test');
  }),
};
