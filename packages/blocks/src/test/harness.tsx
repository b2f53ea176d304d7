/**
 * Test harness of the blocks (not exported from the package): a real sandbox (in-memory PGlite) behind a
 * real api client, a Session value for `SessionContext`, a brand (`BrandContext`) and route links
 * (`RouteLinksContext`) standing in for the portal's, react-intl with the en / mi-NZ catalogues (blocks +
 * core), SWR with a fresh cache and a MemoryRouter.
 */
import { type ApiClient, type AuthData, createApiClient, memoryTokenStore } from '@telco-portal/api';
import { createSandbox, DEMO_PASSWORD, type Sandbox } from '@telco-portal/sandbox';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SWRConfig } from 'swr';

import {
  BrandContext,
  type BrandInfo,
  createRequestActivity,
  type LinkTarget,
  RouteLinksContext,
  type Session,
  SessionContext,
  toSessionAuth,
} from '../session/index.ts';
import { catalogues, onIntlError } from './catalogues.ts';
import { TEST_BRAND, TEST_FEATURES, testLinks } from './fixtures.ts';

export { catalogues, onIntlError } from './catalogues.ts';
export {
  guestShopperGuardState,
  TEST_BRAND,
  TEST_FEATURES,
  TEST_ROUTES,
  TEST_SESSION_CONFIG,
  testLinks,
} from './fixtures.ts';

/**
 * The endpoint name of an `api.call` argument, for tests that intercept calls: blocks call by route object
 * (`@telco-portal/api/routes`), which carries its name; by-name calls pass the string.
 */
export function endpointName(endpoint: unknown): string {
  return typeof endpoint === 'string' ? endpoint : (endpoint as { name: string }).name;
}

/** A fresh in-memory sandbox (fast bcrypt for new passwords). Close it in afterAll. */
export function startSandbox(): Promise<Sandbox> {
  return createSandbox({ hashCost: 'test' });
}

/** A real api client whose fetch goes to the sandbox's Hono app. */
export function sandboxApi(sandbox: Sandbox): ApiClient {
  return createApiClient({
    spid: 2,
    tokenStore: memoryTokenStore(),
    fetch: (input, init) => sandbox.fetch(new Request(new URL(String(input), 'http://portal.test'), init)),
  });
}

/** A Session value over `api`; signed out unless `auth` is given. Override any member. */
export function makeSession(
  api: ApiClient,
  auth: AuthData | null,
  overrides: Partial<Session> = {},
): Session {
  const customerUUIDs = auth ? [...new Set(auth.roles.map((r) => r.CustomerUUID))] : [];
  return {
    status: auth ? 'signedIn' : 'signedOut',
    auth: auth ? toSessionAuth(auth) : null,
    customerUUIDs,
    currentCustomerUUID: customerUUIDs[0] ?? null,
    selectCustomer: () => {},
    signIn: async (email, password) => {
      await api.auth.signIn({ email, password });
    },
    signUp: async (input) => {
      await api.auth.register(input);
    },
    signOut: async () => {},
    api,
    guardState: null,
    features: overrides.guardState?.features ?? TEST_FEATURES,
    guardReadErrors: {},
    retryGuardReads: async () => {},
    guardReadsRetrying: false,
    requests: createRequestActivity(),
    sessionEnded: false,
    currentProductUUID: null,
    selectProduct: () => {},
    ...overrides,
  };
}

/** Signs a demo account in (password `Harbour-demo-1`) and returns its session. */
export async function demoSession(
  api: ApiClient,
  email: string,
  overrides: Partial<Session> = {},
): Promise<Session> {
  const auth = await api.auth.signIn({ email, password: DEMO_PASSWORD });
  return makeSession(api, auth, overrides);
}

/**
 * payg@ signed in, paid for by postpay@ through the billing route "Sophie's phone" (SPEC §3, §5), with the brand's
 * billing routing `routing` on or off: routes pay, and are listed, only while it is on.
 */
export function paygRoutingSession(api: ApiClient, routing: boolean): Promise<Session> {
  return demoSession(api, 'payg@harbour.test', {
    guardState: {
      signedIn: true,
      hasAccount: true,
      emailVerified: true,
      suspended: false,
      hasPaymentCards: true,
      hasParentBillingRoutes: true,
      hasAddons: true,
      accountTypeActivated: true,
      accountType: 'payg',
      environment: 'development',
      features: { ...TEST_FEATURES, billingRouting: routing },
      showPlansStored: false,
    },
  });
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** What payg@'s billing route "Sophie's phone" (paid by postpay@, SPEC §5) has left to spend, in cents. */
export async function sophiesRouteLeft(sandbox: Sandbox): Promise<number> {
  const { rows } = await sandbox.db.query<{ remaining_spend_limit: number }>(
    `SELECT remaining_spend_limit FROM billing_routes WHERE name = 'Sophie''s phone' ORDER BY created_at_nanos LIMIT 1`,
  );
  return rows[0]!.remaining_spend_limit;
}

/** How many customers the helpers below have registered: the next one's e-mail number. */
let registered = 0;

/**
 * A freshly registered customer of `sandbox` (`<prefix><n>@example.test`, no cards, its e-mail NOT verified — the
 * verification link waits in the mailbox), with its API client, sign-in answer and e-mail.
 */
export async function registeredCustomer(sandbox: Sandbox, prefix: string) {
  registered += 1;
  const api = sandboxApi(sandbox);
  const email = `${prefix}${registered}@example.test`;
  const auth = await api.auth.register({
    email,
    password: 'Kia-ora-koutou-1',
    firstName: 'Mere',
    lastName: 'Parata',
  });
  return { api, auth, email, customer: auth.roles[0]!.CustomerUUID };
}

/**
 * A freshly registered customer (`registeredCustomer`), its e-mail verified from the mailbox link (the API refuses
 * cards for an unverified account, SPEC §2 guard chain), with its API client and session.
 */
export async function verifiedCustomer(
  sandbox: Sandbox,
  prefix: string,
): Promise<{ api: ApiClient; session: Session; customer: string }> {
  const { api, auth, email, customer } = await registeredCustomer(sandbox, prefix);
  const [mail] = await sandbox.readMailbox(email);
  await api.customer.confirmEmail({
    customerUUID: customer,
    secret: new URL(mail!.link!).searchParams.get('secret')!,
  });
  return { api, session: makeSession(api, auth), customer };
}

/**
 * Renders `element` at `path` (route pattern `route`, default `path` without its query) inside the
 * providers. The current location is shown in `data-testid="location"`.
 */
export function renderBlock(
  element: ReactElement,
  options: {
    session: Session;
    path?: string;
    route?: string;
    locale?: 'en' | 'mi-NZ';
    brand?: Partial<BrandInfo>;
    links?: Partial<Record<LinkTarget, string | null>>;
  },
) {
  const path = options.path ?? '/';
  const route = options.route ?? path.split('?')[0] ?? '/';
  const locale = options.locale ?? 'en';
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <IntlProvider locale={locale} defaultLocale="en" messages={catalogues[locale]} onError={onIntlError}>
        <SessionContext.Provider value={options.session}>
          <BrandContext.Provider value={{ ...TEST_BRAND, ...options.brand }}>
            <RouteLinksContext.Provider value={testLinks(options.links)}>
              <MemoryRouter initialEntries={[path]}>
                <Routes>
                  <Route path={route} element={element} />
                  <Route path="*" element={null} />
                </Routes>
                <LocationProbe />
              </MemoryRouter>
            </RouteLinksContext.Provider>
          </BrandContext.Provider>
        </SessionContext.Provider>
      </IntlProvider>
    </SWRConfig>,
  );
}
