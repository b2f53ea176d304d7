import type { Meta, StoryObj } from '@storybook/react-vite';
import PrivacyPage from '@telco-portal/blocks/blocks/terms-page/PrivacyPage.tsx';
import { expect, within } from 'storybook/test';

import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';

import { blockPlay } from '../src/story-context.ts';

/**
 * Privacy page (SPEC §2 /privacy): the brand's privacy markdown rendered by the generator's `markdownToHtml`
 * and served beside the app, sanitised by DOMPurify in the block; its title is the manifest's
 * `privacy.title`.
 */
const meta = {
  title: 'Blocks/PrivacyPage',
  component: PrivacyPage,
  parameters: {
    layout: 'fullscreen',
    sandbox: {} satisfies SandboxParameters,
    route: { path: '/privacy' } satisfies RouteParameters,
  },
  play: blockPlay(),
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The brand's privacy policy. */
export const Playground: Story = {
  play: blockPlay(async ({ canvasElement }) => {
    const headings = await within(canvasElement).findAllByRole('heading', { level: 2 }, { timeout: 10_000 });
    await expect(headings[0]).toBeVisible();
  }),
};
