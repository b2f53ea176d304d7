/**
 * Which part of a generated app's bundled catalogue ships in the entry (issue 7 "a lean render path": the
 * home route carries the text it shows, not the whole catalogue). Dependency-free: the generator splits the
 * compiled catalogue with it (Node), the browser's `BlockView` asks it which blocks wait for the rest.
 *
 * The "first" slice is the text of the blocks listed below — the shell (header, footer), the first pages a
 * visitor opens (home, plans, sign-in, sign-up, forgot-password, select-account, not-found) — plus the text
 * outside blocks: the portal's, core's (but number porting's) and the blocks' shared texts (`blocks.*` errors,
 * `account.*`). Everything else is the "rest", loaded with the first block that shows it: a new block is in the
 * rest unless it is added here, so a new screen never makes the home route heavier (issue 10 "home route
 * first-load JS unchanged"); its text is never missing, `BlockView` waits for the rest before rendering it.
 *
 * The rest itself ships in parts (issue 10: a new screen must not make every account route heavier either):
 * one part per message id prefix (`restPartOf`), and a block waits only for the parts `REST_BLOCK_TEXT` lists
 * for it — its own prefix and any other it really shows. A block listed nowhere waits for every part, so its
 * text is never missing; catalogue-split.test.ts checks each block's list against the ids its code uses.
 */

/**
 * The message id prefix of the lazily loaded routes' document titles (account-routes.ts `accountRouteTitles`,
 * eshop-routes.ts `eshopRouteTitles`) but the account area's section links' (their labels, on every account
 * page: `portal.route.<name>`, in the entry): `portal.areaRoute.<part>.<name>`, where `<part>.` is a part of the
 * rest the route's block loads anyway (`REST_BLOCK_TEXT`), so the title ships in it (`restPartOf`) and arrives with
 * the block's text; the layout waits for it (PublicLayout `useTitleAndPageView`). In the entry they cost every home
 * visitor ~45 B per account or e-shop route; in a part of their own, every account route ~400 B.
 */
export const AREA_ROUTE_TITLE_PREFIX = 'portal.areaRoute.';

/** Blocks whose text ships in the entry: name -> the message id prefixes they show. */
export const FIRST_BLOCK_TEXT: Readonly<Record<string, readonly string[]>> = {
  header: ['header.'],
  footer: ['footer.'],
  home: ['home.'],
  plans: ['plans.'],
  'sign-in': ['signIn.'],
  'select-account': ['selectAccount.'],
  'not-found': ['notFound.'],
};

/**
 * Blocks whose text ships in the rest: name -> the message id prefixes they show, each one part of the rest
 * (`restPartOf`). Defined once here; the generator bakes it into the app's rest loader (`restCatalogue`). A
 * block missing here loads every part (`restPartsFor`); a block must not list a prefix of the first slice.
 */
