import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectAccountConfigSchema } from '@telco-portal/blocks/blocks/select-account/config.ts';
import { SelectAccount } from '@telco-portal/blocks/blocks/select-account/SelectAccount.tsx';
import { expect, userEvent, within } from 'storybook/test';
import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { LOADING, SERVER_ERROR } from '../src/sandbox.ts';
import { blockPlay } from '../src/story-context.ts';

/** Account chooser for an identity with several customer accounts (SPEC §4), signed in as multi@. */
const meta = {
  title: 'Blocks/SelectAccount',
  component: SelectAccount,
  // The brand configuration as the generator hands it over: parsed, defaults applied (BlockProps).
  args: { config: selectAccountConfigSchema.parse({}) },
  parameters: {
    layout: 'fullscreen',
    sandbox: { account: 'multi@harbour.test' } satisfies SandboxParameters,
    route: { path: '/select-account' } satisfies RouteParameters,
  },
  play: blockPlay(),
} satisfies Meta<typeof SelectAccount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Choosing an account binds it and goes on to the dashboard. */
export const ChoosesAccount: Story = {
  play: blockPlay(async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const choices = await canvas.findAllByRole('button', {}, { timeout: 10_000 });
    await userEvent.click(choices[0]!);
    await expect(await canvas.findByTestId('navigated', {}, { timeout: 10_000 })).toHaveTextContent(
      '/profile/mobile',
    );
  }),
};

/** An account with a 71-character address and very long names: both wrap at 320 px. */
export const LongAddress: Story = {
  parameters: {
    sandbox: { account: 'wharerangi.teaomarama.kaitiakiongawhanau@longaddress.harbourmobile.test' },
  },
};

export const WithoutMobileNumbers: Story = {
  args: { config: selectAccountConfigSchema.parse({ showMobileNumber: false }) },
};

export const Loading: Story = {
  parameters: { sandbox: { faults: [{ route: 'GET /api/**', fault: LOADING }] } },
  tags: ['loading-state'],
};

export const ServerError: Story = {
  parameters: { sandbox: { faults: [{ route: 'GET /api/**', fault: SERVER_ERROR }] } },
};
