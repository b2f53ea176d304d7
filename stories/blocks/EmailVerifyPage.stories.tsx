import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmailVerifyPage } from '@telco-portal/blocks/blocks/email-verify/EmailVerifyPage.tsx';
import { expect, userEvent, within } from 'storybook/test';

import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { blockPlay, messageOf } from '../src/story-context.ts';

/** "Check your email" after sign-up (SPEC §2 /email-verify-page), signed in as unverified@. */
const meta = {
  title: 'Blocks/EmailVerifyPage',
  component: EmailVerifyPage,
  parameters: {
    layout: 'fullscreen',
    sandbox: { account: 'unverified@harbour.test' } satisfies SandboxParameters,
    route: { path: '/email-verify-page' } satisfies RouteParameters,
  },
  play: blockPlay(),
} satisfies Meta<typeof EmailVerifyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** "I have verified" while the address is still unverified in the sandbox. */
export const StillUnverified: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('emailVerify.pageVerified') }, { timeout: 10_000 }),
    );
    await expect(
      await canvas.findByText(t('emailVerify.pageStillUnverified'), {}, { timeout: 10_000 }),
    ).toBeVisible();
  }),
};

/** Signed out: no address to show. */
/** The longest address of the sandbox (71 characters, no hyphen to break at) wraps at 320 px. */
export const LongAddress: Story = {
  parameters: {
    sandbox: { account: 'wharerangi.teaomarama.kaitiakiongawhanau@longaddress.harbourmobile.test' },
  },
};

export const SignedOut: Story = { parameters: { sandbox: {} } };
