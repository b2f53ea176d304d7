import type { Meta, StoryObj } from '@storybook/react-vite';
import Footer from '@telco-portal/blocks/blocks/footer/Footer.tsx';

import { brandFor } from '../src/brands.ts';

/** Site footer (SPEC §2): the brand's copyright line (manifest `footer.copyright`) and legal links. */
const meta = {
  title: 'Blocks/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  render: (args, { globals }) => (
    <Footer {...args} config={{ copyright: brandFor(globals.brand).footer.copyright, ...args.config }} />
  ),
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** With the terms and privacy links. */
export const WithLegalLinks: Story = {
  args: { config: { copyright: '', termsPath: '/terms', privacyPath: '/privacy' } },
  render: (args, { globals }) => (
    <Footer {...args} config={{ ...args.config, copyright: brandFor(globals.brand).footer.copyright }} />
  ),
};
