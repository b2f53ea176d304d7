import type { Meta, StoryObj } from '@storybook/react-vite';
import AccountSwitcher from '@telco-portal/blocks/blocks/header/AccountSwitcher.tsx';
import Header from '@telco-portal/blocks/blocks/header/Header.tsx';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import type { SandboxParameters } from '../src/portal-frame.tsx';
import { blockPlay, messageOf } from '../src/story-context.ts';

const menu = [
  { id: 'home', to: '/' },
  { id: 'plans', to: '/plans/prepay' },
  { id: 'help', to: '/help' },
] as const;

/**
 * Site header (SPEC §2 public layout): logo, main menu, account actions, language switch. The brand's
 * `theme.layout` picks the look: harbour is "classic", kowhai "modern" (sticky, compact).
 */
const meta = {
  title: 'Blocks/Header',
  component: Header,
  parameters: { layout: 'fullscreen', sandbox: {} satisfies SandboxParameters },
  args: { menu: [...menu] },
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

/**
 * Signed in as multi@ (two customer accounts): the account switcher (issue 9), opened — each account
 * with its full name, type, account number and mobile number, the current one marked. At 320 px it sits
 * in the small-screen menu, which the play opens first.
 */
export const SeveralAccounts: Story = {
  args: { accountSwitcher: AccountSwitcher },
  parameters: { sandbox: { account: 'multi@harbour.test', customer: 0 } },
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    const menuButton = canvas.queryByRole('button', { name: t('header.menuOpen') });
    if (menuButton && menuButton.offsetParent !== null) await userEvent.click(menuButton);
    const name = new RegExp(`^${t('header.switchAccount')}`);
    const toggle = await canvas.findByRole('button', { name }, { timeout: 10_000 });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = await canvas.findByRole('list', { name: t('header.accounts') });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(2), { timeout: 10_000 });
    await expect(within(list).getAllByRole('button')[0]).toHaveAttribute('aria-current', 'true');
  }),
};
