/** Row -> wire mappers shared by the routes (SPEC §3 field names; nanos as decimal strings). */
import type { Transaction } from '@electric-sql/pglite';
import type {
  AuthData,
  CatalogEntry,
  Customer,
  MobileProduct,
  PriceRecord,
  ProductAddon,
  ProductType,
  UsageEntry,
} from '@telco-portal/api';
import type { TokenService } from './auth.ts';
import type { SandboxDb } from './db/worker-db.ts';
import { MESSAGES, SandboxError } from './errors.ts';
import { daysToNanos } from './time.ts';

type Db = SandboxDb | Transaction;

export const BALANCE_KEYS = ['Data', 'Mins', 'IDDMins', 'TXTs', 'IDDTXTs', 'PXTs'] as const;
export type BalanceKey = (typeof BALANCE_KEYS)[number];

// --- customers --------------------------------------------------------------------------------------

const CUSTOMER_COLUMNS = `uuid, spid, first_name, last_name, email, mobile_number, external_ref5, email_verified,
  account_state, created_at_nanos::text AS created, balance_cents, billing_cycle_days, billing_anchor_nanos::text AS anchor`;

export interface CustomerRow {
  uuid: string;
  spid: number;
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string;
  external_ref5: string;
  email_verified: boolean;
  account_state: 'Active' | 'Suspended';
  created: string;
  balance_cents: number;
  billing_cycle_days: number;
  anchor: string;
}

/** @throws SandboxError 404 when the customer does not exist. */
export async function loadCustomer(db: Db, uuid: string): Promise<CustomerRow> {
  const { rows } = await db.query<CustomerRow>(`SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE uuid = $1`, [
    uuid,
  ]);
  if (!rows[0]) throw new SandboxError(404, 'not_found', 'customer not found');
  return rows[0];
}

export function customerToWire(row: CustomerRow): Customer {
  return {
    UUID: row.uuid,
    SPID: row.spid,
    FirstName: row.first_name,
    LastName: row.last_name,
    Email: row.email,
    MobileNumber: row.mobile_number,
    ExternalRef5: row.external_ref5,
    EmailVerified: row.email_verified,
    AccountState: row.account_state,
    CreatedAtNanos: row.created,
  };
}

// --- auth data ----------------------------------------------------------------------------------------

export interface IdentityRow {
  uuid: string;
  spid: number;
  provider: 'LOCAL' | 'FIREBASE' | 'FACEBOOK' | 'APPLE' | 'GOOGLE';
  auth_id: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string;
  token_version: number;
  disabled: boolean;
}

export const IDENTITY_COLUMNS =
  'uuid, spid, provider, auth_id, password_hash, first_name, last_name, email, mobile_number, token_version, disabled_at_nanos IS NOT NULL AS disabled';

/**
 * Auth data (SPEC §3) with a freshly issued JWT (the identity's current token version) and its roles.
 * `authTime`: sign-in time of the session being refreshed (absolute lifetime); omitted for a new sign-in.
 */
export async function authDataFor(
  db: Db,
  tokens: TokenService,
  identity: IdentityRow,
  authTime?: number,
): Promise<AuthData> {
  const roles = await db.query<{ customer_uuid: string; role: string }>(
    'SELECT customer_uuid, role FROM identity_customers WHERE identity_uuid = $1 ORDER BY position, customer_uuid',
    [identity.uuid],
  );
  const token = await tokens.issue(
    { uuid: identity.uuid, spid: identity.spid, tokenVersion: identity.token_version },
    authTime,
  );
  return {
    JWT: token.jwt,
    JWTExpiry: token.expiry,
    UUID: identity.uuid,
    SPID: identity.spid,
    FirstName: identity.first_name,
    LastName: identity.last_name,
    Email: identity.email,
    MobileNumber: identity.mobile_number,
    IdentityProvider: identity.provider,
    AuthID: identity.auth_id,
    roles: roles.rows.map((r) => ({ CustomerUUID: r.customer_uuid, Role: r.role })),
  };
}