export const REST_BLOCK_TEXT: Readonly<Record<string, readonly string[]>> = {
  // Prerendered pages whose text is not on the home page: they hydrate once their part is in (the page shows the
  // prerendered HTML meanwhile; its form controls stay disabled until hydration, blocks' FormControls). Their
  // text in the entry cost every home visitor ~0.5 KB (issue 11 paid the plan card's call to action with it).
  'sign-up': ['signUp.'],
  'forgot-password': ['forgotPassword.'],
  // `signUp.`: the new password and its confirmation are the sign-up form's fields and texts.
  'reset-password': ['resetPassword.', 'signUp.'],
  'email-verify': ['emailVerify.'],
  'email-verify-page': ['emailVerify.'],
  'mobile-dashboard': ['mobileDashboard.'],
  'usage-histogram': ['usageHistogram.'],
  // `money.`: whether a failed money action charged the customer (blocks' hooks/money-attempt.ts).
  'plans-tab': ['plansTab.', 'money.'],
  'payment-method-add': ['paymentMethodAdd.'],
  'voucher-redeem': ['voucherRedeem.', 'money.'],
  // `cardPayment.`: paying with a saved card (hooks/use-card-payment.tsx: SavedCardChoice, useCardPayment); the
  // bank's 3-D Secure dialog loads its own text (COMPONENT_TEXT).
  'top-up': ['topUp.', 'money.', 'cardPayment.'],
  'pay-bill': ['payBill.', 'money.', 'cardPayment.'],
  // `simChoice.`: what sim-purchase and sim-select-product share (blocks' eshop/sim-choice.tsx), on no other page.
  'sim-purchase': ['simPurchase.', 'eshop.', 'simChoice.'],
  'sims-choose-plans': ['simsChoosePlans.', 'eshop.'],
  'sim-select-product': ['simSelectProduct.', 'eshop.', 'simChoice.'],
  checkout: ['checkout.', 'eshop.', 'money.', 'cardPayment.', 'addressSearch.', 'core.validation.address.'],
  'payment-methods': ['paymentMethods.'],
  'mobile-billing': ['mobileBilling.'],
  'payments-history': ['paymentsHistory.'],
  'order-history': ['orders.'],
  'order-detail': ['orders.'],
  'product-type-transfer': ['productTypeTransfer.'],
  // `addressSearch.`: the address search combobox (blocks' components/AddressSearch.tsx), also on the checkout.
  'shipping-details': ['shippingDetails.', 'addressSearch.', 'core.validation.address.'],
  invoices: ['invoices.'],
  'invoice-detail': ['invoices.'],
  receipts: ['invoices.'],
  'receipt-detail': ['invoices.'],
  suspended: ['suspended.'],
  // Shows the card form of payment-method-add beside its own text.
  'no-payment-methods': ['noPaymentMethods.', 'paymentMethodAdd.'],
  'no-plans': ['noPlans.'],
  'terms-page': ['termsPage.'],
  'privacy-page': ['termsPage.'],
  thanks: ['thanks.'],
};

/**
 * Text of lazily loaded components that several blocks show now and then, each a part of the rest that the
 * component loads itself when it first renders (blocks' session/rest-text.ts `useRestText(name)`, the name as
 * here): name -> the message id prefixes it shows. The blocks that show it list none of it, so their routes do
 * not load its text up front. The generator bakes it into the app's rest loader beside `REST_BLOCK_TEXT`.
 */
export const COMPONENT_TEXT: Readonly<Record<string, readonly string[]>> = {
  // components/ChallengeDialog.tsx: the bank's 3-D Secure check of a card setup or a payment. `challenge.` is the
  // part of the card payments' texts loaded on demand: the dialog's, and (`challenge.addon.`) the add-on card
  // purchase's below — no route downloads it up front.
  'challenge-dialog': ['challenge.'],
  // blocks/plans-tab/AddonCardPurchase.tsx: a prepay add-on bought with the card (SPEC §4), loaded on the first Buy;
  // it shows its own texts (`challenge.addon.`: not in `cardPayment.`, which top-up, pay-bill and the card form
  // download), the card payment's, whether a failure charged the customer, and may open the bank's 3-D Secure
  // dialog. No part of its own: a new part costs every account route its loader entry (measured: +40 B each).
  'addon-card': ['cardPayment.', 'money.', 'challenge.'],
};

/** Text outside blocks that the entry carries (portal, core, the blocks' shared texts). */
const FIRST_SHARED_PREFIXES = ['portal.', 'core.', 'blocks.', 'account.'] as const;

/**
 * Prefixes inside `FIRST_SHARED_PREFIXES` that still ship in the rest, because no first page shows them: the
 * lazily loaded routes' document titles (`AREA_ROUTE_TITLE_PREFIX`), core's number-porting texts, and core's texts
 * that no first page shows — the one-off top-up amount rules, the delivery-address rules (the checkout and the
 * shipping details list `core.validation.address.` in `REST_BLOCK_TEXT`).
 * Issue 11: taking those out of the entry is what lets the thanks route's definition and title in while the home
 * route gets no heavier.
 */
