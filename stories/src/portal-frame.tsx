import { clearSavedValues, type Locale, useSession } from '@telco-portal/blocks/session';
import type { BrandManifest } from '@telco-portal/manifest/schema';
// Every route, the account area's too (a generated app loads those with the account area).
import '@telco-portal/portal/all-routes';
import { PortalProviders, type PreparedLocale, preloadIntl, prepareLocale } from '@telco-portal/portal';
import { DEMO_PASSWORD } from '@telco-portal/sandbox';
import { createThemeCss } from '@telco-portal/ui';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SWRConfig } from 'swr';

import { brandFor, brandLogo } from './brands.ts';
import { frameFetch } from './frame-fetch.ts';
import storiesEn from './i18n/en.json';
import storiesMi from './i18n/mi-NZ.json';
import { resetSandbox, type StoryFault, setStoryBrand } from './sandbox.ts';
import { Text } from './text.tsx';

/** The demo accounts of the sandbox seed (password `Harbour-demo-1`). */
export type DemoAccount =
  | 'prepay@harbour.test'
  | 'postpay@harbour.test'
  | 'payg@harbour.test'
  | 'multi@harbour.test'
  | 'suspended@harbour.test'
  | 'unverified@harbour.test'
  | 'nocard@harbour.test'
  /** Reflow: a 71-character address and very long names, e-mail not verified. */
  | 'wharerangi.teaomarama.kaitiakiongawhanau@longaddress.harbourmobile.test';

/**
 * `parameters.sandbox` of a story that talks to the API. Its presence starts the in-browser sandbox.
 * - `account`: signed in through the real SessionProvider before the block renders;
 * - `customer`: index of the account to bind when the identity has several (multi@);
 * - `faults`: sandbox fault injection for this story (loading, error, empty states).
 */
export type SandboxParameters = { account?: DemoAccount; customer?: number; faults?: StoryFault[] };

/** `parameters.route`: the URL the block is rendered at, and its route pattern (default: the path). */
export type RouteParameters = { path: string; pattern?: string };

/** The locale to render: the toolbar's choice when the brand offers it, else the brand default. */
export function storyLocale(brand: BrandManifest, requested: unknown): Locale {
  const available = brand.languages.available as Locale[];
  if (available.includes(requested as Locale)) return requested as Locale;
  return (brand.languages.default as Locale) ?? 'en';
}

/**
 * Global loader: a clean browser session (no saved auth from the previous story), the sandbox with this
 * story's faults when the story uses it, and the locale prepared as the portal does it (core + blocks +
 * portal + brand copy catalogues) with its Intl data loaded up front (mi-NZ where Chromium lacks it),
 * plus the primitive stories' demo text.
 */
export async function loadStoryContext({
  globals,
  parameters,
}: {
  globals: Record<string, unknown>;
  parameters: Record<string, unknown>;
}): Promise<{ locale: PreparedLocale }> {
  clearSavedValues();
  const sandbox = parameters.sandbox as SandboxParameters | undefined;
  const brand = brandFor(globals.brand);
  setStoryBrand(brand.id);
  // Storybook runs a story's loaders side by side with this one: a story loader that writes to the sandbox
  // (a cart, an address) waits for this reset first (`storySandboxReady`).
  sandboxReady = sandbox ? resetSandbox(sandbox.faults).then(() => undefined) : Promise.resolve();
  await sandboxReady;
  const locale = storyLocale(brand, globals.locale);
  // The portal loads te reo Intl data where a block first formats (useIntlReady); stories load it up front
  // so a story and its screenshot never depend on how fast that chunk arrives.
  const [prepared] = await Promise.all([prepareLocale(locale, brand), preloadIntl(locale)]);
  const demo = prepared.locale === 'mi-NZ' ? { ...storiesEn, ...storiesMi } : storiesEn;
  return { locale: { locale: prepared.locale, messages: { ...demo, ...prepared.messages } } };
}

let sandboxReady: Promise<void> = Promise.resolve();

/**
 * Resolves once this story's sandbox is reset (the global loader, `loadStoryContext`). Storybook starts every
 * loader of a story at once, the global one first: a story's own loader that writes to the sandbox awaits this,
 * or the reset may wipe what it wrote — or, written before the reset of the next story began, leak into it.
 */
export function storySandboxReady(): Promise<void> {
  return sandboxReady;
}

/** Shown when a block navigates away (e.g. after signing in), instead of rendering nothing. */
function Navigated() {
  const location = useLocation();
  return (
    <p data-testid="navigated" className="p-6 text-sm text-muted-foreground">
      <Text id="stories.navigated" values={{ path: `${location.pathname}${location.search}` }} />
    </p>
  );
}

