import type { Meta, StoryObj } from '@storybook/react-vite';
import Header from '@telco-portal/blocks/blocks/header/Header.tsx';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { brandFor, brandLogo } from '../src/brands.ts';
import type { SandboxParameters } from '../src/portal-frame.tsx';
import { blockPlay, messageOf } from '../src/story-context.ts';

const menu = [
  { id: 'home', to: '/' },
  { id: 'plans', to: '/plans/prepay' },
  { id: 'help', to: '/help' },
] as const;

/** Site header (SPEC §2 public layout): logo, main menu, account actions, language switch. */
const meta = {
  title: 'Blocks/Header',
  component: Header,
  parameters: { layout: 'fullscreen', sandbox: {} satisfies SandboxParameters },
  render: (args, { globals }) => (
    <Header
      {...args}
      config={{
        menu: [...menu],
        logoSrc: brandLogo(brandFor(globals.brand)) ?? '',
        logoDarkSrc: brandLogo(brandFor(globals.brand), true) ?? null,
        ...args.config,
      }}
    />
  ),
  play: blockPlay(),
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: sign in and sign up. */
export const Playground: Story = {};

/** Signed in (prepay@): my account and sign out. */
export const SignedIn: Story = { parameters: { sandbox: { account: 'prepay@harbour.test' } } };

/** Switching the language to te reo Māori (and back) re-renders the header in that language. */
export const LanguageSwitch: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    const select = canvas.getByLabelText(t('header.language'));
    const other = (select as HTMLSelectElement).value === 'mi-NZ' ? 'en' : 'mi-NZ';
    await userEvent.selectOptions(select, other);
    await waitFor(() => expect(document.documentElement.lang).toBe(other), { timeout: 10_000 });
    await waitFor(() => expect(canvas.getByRole('combobox')).toHaveValue(other));
    await userEvent.selectOptions(
      canvas.getByRole('combobox'),
      context.globals.locale === 'mi-NZ' ? 'mi-NZ' : 'en',
    );
    await waitFor(() => expect(canvas.getByLabelText(t('header.language'))).toBeVisible(), {
      timeout: 10_000,
    });
  }),
};