const REST_ONLY_PREFIXES = [
  AREA_ROUTE_TITLE_PREFIX,
  'core.porting.',
  'core.validation.topUp.',
  'core.validation.amount.',
  'core.validation.address.',
] as const;

/** Whether message `id` ships in the rest of the catalogue (loaded with the blocks that show it). */
export function isRestMessage(id: string): boolean {
  // The prefixes are gathered here, not in a module constant: a top-level spread is code the bundler keeps in
  // the entry (which needs only `needsRestCatalogue`), while the generator and tests call this.
  const first = [...Object.values(FIRST_BLOCK_TEXT).flat(), ...FIRST_SHARED_PREFIXES];
  return (
    REST_ONLY_PREFIXES.some((prefix) => id.startsWith(prefix)) ||
    !first.some((prefix) => id.startsWith(prefix))
  );
}

/** Whether block `name` must wait for the rest of the catalogue before it renders. */
export function needsRestCatalogue(name: string): boolean {
  return !Object.hasOwn(FIRST_BLOCK_TEXT, name);
}

/**
 * Splits a catalogue (source text or compiled ASTs) into the slice bundled with the entry and the rest,
 * keeping the ids' order. `{ ...first, ...rest }` is the whole catalogue again.
 */
export function splitCatalogue<T>(catalogue: Readonly<Record<string, T>>): {
  first: Record<string, T>;
  rest: Record<string, T>;
} {
  const first: Record<string, T> = {};
  const rest: Record<string, T> = {};
  for (const [id, message] of Object.entries(catalogue)) {
    if (isRestMessage(id)) rest[id] = message;
    else first[id] = message;
  }
  return { first, rest };
}

/**
 * The part of the rest that rest message `id` ships in: a lazily loaded route's title the part its id names
 * (`AREA_ROUTE_TITLE_PREFIX`), else the longest prefix of `REST_BLOCK_TEXT` or `REST_ONLY_PREFIXES` it starts
 * with, else its first segment (`aBlockAddedTomorrow.title` -> `aBlockAddedTomorrow.`), so an unlisted block's text is a part of its own. Part names end with a dot.
 */
export function restPartOf(id: string): string {
  if (id.startsWith(AREA_ROUTE_TITLE_PREFIX))
    return `${id.slice(AREA_ROUTE_TITLE_PREFIX.length).split('.')[0]}.`;
  let part: string | undefined;
  for (const prefix of [
    ...Object.values(REST_BLOCK_TEXT).flat(),
    ...Object.values(COMPONENT_TEXT).flat(),
    ...REST_ONLY_PREFIXES,
  ]) {
    if (id.startsWith(prefix) && prefix.length > (part?.length ?? 0)) part = prefix;
  }
  return part ?? `${id.split('.')[0]}.`;
}

/**
 * The parts of the rest block `name` waits for: [] for a block of the first slice, its `REST_BLOCK_TEXT`
 * list, or undefined for a block listed nowhere (it waits for every part: its text is never missing).
 */
export function restPartsFor(name: string): readonly string[] | undefined {
  if (!needsRestCatalogue(name)) return [];
  return Object.hasOwn(REST_BLOCK_TEXT, name) ? REST_BLOCK_TEXT[name] : undefined;
}

/**
 * Splits the rest of a catalogue (`splitCatalogue(...).rest`) into its parts (`restPartOf`), by part name,
 * keeping the ids' order; merging every part gives the rest again.
 * @throws Error when an id is not a rest id (`isRestMessage`): only the rest ships in parts.
 */
export function splitRestCatalogue<T>(rest: Readonly<Record<string, T>>): Record<string, Record<string, T>> {
  const parts: Record<string, Record<string, T>> = {};
  for (const [id, message] of Object.entries(rest)) {
    if (!isRestMessage(id)) throw new Error(`telco-portal: ${id} is in the first slice, not in the rest`);
    const name = restPartOf(id);
    parts[name] = { ...parts[name], [id]: message };
  }
  return parts;
}
