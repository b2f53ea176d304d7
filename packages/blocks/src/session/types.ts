import type { ApiClient, AuthData } from '@telco-portal/api';
import type { Environment, GuardFeatures, GuardState } from '@telco-portal/core';
import type { RequestActivity } from './request-activity.ts';
import type { SessionAuth } from './storage.ts';

/**
 * What the session needs from the brand configuration (the portal maps the manifest onto it): the API
 * client settings (SPEC §7) and the switches of the guard chain (SPEC §2, §6).
 */
export type SessionConfig = {
  /** Service provider id for `/v2/{spid}/…` paths (manifest `spid`, SPEC §9: 2). */
  spid: number;
  /** Base URL of the provider API (manifest `adapters.api.baseUrl`, e.g. "/api"). */
  apiBaseUrl: string;
  /** Build environment (manifest `environment`). */
  environment: Environment;
  /** Feature switches, as typed by the manifest (manifest `features`). */
  features: GuardFeatures;
};

/** Session lifecycle (SPEC §4 "Sign-in" / "Start-up auto-login"). `loading` = the processing flag. */
export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

/**
 * Sign-up form data passed to the identity adapter (SPEC §5 "Sign-up", §7 register fields).
 * Names are trimmed by the caller's validation (core `signUpRules`).
 */
export type SignUpInput = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  mobileNumber?: string;
  /** Sent as NotifySpecialOffers 2 when true, else 0 (SPEC §7). */
  notifySpecialOffers?: boolean;
  /** Sent as NotifyNewsletters 2 when true, else 0 (SPEC §7). */
  notifyNewsletters?: boolean;
};

/**
 * The part of the identity port (`IdentityAdapter` of @telco-portal/adapters) the session needs.
 * Declared here so blocks does not import adapters (ARCHITECTURE: blocks -> ui, api, core);
 * every `IdentityAdapter` satisfies it structurally.
 */
export type SessionIdentity = {
  /** Resolves the provider's Auth data (JWT, JWTExpiry seconds, roles). Rejects with `ApiError`. */
  signInWithPassword(email: string, password: string): Promise<AuthData>;
  /** Creates the identity and the customer record; resolves Auth data. Rejects with `ApiError`. */
  register(input: SignUpInput): Promise<AuthData>;
  /** Ends the identity provider's session (no-op for LOCAL). Never rejects. */
  signOut(): Promise<void>;
  /**
   * Optional: exchanges a saved JWT that expires within 5 minutes for a fresh one (IdentityProvider
   * JWT_REFRESH; the session keeps no personal data, so only the token is given). Without it such a session
   * is logged out at start-up.
   */
  refresh?(auth: Pick<AuthData, 'JWT'>): Promise<AuthData>;
};

/** Value of `useSession()` — the contract of COMMON.md plus product selection helpers. */
export type Session = {
  status: SessionStatus;
  /** Token and ids of the signed-in identity — no personal data (fetch the customer record for that). */
  auth: SessionAuth | null;
  /** Customer ids taken from Auth data roles (SPEC §3 "roles"), de-duplicated, in role order. */
  customerUUIDs: string[];
  currentCustomerUUID: string | null;
  /** Binds the current account (must be one of `customerUUIDs`), persisted per browser session. */
  selectCustomer(uuid: string): void;
  /**
   * SPEC §4 sign-in. Any failure signs the user out and rethrows the error (an `ApiError` from the
   * api/identity layer) so the form shows the SPEC §8 message.
   */
  signIn(email: string, password: string): Promise<void>;
  /** Registers then signs in like `signIn`; failures sign out and rethrow. */
  signUp(input: SignUpInput): Promise<void>;
  /** SPEC §4 complete logout: clears account, product, carts, SWR cache, our saved values; never rejects. */
  signOut(): Promise<void>;
  api: ApiClient;
  /** Guard snapshot of the current account (SPEC §2); `null` while loading. */
  guardState: GuardState | null;
  /**
   * The brand's switches (SessionConfig `features`), known from the first render — unlike `guardState.features`,
   * null while a signed-in session's reads load (the cart version is read before the first cart read).
   */
  features: GuardFeatures;
  /**
   * Fields of `guardState` whose read failed, with the error (their value in `guardState` is a placeholder
   * no guard may act on). Empty when every read answered. See `useGuardData`.
   */
  guardReadErrors: Readonly<Partial<Record<keyof GuardState, unknown>>>;
  /** Reads the failed guard records again. */
  retryGuardReads(): Promise<void>;
  /** True while `retryGuardReads` runs. */
  guardReadsRetrying: boolean;
  /** Current mobile product of the current account (SPEC §4 default selection), or null. */
  currentProductUUID: string | null;
  /** Selects the current mobile product; persisted for the browser session per account. */
  selectProduct(uuid: string | null): void;
  /** Requests under way (for "Still working…" and Cancel); `cancelAll()` aborts them. */
  requests: RequestActivity;
  /** Sends an analytics event (the portal's analytics adapter); absent where no portal listens (tests). */
  track?: (event: import('./SessionProvider.tsx').SessionEvent) => void;
  /**
   * True after a 401 signed the customer out (SPEC §8 "401 logs the user out"): the sign-in page says
   * "Your session ended, sign in again." False again after the next sign-in.
   */
  sessionEnded: boolean;
};
