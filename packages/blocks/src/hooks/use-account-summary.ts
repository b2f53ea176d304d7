import {
  type AccountType,
  accountTypeOf,
  displayName,
  formatMsisdn,
  selectDefaultProduct,
} from '@telco-portal/core';
import { useCustomer } from './use-customer.ts';
import { useMobileProducts } from './use-mobile-products.ts';

/** What a customer sees to tell one of their accounts from another (issue 9: name, type and number). */
export type AccountSummary = {
  uuid: string;
  /** Display name (SPEC §5/§9 account-name rule: first name only past 20 characters), for tight spaces. */
  shortName: string;
  /** First and last name in full (wraps; never cut), or the e-mail when the record has no name. */
  fullName: string;
  /** Type of the account's default product (core `accountTypeOf`), null with no active product or when
   *  products are not read. */
  type: AccountType | null;
  /** The account number the API gives: the customer's ExternalRef5 when set, else its UUID. */
  number: string;
  /** Default mobile number, "+64…", or "" (none, or products not read). */
  msisdn: string;
  email: string;
};

export type AccountSummaryResult = {
  /** The summary once the customer record (and, when read, the products) answered; undefined while loading
   *  or after a failed customer read. */
  summary: AccountSummary | undefined;
  /** The failed customer read (an `ApiError`), when there is no data to show — failed is not "no account". */
  error: unknown;
  /** Reads the customer record (and products) again. */
  retry: () => void;
};

/**
 * One account's summary (SPEC §3 Account + Mobile product) from the customer record and, when
 * `withProducts`, its mobile products (type and default number; a failed products read leaves them out —
 * the name and number still tell the accounts apart). Shares the session's SWR keys, so it costs no extra
 * request for an account already read.
 */
export function useAccountSummary(uuid: string, withProducts = true): AccountSummaryResult {
  const customer = useCustomer(uuid);
  const products = useMobileProducts(withProducts ? uuid : null);
  const retry = () => {
    void customer.mutate();
    if (withProducts) void products.mutate();
  };
  if (!customer.data) return { summary: undefined, error: customer.error, retry };
  // The whole summary at once (issue 9, no layout shift): while the products read is under way the type and
  // number are not shown half-way; a failed products read leaves them out.
  if (withProducts && products.data === undefined && !products.error) {
    return { summary: undefined, error: undefined, retry };
  }
  const { FirstName, LastName, Email, ExternalRef5, UUID } = customer.data;
  const product = selectDefaultProduct(products.data ?? []);
  const fullName = [FirstName.trim(), LastName.trim()].filter(Boolean).join(' ');
  return {
    summary: {
      uuid,
      shortName: displayName(FirstName, LastName, 'account') || Email,
      fullName: fullName || Email,
      type: product ? accountTypeOf(product) : null,
      number: ExternalRef5.trim() || UUID,
      msisdn: product ? formatMsisdn(product.MSISDN) : '',
      email: Email,
    },
    error: undefined,
    retry,
  };
}
