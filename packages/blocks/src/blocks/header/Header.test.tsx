import type { BrandManifest } from '@telco-portal/manifest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { BrandContext, SessionContext } from '../../session/contexts.ts';
import { type Locale, LocaleContext } from '../../session/locale.ts';
import type { Session } from '../../session/types.ts';
import Header from './Header.tsx';

const brand = { name: 'Harbour Mobile' } as BrandManifest;

function renderHeader(status: Session['status'], setLocale = vi.fn(), locale: Locale = 'en') {
  const signOut = vi.fn(async () => {});
  const session = { status, signOut, customerUUIDs: [] } as unknown as Session;
  render(
    <IntlProvider locale={locale}>
      <BrandContext.Provider value={brand}>
        <SessionContext.Provider value={session}>
          <LocaleContext.Provider value={{ locale, available: ['en', 'mi-NZ'], setLocale, pending: false }}>
            <MemoryRouter>
              <Header
                config={{
                  menu: [
                    { id: 'home', to: '/' },
                    { id: 'plans', to: '/plans/prepay' },
                    { id: 'profile', to: '/profile' },
                  ],
                }}
              />
            </MemoryRouter>
          </LocaleContext.Provider>
        </SessionContext.Provider>
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
