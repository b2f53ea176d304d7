import { applyShowPlansQuery } from '@telco-portal/blocks/session';
import type { BrandManifest } from '@telco-portal/manifest';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { initialLocale, type MessageLoader, prepareLocale } from './i18n/LocaleProvider.tsx';
import { PortalProviders } from './PortalApp.tsx';
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

/**
 * Renders the portal of `manifest` into `el`: picks the language (saved choice, else brand default),
 * loads its catalogue first (no flash of English for mi-NZ; Intl data the browser lacks loads where a
 * block formats dates or numbers, see i18n/intl-polyfills.ts), then mounts the providers and the
 * browser router. A `?show-plans=1|0` in the address sets or clears the stored show-plans flag before
 * the first render (so the plans page's guard already sees it). Resolves with the React root (call
 * `unmount()` to remove it).
 * @throws Error when the manifest asks for an adapter this build does not have.
 */
export async function mountPortal(
  el: Element,
  { manifest, messages, fetch, validateApi }: MountOptions,
): Promise<Root> {
  applyShowPlansQuery(window.location.search);
  const locale = await prepareLocale(initialLocale(manifest), manifest, messages);
  document.documentElement.lang = locale.locale;
  const router = createPortalRouter(manifest);
  const root = createRoot(el);
  root.render(
    <StrictMode>
      <PortalProviders
        manifest={manifest}
        locale={locale}
        messages={messages}
        fetch={fetch}
        {...(validateApi !== undefined ? { validateApi } : {})}
      >
        <RouterProvider router={router} />
      </PortalProviders>
    </StrictMode>,
  );
  return root;
}
