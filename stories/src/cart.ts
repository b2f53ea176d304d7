import { createApiClient, memoryTokenStore } from '@telco-portal/api';
import { type CartItemInput, cartApiOf } from '@telco-portal/blocks';
import type { BrandManifest } from '@telco-portal/manifest/schema';

/**
 * Saves a guest's cart holding `items` (cart v2's request form: each SIM with its plan) the way the brand's
 * e-shop does — through the blocks' cart of its `features.cartVersion` (`cartApiOf`), which also keeps the cart id
 * where the e-shop looks for it. With cart v1 the SPEC §4 rule applies: each SIM added with its plan replaces the
 * SIMs before it, so the cart holds the last one. Call it from a story's loader, after the global loader reset
 * the sandbox and cleared saved values.
 * @throws ApiError when the in-browser sandbox refuses the cart.
 */
export async function saveGuestCart(brand: BrandManifest, items: CartItemInput[]): Promise<void> {
  const api = createApiClient({ spid: brand.spid, baseUrl: '/api', tokenStore: memoryTokenStore() });
  await (await cartApiOf(brand.features)).save(api, null, null, items);
}
