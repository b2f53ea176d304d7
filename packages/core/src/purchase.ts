/**
 * The purchased summary: what the checkout keeps in local storage after a paid order and the thanks page reads
 * (SPEC §2 E-shop "thanks (only after a purchase)"; SPEC §3 "Purchased summary in local storage: number, e_sim
 * flag, and for a physical SIM the address and an only-SIM flag (older version also plan name …)"; SPEC §4 "A
 * purchase stores the purchased summary and logs a purchase event"). Plus the eSIM activation code (GSMA SGP.22
 * LPA string) and Apple's one-tap install link for it. Pure: no storage here — blocks' session/storage.ts saves
 * and reads it (`savePurchasedSummary` / `readPurchasedSummary`).
 */

/** Version of the stored shape; a record of another version is not read (the thanks page then goes home). */
export const PURCHASED_SUMMARY_VERSION = 1;

/** One purchased line: a new number on a physical SIM or an eSIM. */
export type PurchasedLine = {
  /** The new number (MSISDN), as the provider sends it: digits with the country code, e.g. "64211234567". */
  MSISDN: string;
  /** The plan bought with the SIM, by its retail name; null for a SIM bought alone (SPEC §3 "only-SIM flag"). */
  planName: string | null;
} & (
  | {
      isEsim: true;
      /**
       * The eSIM's activation code, an LPA string `LPA:1$<SM-DP+ address>$<matching ID>` (SGP.22; see
       * `parseLpaActivationCode`), what the install card's QR code holds.
       */
      activationCode: string;
    }
  | {
      isEsim: false;
      /** The delivery address, formatted on one line (delivery address `Formatted`, SPEC §3). */
      address: string;
    }
);

/**
 * The purchased summary of one paid order (the shape `savePurchasedSummary` stores as JSON):
 * `{ version: 1, orderNumber: "ORD-…", lines: [{ MSISDN, planName, isEsim: true, activationCode } |
 * { MSISDN, planName, isEsim: false, address }] }` — at least one line.
 */
export type PurchasedSummary = {
  version: typeof PURCHASED_SUMMARY_VERSION;
  /** The order's Number (cart/order `Number`, SPEC §3), as shown to the customer. */
  orderNumber: string;
  lines: readonly PurchasedLine[];
};

/** An eSIM activation code, read from its LPA string (`parseLpaActivationCode`). */
export type LpaActivationCode = {
  /** The SM-DP+ server's address (a host name, e.g. "smdp.example.nz"). */
  smdpAddress: string;
  /** The matching ID the SM-DP+ knows this profile by. */
  matchingId: string;
  /** Whether the phone must ask for a confirmation code before downloading the profile (flag "1"). */
  confirmationCodeRequired: boolean;
};

/** A host name: dot-separated labels of letters, digits and inner hyphens (no scheme, port, path or space). */
const HOST = /^(?=.{1,253}$)(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)*[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?$/i;
/** SGP.22 matching ID: letters, digits and hyphens (upper case in the standard; lower case is accepted). */
const MATCHING_ID = /^[a-z\d-]{1,255}$/i;
/** SGP.22 SM-DP+ OID (optional field 4): dotted digits, or empty. */
const OID = /^(?:\d+(?:\.\d+)*)?$/;

/**
 * Reads an eSIM activation code (GSMA SGP.22 §4.1 "Activation Code"): `LPA:1$<SM-DP+ address>$<matching ID>`,
 * optionally followed by `$<SM-DP+ OID>` and `$<confirmation code required flag>` ("1" required, "0" or empty
 * not). Surrounding spaces are ignored; the `LPA:` prefix (the QR code form) is required, in any case.
 * @returns the parts, or null when the string is malformed: another format than 1, an empty or invalid SM-DP+
 * address (a host name only — no scheme, port or path), an empty or invalid matching ID, a non-numeric OID, a
 * flag other than 0/1, or more than five fields.
 */
export function parseLpaActivationCode(input: string): LpaActivationCode | null {
  const text = input.trim();
  if (!/^LPA:/i.test(text)) return null;
  const fields = text.slice(4).split('$');
  if (fields.length < 3 || fields.length > 5) return null;
  const [format, smdpAddress = '', matchingId = '', oid = '', flag = ''] = fields;
  if (format !== '1') return null;
  if (!HOST.test(smdpAddress) || !MATCHING_ID.test(matchingId) || !OID.test(oid)) return null;
  if (flag !== '' && flag !== '0' && flag !== '1') return null;
  return { smdpAddress, matchingId, confirmationCodeRequired: flag === '1' };
}

/** Apple's eSIM universal link (iOS 17.4 and later) before its `carddata` value. */
export const IOS_ESIM_SETUP_URL = 'https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=';

/**
 * The iOS one-tap install link of an eSIM: Apple's universal link with the LPA string URL-encoded as `carddata`
 * (`$` → `%24`, `:` → `%3A`). On an iPhone with iOS 17.4 or later it opens the eSIM setup directly.
 */
export function iosEsimInstallLink(activationCode: string): string {
  return `${IOS_ESIM_SETUP_URL}${encodeURIComponent(activationCode.trim())}`;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function lineOf(value: unknown): PurchasedLine | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!isText(v.MSISDN)) return null;
  if (v.planName !== null && !isText(v.planName)) return null;
  const base = { MSISDN: v.MSISDN, planName: v.planName as string | null };
  if (v.isEsim === true) {
    if (!isText(v.activationCode) || !parseLpaActivationCode(v.activationCode)) return null;
    return { ...base, isEsim: true, activationCode: v.activationCode.trim() };
  }
  if (v.isEsim === false) {
    if (!isText(v.address)) return null;
    return { ...base, isEsim: false, address: v.address };
  }
  return null;
}

/**
 * A purchased summary from untrusted data (parsed JSON of local storage), or null when it is not one: another
 * version, no order number, no line, or any malformed line (an eSIM line needs a valid LPA string, a physical
 * SIM line an address). Unknown fields are dropped.
 */
export function parsePurchasedSummary(value: unknown): PurchasedSummary | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (v.version !== PURCHASED_SUMMARY_VERSION || !isText(v.orderNumber)) return null;
  if (!Array.isArray(v.lines) || v.lines.length === 0) return null;
  const lines: PurchasedLine[] = [];
  for (const raw of v.lines) {
    const line = lineOf(raw);
    if (!line) return null;
    lines.push(line);
  }
  return { version: PURCHASED_SUMMARY_VERSION, orderNumber: v.orderNumber, lines };
}

/**
 * How long the purchased summary is kept, milliseconds (7 days; SPEC §9 "Storage keeps values with optional
 * expiry"): long enough to come back to the install card and set the eSIM up later; the order history keeps
 * the order after that. Logout clears it earlier (SPEC §4).
 */
export const PURCHASED_SUMMARY_TTL_MS = 7 * 24 * 60 * 60 * 1000;
