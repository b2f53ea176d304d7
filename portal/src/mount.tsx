import { preloadAccountBlocks } from '@telco-portal/blocks/registry';
import { applyShowPlansQuery, readSavedAuth } from '@telco-portal/blocks/session';
import type { BrandManifest } from '@telco-portal/manifest';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import type { SWRConfiguration } from 'swr';
import { initialLocale, type MessageLoader, prepareLocale } from './i18n/LocaleProvider.tsx';
import { loadLazyRoutes } from './lazy-routes-loader.ts';
import { PortalProviders } from './PortalApp.tsx';
import { localeFromPath, type PageLocale, pathInLocale, samePage } from './prerender-routes.ts';
import { ESHOP_PATH_PREFIX, lazyAreasOf } from './route-table.ts';
import { createPortalRouter } from './router.tsx';

export type MountOptions = {
  /** The validated brand manifest (the generator validates it and applies defaults). */
  manifest: BrandManifest;
  /**
   * The catalogue of each language. A generated app passes its catalogues precompiled to ICU ASTs (its
   * bundle has no message parser); default: the source catalogues, parsed at runtime (`sourceMessages`).
   */
  messages?: MessageLoader;
  /** fetch for the API client; default the global fetch. */
  fetch?: typeof fetch;
  /**
   * Check every API request and answer against the contract's zod schemas (default true; a generated app passes
   * `import.meta.env.DEV`). A production build passes false: the lean client trusts the API and no zod reaches the browser
   * (issue 7 "a lean render path"); the API checks requests on its side.
   */
  validateApi?: boolean;
};

/** Id of the `<script type="application/json">` of a prerendered page (the generator's prerender.ts writes it). */
export const PRERENDER_DATA_ID = 'tp-prerender';

/** What a prerendered page carries: its address, language and the SWR data it rendered (key → data). */
export type PrerenderData = { url: string; locale: PageLocale; data: Record<string, unknown> };

/** The prerendered page's data, or null (the SPA shell, a dev server, unreadable JSON). */
export function readPrerenderData(doc: Document = document): PrerenderData | null {
  const text = doc.getElementById(PRERENDER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PrerenderData>;
    return typeof value.url === 'string' && value.data && typeof value.data === 'object'
      ? (value as PrerenderData)
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether the page's HTML is exactly what this visitor's first render gives, so React can hydrate it: the
 * HTML was prerendered for this very address and language, for a guest (no saved session), without query
 * parameters (blocks read them: `?redirect=`, `?oobCode=`, `?header=false`…). Otherwise the client renders
 * over it.
 */
export function canHydrate(
  data: PrerenderData | null,
  pathname: string,
  search: string,
  locale: string,
): boolean {
  return (
    data !== null && data.url === pathname && data.locale === locale && search === '' && !readSavedAuth()
  );
}

/**
 * Renders the portal of `manifest` into `el` (SPEC §2, §5; issue 7).
 *
 * Language: the URL's (`/mi/...` is te reo Māori, the bare path the brand default; prerender-routes.ts).
 * A visitor whose saved choice (cookie) is another language and who opens an unprefixed address is sent
 * (`location.replace`) to that language's address before anything renders. Switching language loads the
 * other language's address (its prerendered HTML when there is one) and saves the choice.
 *
 * A prerendered page (`<script type="application/json" id="tp-prerender">`) is hydrated (`hydrateRoot`)
 * when `canHydrate`, with its SWR data as the cache's `fallback` (no refetch before the same content shows);
 * otherwise — the SPA shell, a signed-in visitor, a query string — the client renders (`createRoot`). A
 * `?show-plans=1|0` in the address sets or clears the stored show-plans flag before the first render.
 * The catalogue of the language loads first (no flash of English for mi-NZ); Intl data the browser lacks
 * loads where a block formats dates or numbers (i18n/intl-polyfills.ts). Resolves with the React root (call
 * `unmount()` to remove it); after a language redirect, with a root that renders nothing.
 * @throws Error when the manifest asks for an adapter this build does not have.
 */
export async function mountPortal(
  el: Element,
  { manifest, messages, fetch, validateApi }: MountOptions,
): Promise<Root> {
  const { pathname, search, hash } = window.location;
  applyShowPlansQuery(search);
  const fromUrl = localeFromPath(manifest, pathname);
  const saved = initialLocale(manifest);
  if (!fromUrl.prefixed && saved !== fromUrl.locale) {
    window.location.replace(`${pathInLocale(manifest, pathname, saved)}${search}${hash}`);
    return createRoot(document.createElement('div'));
  }
  // A saved session most likely opens a signed-in page: fetch the signed-in blocks' loaders meanwhile. An
  // account or e-shop address waits for its areas' routes before the router's first match (`lazyAreasOf`); a
  // failed load leaves it to the profile or e-shop layout, which loads them again or shows the error.
  const sessionSaved = Boolean(readSavedAuth());
  const bare = pathname.slice(fromUrl.basename.length);
  const areas = lazyAreasOf(bare);
  // Not on an e-shop page: its blocks are a group of their own (blocks' eshop-blocks.ts).
  if (sessionSaved && !bare.startsWith(ESHOP_PATH_PREFIX)) preloadAccountBlocks();
  const [locale] = await Promise.all([
    prepareLocale(fromUrl.locale, manifest, messages),
    areas.length > 0 ? loadLazyRoutes(areas).catch(() => undefined) : undefined,
  ]);
  document.documentElement.lang = locale.locale;
  const router = createPortalRouter(manifest, fromUrl.basename);
  const prerendered = readPrerenderData();
  const swr: SWRConfiguration | undefined = prerendered ? { fallback: prerendered.data } : undefined;
  // Another language is another address (its own prerendered page); the choice is saved first.
  const switchTo = (next: PageLocale): boolean => {
    const current = window.location.pathname;
    const target = pathInLocale(manifest, current, next);
    if (samePage(target, current)) return false;
    window.location.assign(`${target}${window.location.search}${window.location.hash}`);
    return true;
  };
  const app = (
    <StrictMode>
      <PortalProviders
        manifest={manifest}
        locale={locale}
        messages={messages}
        fetch={fetch}
        onSwitchLocale={switchTo}
        {...(swr ? { swr } : {})}
        {...(validateApi !== undefined ? { validateApi } : {})}
      >
        <RouterProvider router={router} />
      </PortalProviders>
    </StrictMode>
  );
  if (canHydrate(prerendered, pathname, search, locale.locale)) {
    // No Intl data is loaded first: no guest page formats a date or number (only signed-in blocks do, through
    // useIntlReady), so a te reo visitor pays for none (scripts/measure-locale-cost.ts).
    return hydrateRoot(el, app);
  }
  const root = createRoot(el);
  root.render(app);
  return root;
}
