import Footer from '@telco-portal/blocks/blocks/footer/Footer.tsx';
import Header from '@telco-portal/blocks/blocks/header/Header.tsx';
import { useBrand } from '@telco-portal/blocks/session';
import { SkipLink } from '@telco-portal/ui';
import { useEffect, useMemo } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Outlet, useLocation, useMatches, useSearchParams } from 'react-router';
import { useAnalytics } from '../analytics.ts';
import { messages } from '../messages.ts';
import type { RouteTable } from '../route-table.ts';

export type RouteHandle = { title?: MessageDescriptor };

/** document.title of the deepest matched route, localised ("{page} | {brand}"), then a page_view. */
function useTitleAndPageView() {
  const intl = useIntl();
  const brand = useBrand();
  const matches = useMatches();
  const location = useLocation();
  const analytics = useAnalytics();
  const title = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;
  const page = title?.title ? intl.formatMessage(title.title) : null;
  const text = page
    ? intl.formatMessage(messages.titleTemplate as MessageDescriptor, { page, brand: brand.name })
    : brand.name;
  useEffect(() => {
    document.title = text;
  }, [text]);
  const path = `${location.pathname}${location.search}`;
  // One page_view per navigation, not per language switch (document.title is read, not a dependency).
  useEffect(() => {
    analytics.track({ name: 'page_view', path, title: document.title });
  }, [path, analytics]);
}

/**
 * Public layout (SPEC §2): skip link, header (hidden with `?header=false`), the main landmark
 * (`#main-content`, the skip link target) and the footer.
 */
export function PublicLayout({ table }: { table: RouteTable }) {
  const brand = useBrand();
  const intl = useIntl();
  const [search] = useSearchParams();
  const showHeader = search.get('header') !== 'false';
  useTitleAndPageView();

  const headerConfig = useMemo(
    () => ({
      menu: [
        ...(table.has('home') ? [{ id: 'home' as const, to: '/' }] : []),
        ...(table.has('plans')
          ? [{ id: 'plans' as const, to: `/plans/${brand.home?.plansType ?? 'prepay'}` }]
          : []),
        ...(table.profileHome ? [{ id: 'profile' as const, to: '/profile' }] : []),
      ],
      signInPath: table.has('sign-in') ? '/sign-in' : null,
      signUpPath: table.has('sign-up') ? '/sign-up' : null,
      accountPath: table.profileHome ? '/profile' : null,
      // The generator serves theme.logoDark at /logo-dark.<ext>, read only for brands with a dark scheme.
      logoDarkSrc:
        brand.theme.colorScheme !== 'light' && brand.theme.logoDark
          ? `/logo-dark${brand.theme.logoDark.slice(brand.theme.logoDark.lastIndexOf('.')).toLowerCase()}`
          : null,
    }),
    [table, brand],
  );
  const footerConfig = useMemo(
    () => ({
      copyright: brand.footer.copyright,
      termsPath: table.has('terms') ? '/terms' : null,
      privacyPath: table.has('privacy') ? '/privacy' : null,
    }),
    [table, brand],
  );

  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <SkipLink>{intl.formatMessage(messages.skipLink)}</SkipLink>
      {showHeader ? <Header config={headerConfig} /> : null}
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <Footer config={footerConfig} />
    </div>
  );
}