// --- catalogue -------------------------------------------------------------------------------------------

interface EntryRow {
  uuid: string;
  name: string;
  product_type: ProductType;
  created: string;
  characteristics: Record<string, string>;
  availabilities: Array<{
    uuid: string;
    available: boolean;
    priority: number;
    retail_cents: number;
    retail_name: string;
    retail_description: string;
  }>;
  original_price: number | null;
  discounted_price: number | null;
  credit_price: number | null;
  applied_offer_id: string | null;
  amount_in_period: Array<{ DiscountedAmount?: number; CreditAmount?: number }> | null;
}

/** Catalogue entries (with availabilities and prices) of the given types, ordered by position. */
export async function loadCatalogue(
  db: Db,
  filter: { productTypes: ProductType[]; spid?: number | null; limit?: number },
): Promise<{ entries: CatalogEntry[]; prices: PriceRecord[] }> {
  const { rows } = await db.query<EntryRow>(
    `SELECT e.uuid, e.name, e.product_type, e.created_at_nanos::text AS created, e.characteristics,
            COALESCE((SELECT json_agg(json_build_object('uuid', a.uuid, 'available', a.available, 'priority', a.priority,
                        'retail_cents', a.retail_cents, 'retail_name', a.retail_name,
                        'retail_description', a.retail_description) ORDER BY a.priority)
                      FROM catalog_availabilities a WHERE a.entry_uuid = e.uuid), '[]') AS availabilities,
            p.original_price, p.discounted_price, p.credit_price, p.applied_offer_id, p.amount_in_period
       FROM catalog_entries e LEFT JOIN catalog_prices p ON p.entry_uuid = e.uuid
      WHERE e.product_type = ANY($1::text[]) AND ($2::int IS NULL OR e.spid = $2::int)
      ORDER BY e.position
      LIMIT $3`,
    [filter.productTypes, filter.spid ?? null, filter.limit ?? 1000],
  );
  const entries: CatalogEntry[] = rows.map((r) => ({
    UUID: r.uuid,
    Name: r.name,
    ProductType: r.product_type,
    CreatedAtNanos: r.created,
    Characteristics: r.characteristics,
    Availabilities: r.availabilities.map((a) => ({
      UUID: a.uuid,
      Available: a.available,
      Priority: a.priority,
      RetailCents: a.retail_cents,
      ProductCatalogEntryUUID: r.uuid,
      RetailName: a.retail_name,
      RetailDescription: a.retail_description,
    })),
  }));
  const prices: PriceRecord[] = rows
    .filter((r) => r.original_price !== null)
    .map((r) => ({
      ProductID: r.uuid,
      OrigianlPrice: r.original_price ?? 0,
      DiscountedPrice: r.discounted_price ?? 0,
      CreditPrice: r.credit_price ?? 0,
      AppliedOfferID: r.applied_offer_id ?? '',
      AmountInPeriod: r.amount_in_period ?? [],
    }));
  return { entries, prices };
}

// --- mobile products ----------------------------------------------------------------------------------

export interface ProductRow {
  uuid: string;
  customer_uuid: string;
  spid: number;
  imsi: string;
  simid: string;
  msisdn: string;
  status: number;
  billing_reference: string;
  product_catalog_uuid: string | null;
  created: string;
  porting_state: number;
  credit_cents: number;
  credit_expires: string | null;
  bill_value_cents: number;
  billing_cycle_days: number;
}

const PRODUCT_COLUMNS = `p.uuid, p.customer_uuid, p.spid, p.imsi, p.simid, p.msisdn, p.status, p.billing_reference,
  p.product_catalog_uuid, p.created_at_nanos::text AS created, p.porting_state, p.credit_cents,
  p.credit_expires_at_nanos::text AS credit_expires, p.bill_value_cents, c.billing_cycle_days`;

