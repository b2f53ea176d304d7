/** Shared SWR hooks and helpers of the blocks (data only via `useSession().api`). */

export { blockKeys } from './keys.ts';
export { useAccountCycles } from './use-account-cycles.ts';
export { type CataloguePlanType, productTypesFor, useCatalogue } from './use-catalogue.ts';
export { useCoreMessage } from './use-core-message.ts';
export { type CurrentProduct, useCurrentProduct } from './use-current-product.ts';
export { useCustomer } from './use-customer.ts';
export { isChunkLoadError, knownErrorMessage, useErrorText } from './use-error-text.ts';
export { useIntlReady } from './use-intl-ready.ts';
export { useMobileProducts } from './use-mobile-products.ts';
export { type ProductBalance, usePrepayProduct, useProductBalance } from './use-product-balance.ts';
export { safeRedirectPath, useRedirectTarget } from './use-redirect-target.ts';
export { type UsageHistogramData, useUsageHistogram } from './use-usage-histogram.ts';
