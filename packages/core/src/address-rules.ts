/**
 * The delivery-address form rule (SPEC §5), zod-free like form-rules.ts, in a file of its own: the blocks that
 * show its texts (checkout, shipping details) are the ones that import it (the catalogue split gives each block
 * the text parts of the files it reaches, portal i18n/catalogue-split.test.ts).
 */
import { type FormRules, requiredTextRule } from './field-rules.ts';

/** Delivery address (SPEC §5 "at least street, city and postcode"): each required, trimmed. */
export const deliveryAddressRules = {
  street: requiredTextRule('core.validation.address.street'),
  city: requiredTextRule('core.validation.address.city'),
  postcode: requiredTextRule('core.validation.address.postcode'),
} as const satisfies FormRules<{ street: string; city: string; postcode: string }>;