/** An add-on row as the add-on queries select it (`ADDON_FIELDS`). */
interface AddonRow {
  uuid: string;
  mobile_product_uuid: string;
  name: string;
  catalog_entry_uuid: string;
  availability_uuid: string;
  created: string;
  expires: string;
  allow_auto_renew: boolean;
  end_after_cycle_count: number;
  is_base_plan: boolean;
}

/** An allowance row as the product queries select it (`ALLOWANCE_FIELDS`); amounts as decimal strings. */
interface AllowanceRow {
  mobile_product_uuid: string;
  balance_key: BalanceKey;
  total: string;
  remaining: string;
  carry_over: string;
  usage_rule: string;
}

/** The six allowances of a product, keyed by balance key (a key with no row: casual rate, 0). */
export type Allowances = Record<BalanceKey, UsageEntry & { Total: number }>;

// Column list -> (SELECT list, json_build_object arguments): add-ons are selected the same way whether they are read
// on their own (`loadAddons`) or ride inside the product query as a JSON array, as allowances always do (one round
// trip to the database worker instead of three: issue 8 "Load", the most read account calls).
const ADDON_FIELDS: Array<[string, string]> = [
  ['uuid', 'a.uuid'],
  ['mobile_product_uuid', 'a.mobile_product_uuid'],
  ['name', 'a.name'],
  ['catalog_entry_uuid', 'a.catalog_entry_uuid'],
  ['availability_uuid', 'a.availability_uuid'],
  ['created', 'a.created_at_nanos::text'],
  ['expires', 'a.expires_at_nanos::text'],
  ['allow_auto_renew', 'a.allow_auto_renew'],
  ['end_after_cycle_count', 'a.end_after_cycle_count'],
  ['is_base_plan', 'a.is_base_plan'],
];
const ALLOWANCE_FIELDS: Array<[string, string]> = [
  ['mobile_product_uuid', 'l.mobile_product_uuid'],
  ['balance_key', 'l.balance_key'],
  ['total', 'l.total::text'],
  ['remaining', 'l.remaining::text'],
  ['carry_over', 'l.carry_over::text'],
  ['usage_rule', 'l.usage_rule'],
];
const selectList = (fields: Array<[string, string]>) => fields.map(([k, e]) => `${e} AS ${k}`).join(', ');
const jsonObject = (fields: Array<[string, string]>) =>
  `json_build_object(${fields.map(([k, e]) => `'${k}', ${e}`).join(', ')})`;
const ADDON_ORDER = 'a.is_base_plan DESC, a.created_at_nanos';

/**
 * SQL of a JSON array (never null) of the running add-ons of product `p` at `$<nowParam>` (nanoseconds), in
 * `loadAddons`' order, and of its allowance rows.
 */
const addonsJson = (nowParam: number) =>
  `COALESCE((SELECT json_agg(${jsonObject(ADDON_FIELDS)} ORDER BY ${ADDON_ORDER}) FROM product_addons a
      WHERE a.mobile_product_uuid = p.uuid AND a.expires_at_nanos > $${nowParam}::bigint), '[]')`;
const ALLOWANCES_JSON = `COALESCE((SELECT json_agg(${jsonObject(ALLOWANCE_FIELDS)}) FROM product_allowances l
      WHERE l.mobile_product_uuid = p.uuid), '[]')`;

function addonToWire(r: AddonRow): ProductAddon {
  return {
    UUID: r.uuid,
    Name: r.name,
    ProductCatalogEntryUUID: r.catalog_entry_uuid,
    ProductAvailabilityUUID: r.availability_uuid,
    CreatedAtNanos: r.created,
    ExpiresAtNanos: r.expires,
    AllowAutoRenew: r.allow_auto_renew,
    EndAfterCycleCount: r.end_after_cycle_count,
    IsBasePlan: r.is_base_plan,
  };
}

