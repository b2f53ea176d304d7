import { type CartV1ItemType, NEW_SIM_QUANTITY } from './eshop.ts';

/**
 * The older cart's (v1) rules, a module of its own: only a portal with cart v1 (blocks eshop/cart-v1.ts, a chunk
 * of its own) and the sandbox run them, so the e-shop's shared chunk does not carry them (issue 11 budgets).
 */

/**
 * The part of an older-cart (v1) line the SPEC §4 rules read: its id, type (sim, esim, plan, mobile), quantity
 * and, for a plan, the SIM or eSIM line it is paired with (`pairedWith`, that line's uuid).
 */
export interface CartV1Line {
  uuid: string;
  type: CartV1ItemType;
  quantity: number;
  pairedWith?: string | null;
}

/** One change of an older cart (v1). */
export type CartV1Change<T extends CartV1Line> =
  /** Add `plan` to the SIM or eSIM `sim` (both new lines; `plan.pairedWith` is set to `sim.uuid`). */
  | { kind: 'addPlanToSim'; sim: T; plan: T }
  /** Set a line's quantity; 0 (or less) removes it. */
  | { kind: 'setQuantity'; uuid: string; quantity: number }
  /** Remove a line; removing a plan removes its paired items too. */
  | { kind: 'remove'; uuid: string };

const SIM_LIKE: ReadonlySet<CartV1ItemType> = /* @__PURE__ */ new Set(['sim', 'esim', 'plan']);

/**
 * Applies one change to an older cart (v1) and returns the new list (the input is not changed), SPEC §4
 * "Cart v1: adding a plan to a SIM removes earlier SIM, eSIM and plan items; quantity zero removes the item;
 * removing a plan removes its paired items":
 * - `addPlanToSim`: every earlier sim, esim and plan line goes (mobile lines stay), then the SIM (quantity 1,
 *   SPEC §9 "New SIM quantity 1") and the plan paired with it are appended;
 * - `setQuantity` to 0 or less removes the line as `remove` does; otherwise sets the quantity (whole number);
 * - `remove` of a plan also removes the line it is paired with and any line paired with it; of a SIM, also
 *   the plans paired with that SIM. An unknown uuid changes nothing.
 */
export function applyCartV1Change<T extends CartV1Line>(items: readonly T[], change: CartV1Change<T>): T[] {
  switch (change.kind) {
    case 'addPlanToSim': {
      const kept = items.filter((i) => !SIM_LIKE.has(i.type));
      const sim = { ...change.sim, quantity: NEW_SIM_QUANTITY, pairedWith: null };
      const plan = { ...change.plan, quantity: 1, pairedWith: change.sim.uuid };
      return [...kept, sim, plan];
    }
    case 'setQuantity':
      if (change.quantity <= 0) return applyCartV1Change(items, { kind: 'remove', uuid: change.uuid });
      return items.map((i) => (i.uuid === change.uuid ? { ...i, quantity: Math.floor(change.quantity) } : i));
    case 'remove': {
      const target = items.find((i) => i.uuid === change.uuid);
      if (!target) return [...items];
      const gone = new Set([target.uuid]);
      if (target.pairedWith) gone.add(target.pairedWith);
      for (const i of items) if (i.pairedWith === target.uuid) gone.add(i.uuid);
      return items.filter((i) => !gone.has(i.uuid));
    }
  }
}
