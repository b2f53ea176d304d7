import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BrandInfo } from '../../session/brand.ts';
import { BrandContext } from '../../session/contexts.ts';
import { type LinkTarget, RouteLinksContext } from '../../session/links.ts';
import { catalogues, onIntlError } from '../../test/catalogues.ts';
import { TEST_BRAND, testLinks } from '../../test/fixtures.ts';
import { formatCopyright } from './config.ts';
import Footer from './Footer.tsx';

afterEach(() => {
  vi.useRealTimers();
});

function renderFooter(
  copyright: string,
  options: { brand?: Partial<BrandInfo>; links?: Partial<Record<LinkTarget, string | null>> } = {},
) {
  render(
    <IntlProvider locale="en" messages={catalogues.en} onError={onIntlError}>
      <BrandContext.Provider value={{ ...TEST_BRAND, ...options.brand }}>
        <RouteLinksContext.Provider value={testLinks(options.links)}>
          <MemoryRouter>
            <Footer config={{ copyright }} />
          </MemoryRouter>
        </RouteLinksContext.Provider>
      </BrandContext.Provider>
    </IntlProvider>,
  );
}

describe('given a copyright with a {year} placeholder (SPEC §9)', () => {
  it('replaces it with the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-04T10:00:00Z'));
    renderFooter('© {year} Harbour Mobile');
    expect(screen.getByText('© 2031 Harbour Mobile')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('formats every placeholder and leaves other text alone', () => {
    expect(formatCopyright('{year}–{year} Kiwi', new Date('2027-01-01T00:00:00'))).toBe('2027–2027 Kiwi');
    expect(formatCopyright('Kiwi Ltd', new Date('2027-01-01T00:00:00'))).toBe('Kiwi Ltd');
  });
});

describe('given the legal routes the portal registered', () => {
  it('links terms and privacy inside a labelled navigation', () => {
    renderFooter('© {year} X');
    const nav = screen.getByRole('navigation', { name: 'Legal' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Terms and conditions' }));
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
  });

  it('shows no links when none exist', () => {
    renderFooter('© {year} X', { links: { terms: null, privacy: null } });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('given an outer About link (manifest outerAboutLink, SPEC §2)', () => {
  it('links to it', () => {
    renderFooter('© {year} X', { brand: { aboutUrl: 'https://harbour.example/about' } });
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute(
      'href',
      'https://harbour.example/about',
    );
  });

  it('has no About link without one', () => {
    renderFooter('© {year} X');
    expect(screen.queryByRole('link', { name: 'About us' })).not.toBeInTheDocument();
  });
});