function allowancesOf(rows: AllowanceRow[]): Allowances {
  const entry = Object.fromEntries(
    BALANCE_KEYS.map((k) => [
      k,
      { CarryOverAmount: 0, RemainingAmount: 0, UsageRule: 'CasualRate', Total: 0 },
    ]),
  ) as Allowances;
  for (const r of rows) {
    entry[r.balance_key] = {
      CarryOverAmount: Number(r.carry_over),
      RemainingAmount: Number(r.remaining),
      UsageRule: r.usage_rule,
      Total: Number(r.total),
    };
  }
  return entry;
}

/** A product row with its running add-ons (wire shape, base plan first) and its allowances. */
export interface ProductWithDetails {
  row: ProductRow;
  addons: ProductAddon[];
  allowances: Allowances;
}

/**
 * The customer's mobile products (of `spid` when given), in their order, each with its add-ons running at
 * `nowNanos` and its allowances — one query (SPEC §7 mobile_products).
 */
export async function loadProducts(
  db: Db,
  customerUuid: string,
  spid: number | null,
  nowNanos: bigint,
): Promise<ProductWithDetails[]> {
  const { rows } = await db.query<ProductRow & { addons: AddonRow[]; allowances: AllowanceRow[] }>(
    `SELECT ${PRODUCT_COLUMNS}, ${addonsJson(3)} AS addons, ${ALLOWANCES_JSON} AS allowances
       FROM mobile_products p JOIN customers c ON c.uuid = p.customer_uuid
      WHERE p.customer_uuid = $1 AND ($2::int IS NULL OR p.spid = $2::int)
      ORDER BY p.position, p.uuid`,
    [customerUuid, spid, nowNanos.toString()],
  );
  return rows.map(({ addons, allowances, ...row }) => ({
    row,
    addons: addons.map(addonToWire),
    allowances: allowancesOf(allowances),
  }));
}

/**
 * What `loadProductOfKind` reads beside the product, in the same query: `addonsAt` the add-ons running at
 * that time (nanoseconds), `allowances` the allowances, `autoTopUpDueAt` whether the customer has an auto
 * top-up that is on and due at that time (nanoseconds).
 */
export interface ProductExtras {
  addonsAt?: bigint;
  allowances?: boolean;
  autoTopUpDueAt?: bigint;
}

/** A product row with what `ProductExtras` asked for (empty add-ons/allowances and false when not asked). */
export interface ProductOfKind extends ProductWithDetails {
  autoTopUpDue: boolean;
}

/**
 * One product of the customer whose BillingReference starts with one of `kinds`; with `extras`, its add-ons,
 * allowances and the auto top-up due flag come in the same query.
 * @throws SandboxError 404 "you don't have a prepay product" / "... postpay product" (SPEC §8).
 */
