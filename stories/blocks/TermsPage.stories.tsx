import type { Meta, StoryObj } from '@storybook/react-vite';
import TermsPage from '@telco-portal/blocks/blocks/terms-page/TermsPage.tsx';
import { BrandContext, useBrand } from '@telco-portal/blocks/session';
import { expect, within } from 'storybook/test';

import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';

import { blockPlay } from '../src/story-context.ts';

/**
 * Terms or privacy page (SPEC §2 /terms/:termsPath, /privacy): the brand's markdown rendered by the
 * generator's `legalDocumentJson` (sanitised HTML in JSON) and served beside the app, sanitised again by
 * DOMPurify in the block.
 */
const meta = {
  title: 'Blocks/TermsPage',
  component: TermsPage,
  parameters: {
    layout: 'fullscreen',
    sandbox: {} satisfies SandboxParameters,
    route: { path: '/terms/mobile', pattern: '/terms/:termsPath' } satisfies RouteParameters,
  },
  play: blockPlay(),
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The brand's first terms document. */
export const Playground: Story = {
  play: blockPlay(async ({ canvasElement }) => {
    const headings = await within(canvasElement).findAllByRole('heading', { level: 2 }, { timeout: 10_000 });
    await expect(headings[0]).toBeVisible();
  }),
};

/** The documents are not where the brand says: error with retry. */
function MissingDocuments() {
  const brand = useBrand();
  return (
    <BrandContext.Provider value={{ ...brand, documentsBaseUrl: '/missing' }}>
      <TermsPage />
    </BrandContext.Provider>
  );
}

/** The document cannot be fetched: error with retry. */
export const ServerError: Story = { render: () => <MissingDocuments /> };
