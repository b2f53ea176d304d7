import type { Meta, StoryObj } from '@storybook/react-vite';
import Footer from '@telco-portal/blocks/blocks/footer/Footer.tsx';
import { BrandContext, useBrand } from '@telco-portal/blocks/session';
import type { ReactNode } from 'react';

import { brandFor } from '../src/brands.ts';

/**
 * Site footer (SPEC §2): the brand's copyright line (manifest `footer.copyright`), the outer About link when
 * the brand has one (manifest `outerAboutLink`) and links to the terms and privacy pages of the portal.
 */
const meta = {
  title: 'Blocks/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  render: (args, { globals }) => <Footer {...args} config={brandFor(globals.brand).footer} />,
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

function WithAbout({ children }: { children: ReactNode }) {
  const brand = useBrand();
  return (
    <BrandContext.Provider value={{ ...brand, aboutUrl: 'https://example.com/about' }}>
      {children}
    </BrandContext.Provider>
  );
}

/** A brand with an outer About link (manifest `outerAboutLink`, SPEC §2). */
export const WithAboutLink: Story = {
  render: (args, { globals }) => (
    <WithAbout>
      <Footer {...args} config={brandFor(globals.brand).footer} />
    </WithAbout>
  ),
};