/** The block at its route; anywhere else it navigates to, a note saying where it went. */
function StoryRoutes({ pattern, children }: { pattern: string; children: ReactNode }) {
  return (
    <Routes>
      <Route path={pattern} element={children} />
      <Route path="*" element={<Navigated />} />
    </Routes>
  );
}

/** Signs the demo account in through the session's own `signIn`, then renders the block. */
function SignedIn({
  account,
  customer,
  children,
}: {
  account: DemoAccount;
  customer?: number;
  children: ReactNode;
}) {
  const session = useSession();
  const [failure, setFailure] = useState<unknown>(null);
  const started = useRef(false);
  useEffect(() => {
    if (session.status !== 'signedOut' || started.current) return;
    started.current = true;
    session.signIn(account, DEMO_PASSWORD).catch(setFailure);
  }, [session, account]);
  // A story whose session leaves `signedIn` renders nothing from then on (the root goes empty): say so, with the
  // new status, so the suite's failure report (tests/storybook.ts watchPage prints console errors) names it.
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (session.status === 'signedIn') wasSignedIn.current = true;
    else if (wasSignedIn.current) {
      console.error(`story session: ${account} left signedIn, now ${session.status}`);
    }
  }, [session.status, account]);
  const wanted = customer === undefined ? null : (session.customerUUIDs[customer] ?? null);
  useEffect(() => {
    if (session.status === 'signedIn' && wanted && session.currentCustomerUUID !== wanted) {
      session.selectCustomer(wanted);
    }
  }, [session, wanted]);
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  if (session.status !== 'signedIn') return null;
  if (wanted && session.currentCustomerUUID !== wanted) return null;
  // `display: contents`: no box of its own; marks the moment the block renders for `settled()`.
  return (
    <div data-story-session="ready" className="contents">
      {children}
    </div>
  );
}

export type PortalFrameProps = {
  brand: BrandManifest;
  locale: PreparedLocale;
  /** 'light' | 'dark' for brands with `colorScheme: "both"`; ignored otherwise. */
  scheme?: string;
  sandbox?: SandboxParameters;
  route?: RouteParameters;
  children: ReactNode;
};

/**
 * What the generated portal puts around a block: the brand's theme CSS (createThemeCss of the manifest),
 * the runtime's providers (intl + language switch, SWR, session + brand, error modal) and a router.
 */
/** The client still retries (3 tries, as in a portal), without waiting between tries. */
const STORY_RETRY = { baseDelayMs: 0 } as const;

export function PortalFrame({ brand, locale, scheme, sandbox, route, children }: PortalFrameProps) {
  const [swrProvider] = useState(() => () => new Map());
  // This frame's API answers only while it is mounted: a late 401 from it must not sign the next story out.
  const [frame] = useState(() => frameFetch());
  useEffect(() => {
    frame.setMounted(true);
    return () => frame.setMounted(false);
  }, [frame]);
  // The theme engine checks every pair in every scheme (tens of ms): once per brand, not per render.
  const themeCss = useMemo(() => createThemeCss(brand.theme), [brand]);
  // Storybook serves each brand's logos from its brand folder, not at the site root.
  const brandOverrides = useMemo(
    () => ({ logoSrc: brandLogo(brand) ?? '', logoDarkSrc: brandLogo(brand, true) ?? null }),
    [brand],
  );
  useEffect(() => {
    const root = document.documentElement;
    if (brand.theme.colorScheme === 'both' && (scheme === 'light' || scheme === 'dark')) {
      root.dataset.theme = scheme;
    } else {
      delete root.dataset.theme;
    }
  }, [brand, scheme]);
  const path = route?.path ?? '/';
  const pattern = route?.pattern ?? path.split('?')[0] ?? '/';
  return (
    <>
      <style data-brand={brand.id}>{themeCss}</style>
      {/* No backoff wait between the client's retries: during a random 0–600 ms wait no request is
          pending, so `settled()` could take the loading state for the result (a flaky screenshot). */}
      <PortalProviders
        manifest={brand}
        locale={locale}
        swrProvider={swrProvider}
        brand={brandOverrides}
        retry={STORY_RETRY}
        fetch={frame.fetch}
      >
        {/* No automatic retries: a story shows the state after a failure at once, not 5–15 s later. */}
        <SWRConfig value={{ shouldRetryOnError: false }}>
          <MemoryRouter initialEntries={[path]}>
            {sandbox?.account ? (
              <SignedIn
                account={sandbox.account}
                {...(sandbox.customer === undefined ? {} : { customer: sandbox.customer })}
              >
                <StoryRoutes pattern={pattern}>{children}</StoryRoutes>
              </SignedIn>
            ) : (
              <StoryRoutes pattern={pattern}>{children}</StoryRoutes>
            )}
          </MemoryRouter>
        </SWRConfig>
      </PortalProviders>
    </>
  );
}

export { brandFor };