export async function loadProductOfKind(
  db: Db,
  customerUuid: string,
  productUuid: string,
  kinds: Array<'prepay' | 'payg' | 'postpay'>,
): Promise<ProductRow>;
export async function loadProductOfKind(
  db: Db,
  customerUuid: string,
  productUuid: string,
  kinds: Array<'prepay' | 'payg' | 'postpay'>,
  extras: ProductExtras,
): Promise<ProductOfKind>;
export async function loadProductOfKind(
  db: Db,
  customerUuid: string,
  productUuid: string,
  kinds: Array<'prepay' | 'payg' | 'postpay'>,
  extras?: ProductExtras,
): Promise<ProductRow | ProductOfKind> {
  const params: unknown[] = [customerUuid, productUuid];
  const columns = [PRODUCT_COLUMNS];
  if (extras?.addonsAt !== undefined) {
    params.push(extras.addonsAt.toString());
    columns.push(`${addonsJson(params.length)} AS addons`);
  }
  if (extras?.allowances) columns.push(`${ALLOWANCES_JSON} AS allowances`);
  if (extras?.autoTopUpDueAt !== undefined) {
    params.push(extras.autoTopUpDueAt.toString());
    // The question `runDueAutoTopUps` asks first, by the same index (auto_top_ups_due).
    columns.push(`EXISTS (SELECT 1 FROM auto_top_ups t WHERE t.customer_uuid = $1 AND t.status
      AND t.next_run_at_nanos <= $${params.length}::bigint) AS auto_top_up_due`);
  }
  const { rows } = await db.query<
    ProductRow & { addons?: AddonRow[]; allowances?: AllowanceRow[]; auto_top_up_due?: boolean }
  >(
    `SELECT ${columns.join(', ')} FROM mobile_products p JOIN customers c ON c.uuid = p.customer_uuid
      WHERE p.customer_uuid = $1 AND p.uuid::text = $2`,
    params,
  );
  const found = rows[0];
  if (!found || !kinds.some((k) => found.billing_reference.startsWith(k))) {
    const postpay = kinds.includes('postpay');
    throw new SandboxError(
      404,
      postpay ? 'no_postpay_product' : 'no_prepay_product',
      postpay ? MESSAGES.youDontHavePostpay : MESSAGES.youDontHavePrepay,
    );
  }
  if (!extras) return found;
  const { addons, allowances, auto_top_up_due, ...row } = found;
  return {
    row,
    addons: (addons ?? []).map(addonToWire),
    allowances: allowancesOf(allowances ?? []),
    autoTopUpDue: auto_top_up_due === true,
  };
}

/** Add-ons still running at `nowNanos`, base plan first. */
export async function loadAddons(
  db: Db,
  productUuids: string[],
  nowNanos: bigint,
): Promise<Map<string, ProductAddon[]>> {
  const { rows } = await db.query<AddonRow>(
    `SELECT ${selectList(ADDON_FIELDS)} FROM product_addons a
      WHERE a.mobile_product_uuid = ANY($1::uuid[]) AND a.expires_at_nanos > $2::bigint
      ORDER BY ${ADDON_ORDER}`,
    [productUuids, nowNanos.toString()],
  );
  const map = new Map<string, ProductAddon[]>();
  for (const r of rows) {
    const list = map.get(r.mobile_product_uuid) ?? [];
    list.push(addonToWire(r));
    map.set(r.mobile_product_uuid, list);
  }
  return map;
}

/** The six usage keys without the internal Total. */
export function usageKeys(allowances: Allowances): Record<BalanceKey, UsageEntry> {
  return Object.fromEntries(
    BALANCE_KEYS.map((k) => {
      const { CarryOverAmount, RemainingAmount, UsageRule } = allowances[k];
      return [k, { CarryOverAmount, RemainingAmount, UsageRule }];
    }),
  ) as Record<BalanceKey, UsageEntry>;
}

/** SPEC §9: prepay credit expiry is the stored expiry, else 365 days after product creation. */
export function creditExpiryNanos(row: ProductRow): string {
  return row.credit_expires ?? (BigInt(row.created) + daysToNanos(365)).toString();
}

export function productToWire(
  row: ProductRow,
  addons: ProductAddon[],
  allowances: Allowances | undefined,
): MobileProduct {
  const total = (k: BalanceKey) => (allowances ? allowances[k].Total + allowances[k].CarryOverAmount : 0);
  return {
    UUID: row.uuid,
    CustomerUUID: row.customer_uuid,
    IMSI: row.imsi,
    SIMID: row.simid,
    MSISDN: row.msisdn,
    Status: row.status,
    BillingReference: row.billing_reference,
    ProductCatalogUUID: row.product_catalog_uuid ?? '',
    CreatedAtNanos: row.created,
    PortingState: row.porting_state,
    Addons: addons,
    TotalDataMB: total('Data'),
    TotalMMS: total('PXTs'),
    TotalSMS: total('TXTs'),
    TotalVoiceMinutes: total('Mins'),
    TotalIDDSMS: total('IDDTXTs'),
    TotalIDDVoiceMinutes: total('IDDMins'),
    MainBalCreditCents: row.credit_cents,
  };
}
