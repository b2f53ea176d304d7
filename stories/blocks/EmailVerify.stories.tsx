import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmailVerify } from '@telco-portal/blocks/blocks/email-verify/EmailVerify.tsx';
import { expect, within } from 'storybook/test';

import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { LOADING } from '../src/sandbox.ts';
import { blockPlay, messageOf } from '../src/story-context.ts';

const CUSTOMER = 'c0000000-0000-4000-8000-000000000005';

/** The e-mail verification link's page (SPEC §2 /email-verify): verifying, expired, incomplete. */
const meta = {
  title: 'Blocks/EmailVerify',
  component: EmailVerify,
  parameters: {
    layout: 'fullscreen',
    sandbox: {} satisfies SandboxParameters,
    route: {
      path: `/email-verify?secret=not-a-valid-secret&customer=${CUSTOMER}`,
      pattern: '/email-verify',
    } satisfies RouteParameters,
  },
  play: blockPlay(),
} satisfies Meta<typeof EmailVerify>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link whose secret the sandbox does not know: expired or already used. */
export const Playground: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    await expect(
      await within(context.canvasElement).findByText(t('emailVerify.expired'), {}, { timeout: 10_000 }),
    ).toBeVisible();
  }),
};

/** A link without its parameters. */
export const Incomplete: Story = {
  parameters: { route: { path: '/email-verify', pattern: '/email-verify' } },
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    await expect(await within(context.canvasElement).findByText(t('emailVerify.incomplete'))).toBeVisible();
  }),
};

/** While the sandbox checks the link (held by a delay). */
export const Verifying: Story = {
  parameters: { sandbox: { faults: [{ route: '/api/**', fault: LOADING }] } },
  tags: ['loading-state'],
};
