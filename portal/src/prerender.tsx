/**
 * Server-side rendering of one guest page to HTML at build time (issue 7 "prerendered public routes").
 * `telco-portal build` bundles the app's `src/entry-prerender.tsx` (which calls this with the brand's
 * manifest and compiled catalogues) with Vite's SSR build, then renders every page of `prerenderPages`.
 * The browser hydrates the result (`mountPortal`).
 *
 * Node only: it uses react-dom/static and react-router's static handler. Not part of the browser bundle.
 */
import type { BrandManifest } from '@telco-portal/manifest';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createIntl, type MessageDescriptor } from 'react-intl';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { type Middleware, unstable_serialize } from 'swr';
import { hasBlock } from './block-registry.ts';
import { routeTableFor } from './brand.ts';
import type { Messages } from './i18n/catalogue.ts';
import {
  formattingLocale,
  type MessageLoader,
  type PreparedLocale,
  prepareLocale,
} from './i18n/LocaleProvider.tsx';
import { messages as portalMessages } from './messages.ts';
import { PortalProviders } from './PortalApp.tsx';
import { localeFromPath, type PageLocale, type PrerenderPage, prerenderPages } from './prerender-routes.ts';
import { buildRoutes } from './router.tsx';

/** Options of `prerenderPage`. */
export type PrerenderPageOptions = {
  /** The validated brand manifest (as the app receives it). */
  manifest: BrandManifest;
  /** The catalogue of each language (the app's compiled catalogues). */
  messages: MessageLoader;
  /** The page's address with its language prefix, e.g. `/mi/plans/prepay` (`PrerenderPage.url`). */
  url: string;
  /**
   * fetch for the API client: the build's in-process sandbox (`app.fetch`) or the brand's API. Relative
   * API URLs resolve against `origin`.
   */
  fetch: typeof fetch;
  /** Origin the page's API requests resolve against. Default `http://localhost`. */
  origin?: string;
};

/** A rendered page. */
export type PrerenderedPage = {
  /** The HTML of the app's root element (what goes inside `<div id="root">`). */
  html: string;
  /** `<html lang>`: the page's language. */
  locale: PageLocale;
  /** document.title as the client sets it ("{page} | {brand}"). */
  title: string;
  /**
   * SWR cache entries the page rendered with (serialised key → data), for `<script type="application/json">`;
   * the client seeds its cache with them (`mountPortal`), so it shows the same content without refetching.
   */
  data: Record<string, unknown>;
};

/** Rendering passes at most: each pass loads the API data the previous one asked for (SWR keys). */
const MAX_PASSES = 4;

/**
 * Renders the page at `url` as a first-time guest sees it (signed out, nothing stored), in the language of its
 * URL (`localeFromPath`), waiting for every lazy block. SWR does not fetch on a server, so each render
 * records the keys the page asked for (an SWR middleware), the build loads them through the blocks' own
 * fetchers (the API client over `fetch`) and renders again with them as SWR `fallback`, until a render asks
 * for nothing new. A read that fails is left out: that part prerenders in its loading state and the client
 * loads it.
 * @throws Error when the route answers with a redirect (a guarded page is not prerenderable) or rendering fails.
 */
export async function prerenderPage({
  manifest,
  messages,
  url,
  fetch,
  origin = 'http://localhost',
}: PrerenderPageOptions): Promise<PrerenderedPage> {
  const address = new URL(url, origin);
  const { locale, basename } = localeFromPath(manifest, address.pathname);
  const loaded = await prepareLocale(locale, manifest, messages);
  // The HTML carries every text the page shows: a split catalogue's whole rest is loaded first (catalogue-split.ts;
  // on the client a block of the rest waits for it while hydrating, keeping this HTML meanwhile).
  const rest = loaded.rest?.();
  const prepared: PreparedLocale = loaded.rest
    ? { locale: loaded.locale, messages: { ...loaded.messages, ...(await rest) } as Messages }
    : loaded;
  const routes = buildRoutes(manifest, routeTableFor(manifest, hasBlock));
  const handler = createStaticHandler(routes, basename ? { basename } : {});
  const context = await handler.query(new Request(address));
  if (context instanceof Response) {
    throw new Error(`telco-portal prerender: ${url} answers ${context.status}, not a page`);
  }
  // Relative API URLs (`/api/...`) resolve against the build's origin.
  const apiFetch: typeof fetch = (input, init) =>
    fetch(typeof input === 'string' && input.startsWith('/') ? new URL(input, origin).href : input, init);

  const data: Record<string, unknown> = {};
  const failed = new Set<string>();
  let html = '';
  for (let pass = 0; ; pass++) {
    const wanted = new Map<string, () => Promise<unknown>>();
    const collect: Middleware = (useSWRNext) => (key, fetcher, config) => {
      const id = unstable_serialize(key);
      if (id && fetcher && !(id in data) && !failed.has(id)) {
        const resolved = typeof key === 'function' ? key() : key;
        wanted.set(id, async () => fetcher(resolved));
      }
      return useSWRNext(key, fetcher, config);
    };
    const tree = (
      <StrictMode>
        <PortalProviders
          manifest={manifest}
          locale={prepared}
          messages={messages}
          fetch={apiFetch}
          validateApi={false}
          swrProvider={() => new Map()}
          swr={{ fallback: { ...data }, use: [collect] }}
        >
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </PortalProviders>
      </StrictMode>
    );
    // renderToString writes no streaming scripts (the CSP allows no inline script); a boundary that suspended
    // (a lazy block not loaded yet) comes out as its fallback, marked `<!--$!-->` / `<!--$?-->`.
    html = renderToString(tree);
    const suspended = html.includes('<!--$!-->') || html.includes('<!--$?-->');
    if (!suspended && wanted.size === 0) break;
    if (pass >= MAX_PASSES) {
      throw new Error(`telco-portal prerender: ${url} still loads after ${MAX_PASSES} passes`);
    }
    // Resolves every lazy chunk the page reaches (React.lazy keeps the module once loaded), then the data.
    if (suspended) await prerender(tree);
    await Promise.all(
      [...wanted].map(async ([id, load]) => {
        try {
          data[id] = await load();
        } catch {
          failed.add(id);
        }
      }),
    );
  }

  const intl = createIntl({
    locale: formattingLocale(locale),
    defaultLocale: 'en',
    messages: prepared.messages,
  });
  const match = context.matches.findLast((m) => (m.route.handle as { title?: unknown } | undefined)?.title);
  const pageTitle = (match?.route.handle as { title?: Parameters<typeof intl.formatMessage>[0] } | undefined)
    ?.title;
  const title = pageTitle
    ? intl.formatMessage(portalMessages.titleTemplate as MessageDescriptor, {
        page: intl.formatMessage(pageTitle),
        brand: manifest.name,
      })
    : manifest.name;
  return { html, locale, title, data };
}

export {
  guestState,
  localeFromPath,
  localePrefix,
  type PageLocale,
  type PrerenderPage,
  type PrerenderRoute,
  pathInLocale,
  prerenderPages,
  prerenderRoutes,
} from './prerender-routes.ts';

/** The pages `build` prerenders for a manifest: `prerenderPages` over the route table of this build's blocks. */
export function prerenderPagesOf(manifest: BrandManifest): PrerenderPage[] {
  return prerenderPages(manifest, routeTableFor(manifest, hasBlock));
}
