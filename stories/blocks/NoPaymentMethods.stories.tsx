import type { Meta, StoryObj } from '@storybook/react-vite';
import NoPaymentMethods from '@telco-portal/blocks/blocks/no-payment-methods/NoPaymentMethods.tsx';

import type { SandboxParameters } from '../src/portal-frame.tsx';

import { withRoutes } from '../src/route-links.tsx';
import { blockPlay } from '../src/story-context.ts';

/** No payment methods (SPEC §2 /no-payment-methods), shown to nocard@. */
const meta = {
  title: 'Blocks/NoPaymentMethods',
  component: NoPaymentMethods,
  parameters: {
    layout: 'fullscreen',
    sandbox: { account: 'nocard@harbour.test' } satisfies SandboxParameters,
    route: { path: '/no-payment-methods', pattern: '/no-payment-methods' },
  },
  play: blockPlay(),
} satisfies Meta<typeof NoPaymentMethods>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** In a portal with a help centre (no help block in this build yet): the help link appears. */
export const WithHelpLink: Story = { decorators: [withRoutes({ help: '/help' })] };
