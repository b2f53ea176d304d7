import type { MobileProduct } from '@telco-portal/api';
import {
  type AccountType,
  accountTypeOf,
  classifyProduct,
  type ProductClass,
  selectDefaultProduct,
} from '@telco-portal/core';
import type { SWRResponse } from 'swr';

import { useSession } from '../session/index.ts';
import { useMobileProducts } from './use-mobile-products.ts';

export type CurrentProduct = {
  /** SWR state of the account's products. */
  products: SWRResponse<MobileProduct[]>;
  /** The session's current product when it belongs to this account, else SPEC §4's default selection. */
  product: MobileProduct | null;
  /** SPEC §4 class: not_activated | prepay | postpay | not_active. */
  productClass: ProductClass | null;
  /** prepay | postpay | payg from the BillingReference prefix (SPEC §3), or null. */
  accountType: AccountType | null;
  /** Which balance call applies: postpay for postpay products, prepay for prepay and payg. */
  balanceKind: 'prepay' | 'postpay' | null;
};

/** The current mobile product of the current account and how to read its balance (SPEC §3, §4). */
export function useCurrentProduct(): CurrentProduct {
  const { currentProductUUID } = useSession();
  const products = useMobileProducts();
  const list = products.data ?? [];
  const product =
    list.find((p) => p.UUID === currentProductUUID) ?? selectDefaultProduct(list) ?? list[0] ?? null;
  const accountType = product ? accountTypeOf(product) : null;
  return {
    products,
    product,
    productClass: product ? classifyProduct(product) : null,
    accountType,
    balanceKind: accountType === 'postpay' ? 'postpay' : accountType ? 'prepay' : null,
  };
}
