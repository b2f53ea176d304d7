import type { BrandManifest } from '@telco-portal/manifest';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { initialLocale, prepareLocale } from './i18n/LocaleProvider.tsx';
import { PortalProviders } from './PortalApp.tsx';
import { createPortalRouter } from './router.tsx';

export type MountOptions = {
  /** The validated brand manifest (the generator validates it and applies defaults). */
  manifest: BrandManifest;
  /** fetch for the API client; default the global fetch. */
  fetch?: typeof fetch;
};

/**
 * Renders the portal of `manifest` into `el`: picks the language (saved choice, else brand default),
 * loads its Intl polyfills and catalogue first (no flash of English for mi-NZ), then mounts the
 * providers and the browser router. Resolves with the React root (call `unmount()` to remove it).
 * @throws Error when the manifest asks for an adapter this build does not have.
 */
export async function mountPortal(el: Element, { manifest, fetch }: MountOptions): Promise<Root> {
  const locale = await prepareLocale(initialLocale(manifest), manifest);
  document.documentElement.lang = locale.locale;
  const router = createPortalRouter(manifest);
  const root = createRoot(el);
  root.render(
    <StrictMode>
      <PortalProviders manifest={manifest} locale={locale} fetch={fetch}>
        <RouterProvider router={router} />
      </PortalProviders>
    </StrictMode>,
  );
  return root;
}
