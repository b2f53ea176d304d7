import Footer from '@telco-portal/blocks/blocks/footer/Footer.tsx';
import Header from '@telco-portal/blocks/blocks/header/Header.tsx';
import { RestTextContext, useBrand, useShowPlansFlag } from '@telco-portal/blocks/session';
import { AnnouncerProvider, SkipLink, useAnnounce } from '@telco-portal/ui';
import { type ComponentType, lazy, Suspense, useContext, useEffect, useMemo, useRef } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Outlet, useLocation, useMatches, useSearchParams } from 'react-router';
import { useAnalytics } from '../analytics.ts';
import { findPortalBlock } from '../block-registry.ts';
import { messages } from '../messages.ts';
import { usePortal } from '../portal-context.ts';

/** Offline banner + slow-request notice, in their own chunk (the first-loaded bundle does not grow). */
const NetworkStatus = lazy(() => import('./NetworkStatus.tsx'));

/**
 * The header's account switcher (issue 9) ships in the select-account block's chunk and is loaded through
 * the block registry, so the home route gets no chunk or chunk list of its own for it (its JS does not grow).
 * Only identities with several accounts render it.
 */
const AccountSwitcher = lazy(() =>
  // select-account is one of the registry's own blocks (route-table.test serves /select-account).
  findPortalBlock('select-account')!
    .load()
    .then((module) => ({
      default: (module as unknown as { AccountSwitcher: ComponentType }).AccountSwitcher,
    })),
);

export type RouteHandle = { title?: MessageDescriptor };

/**
 * After each client-side navigation (not the first load): the new title is announced and focus moves to
 * the new page's h1 (`focusNewPage`, route-focus.ts, loaded on the first navigation so the first page load
 * does not carry it). Focus is captured where the navigation left it, before the module loads. `title` is null
 * while the page's title is still loading (a lazily loaded route's, `useTitleAndPageView`): the announcement
 * waits for it, once per navigation.
 */
function useRouteFocus(mainRef: React.RefObject<HTMLElement | null>, title: string | null) {
  const { pathname } = useLocation();
  const announce = useAnnounce();
  const first = useRef<string | null>(pathname);
  const handled = useRef<string | null>(null);
  const titleRef = useRef(title);
  titleRef.current = title;
  const ready = title !== null;
  useEffect(() => {
    if (first.current === pathname) return;
    first.current = null;
    const main = mainRef.current;
    if (!main || !ready || handled.current === pathname) return;
    handled.current = pathname;
    const left = document.activeElement;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./route-focus.ts').then(({ focusNewPage }) => {
      if (!cancelled) stop = focusNewPage(main, left, titleRef.current ?? '', announce);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [pathname, ready, mainRef, announce]);
}

/**
 * document.title of the deepest matched route, localised ("{page} | {brand}"), then a page_view. The title of a
 * lazily loaded route (account and e-shop) ships in its block's part of the catalogue's rest (catalogue-split.ts
 * `AREA_ROUTE_TITLE_PREFIX`): while that loads, document.title stays as it was and the page_view waits for the
 * title.
 * Returns the title, or null while it loads.
 */
function useTitleAndPageView(): string | null {
  const intl = useIntl();
  const brand = useBrand();
  const matches = useMatches();
  const location = useLocation();
  const analytics = useAnalytics();
  const title = matches.findLast((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;
  // Not in the messages yet: a lazily loaded route's title, which arrives with its block's text (BlockView loads
  // it). The loader's context changes when a load is merged: this renders again then.
  useContext(RestTextContext);
  const loading = !!title?.title?.id && !Object.hasOwn(intl.messages, title.title.id);
  const page = title?.title && !loading ? intl.formatMessage(title.title) : null;
  const text = loading
    ? null
    : page
      ? intl.formatMessage(messages.titleTemplate as MessageDescriptor, { page, brand: brand.name })
      : brand.name;
  useEffect(() => {
    if (text !== null) document.title = text;
  }, [text]);
  const path = `${location.pathname}${location.search}`;
  // One page_view per navigation, not per language switch (document.title is read, not a dependency), once the
  // title is in.
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (loading || tracked.current === path) return;
    tracked.current = path;
    analytics.track({ name: 'page_view', path, title: document.title });
  }, [path, analytics, loading]);
  return text;
}

/**
 * Public layout (SPEC §2): skip link, header (hidden with `?header=false`; its main menu built from the
 * route table and the switches, for this visitor), the offline banner and the slow-request notice
 * ("Still working…" + Cancel; issue 8), the main landmark (`#main-content`, the skip link
 * target) and the footer (manifest `footer`). The brand's layout family is on the root as `data-layout`.
 * It holds the page's live regions (`AnnouncerProvider`: `useAnnounce()` in any block below) and moves
 * focus to the new page's `h1` and announces its title after each client-side navigation
 * (`useRouteFocus`, issue 9).
 */
export function PublicLayout() {
  return (
    <AnnouncerProvider>
      <PublicLayoutBody />
    </AnnouncerProvider>
  );
}

function PublicLayoutBody() {
  const { manifest, table } = usePortal();
  const intl = useIntl();
  const [search] = useSearchParams();
  const showHeader = search.get('header') !== 'false';
  const showPlansStored = useShowPlansFlag();
  const menu = useMemo(() => table.menu({ showPlansStored }), [table, showPlansStored]);
  const title = useTitleAndPageView();
  const mainRef = useRef<HTMLElement>(null);
  useRouteFocus(mainRef, title);

  return (
    <div
      data-layout={manifest.theme.layout}
      className="flex min-h-dvh flex-col bg-background text-foreground"
    >
      <SkipLink>{intl.formatMessage(messages.skipLink)}</SkipLink>
      {showHeader ? <Header menu={menu} accountSwitcher={AccountSwitcher} /> : null}
      <Suspense fallback={null}>
        <NetworkStatus />
      </Suspense>
      {/* At least a screen tall: the footer starts below the fold, so a lazy block or late data landing
          in the page can never push it around the visible screen (issue 7: zero layout shift). */}
      <main ref={mainRef} id="main-content" tabIndex={-1} className="flex min-h-dvh flex-1 flex-col">
        <Outlet />
      </main>
      <Footer config={manifest.footer} />
    </div>
  );
}
