import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { BrandInfo } from '../../session/brand.ts';
import { BrandContext, SessionContext } from '../../session/contexts.ts';
import { type LinkTarget, RouteLinksContext } from '../../session/links.ts';
import { type Locale, LocaleContext } from '../../session/locale.ts';
import type { Session } from '../../session/types.ts';
import { catalogues, onIntlError } from '../../test/catalogues.ts';
import { TEST_BRAND, testLinks } from '../../test/fixtures.ts';
import Header from './Header.tsx';
import type { HeaderMenuItem } from './menu.ts';

const MENU: HeaderMenuItem[] = [
  { id: 'home', to: '/' },
  { id: 'plans', to: '/plans/prepay' },
  { id: 'profile', to: '/profile' },
];

function renderHeader(
  status: Session['status'],
  setLocale = vi.fn(),
  locale: Locale = 'en',
  options: {
    brand?: Partial<BrandInfo>;
    links?: Partial<Record<LinkTarget, string | null>>;
    menu?: HeaderMenuItem[];
  } = {},
) {
  const signOut = vi.fn(async () => {});
  const session = { status, signOut, customerUUIDs: [] } as unknown as Session;
  render(
    <IntlProvider locale={locale} messages={catalogues[locale]} onError={onIntlError}>
      <BrandContext.Provider value={{ ...TEST_BRAND, ...options.brand }}>
        <RouteLinksContext.Provider value={testLinks(options.links)}>
          <SessionContext.Provider value={session}>
            <LocaleContext.Provider value={{ locale, available: ['en', 'mi-NZ'], setLocale, pending: false }}>
              <MemoryRouter>
                <Header menu={options.menu ?? MENU} />
              </MemoryRouter>
            </LocaleContext.Provider>
          </SessionContext.Provider>
        </RouteLinksContext.Provider>
      </BrandContext.Provider>
    </IntlProvider>,
  );
  return { signOut, setLocale };
}

describe('given a guest', () => {
  it('offers sign-in and sign-up, and hides the account menu item', () => {
    renderHeader('signedOut');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Harbour Mobile home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Plans' }));
    expect(screen.queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();
  });
});

describe('given a signed-in user', () => {
  it('offers the account and signs out from the header', async () => {
    const { signOut } = renderHeader('signedIn');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalled();
  });
});

describe('given the language switch', () => {
  it('is a labelled select that switches to te reo Māori', async () => {
    const { setLocale } = renderHeader('signedOut');
    const select = screen.getByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(select, 'mi-NZ');
    expect(setLocale).toHaveBeenCalledWith('mi-NZ');
  });
});

describe('given the small-screen menu', () => {
  it('opens with its button and closes with Escape, returning focus', async () => {
    renderHeader('signedOut');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });
});

describe('given the portal has no sign-up route', () => {
  it('leaves the sign-up button out instead of linking to a page that does not exist', () => {
    renderHeader('signedOut', vi.fn(), 'en', { links: { 'sign-up': null } });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });
});

describe('given an external About entry (manifest outerAboutLink)', () => {
  it('links out with a plain anchor in the main menu', () => {
    renderHeader('signedOut', vi.fn(), 'en', {
      menu: [...MENU, { id: 'about', to: 'https://harbour.example/about', external: true }],
    });
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute(
      'href',
      'https://harbour.example/about',
    );
  });
});

describe('given the layout of the brand (manifest theme.layout)', () => {
  it('keeps the classic header in the page flow', () => {
    renderHeader('signedOut');
    const banner = screen.getByRole('banner');
    expect(banner).toHaveAttribute('data-layout', 'classic');
    expect(banner).not.toHaveClass('sticky');
  });

  it('makes the modern header sticky and compact', () => {
    renderHeader('signedOut', vi.fn(), 'en', { brand: { layout: 'modern' } });
    const banner = screen.getByRole('banner');
    expect(banner).toHaveAttribute('data-layout', 'modern');
    expect(banner).toHaveClass('sticky', 'top-0');
  });
});
