import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCopyright } from './config.ts';
import Footer from './Footer.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('given a copyright with a {year} placeholder (SPEC §9)', () => {
  it('replaces it with the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-04T10:00:00Z'));
    render(
      <IntlProvider locale="en">
        <MemoryRouter>
          <Footer
            config={{ copyright: '© {year} Harbour Mobile', termsPath: '/terms', privacyPath: '/privacy' }}
          />
        </MemoryRouter>
      </IntlProvider>,
    );
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
    render(
      <IntlProvider locale="en">
        <MemoryRouter>
          <Footer config={{ copyright: '© {year} X', termsPath: '/terms', privacyPath: '/privacy' }} />
        </MemoryRouter>
      </IntlProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Legal' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Terms and conditions' }));
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
  });

  it('shows no links when none exist', () => {
    render(
      <IntlProvider locale="en">
        <MemoryRouter>
          <Footer config={{ copyright: '© {year} X' }} />
        </MemoryRouter>
      </IntlProvider>,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
