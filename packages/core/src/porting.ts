/**
 * Number porting states (SPEC §4 "Porting state"): numbers 1 to 11, 6 and 10 unnamed, 0 shows
 * nothing; SERVICE_ACTIVATION_COMPLETED exists as a name without a stated number.
 */
import { type CoreMessage, coreMessage } from './core-message.ts';

export const PORTING_STATE_NAMES = /* @__PURE__ */ Object.freeze([
  'PORT_REQUESTED',
  'PORT_VALIDATED',
  'PORT_APPROVED',
  'INTRA_CARRIER_WAIT',
  'NETWORK_PROVISIONING',
  'PORT_COMPLETED',
  'PORT_CANCELED',
  'PORT_REJECTED',
  'SERVICE_ACTIVATION_FAILED',
  'SERVICE_ACTIVATION_COMPLETED',
] as const);
export type PortingStateName = (typeof PORTING_STATE_NAMES)[number];

/** Numbered states of SPEC §4 (6 and 10 are unnamed and absent). */
export const PORTING_STATES: Readonly<Record<number, PortingStateName>> = /* @__PURE__ */ Object.freeze({
  1: 'PORT_REQUESTED',
  2: 'PORT_VALIDATED',
  3: 'PORT_APPROVED',
  4: 'INTRA_CARRIER_WAIT',
  5: 'NETWORK_PROVISIONING',
  7: 'PORT_COMPLETED',
  8: 'PORT_CANCELED',
  9: 'PORT_REJECTED',
  11: 'SERVICE_ACTIVATION_FAILED',
});

export interface PortingStateInfo {
  name: PortingStateName;
  title: CoreMessage;
  tooltip: CoreMessage;
}

function infoFor(name: PortingStateName): PortingStateInfo {
  return {
    name,
    title: coreMessage(`core.porting.${name}.title`),
    tooltip: coreMessage(`core.porting.${name}.tooltip`),
  };
}

/**
 * Title and tooltip of a porting state, by number (SPEC §4) or by name. 0, missing, unnamed (6, 10)
 * and unknown states give null: nothing is shown.
 */
export function portingStateInfo(
  state: number | string | PortingStateName | null | undefined,
): PortingStateInfo | null {
  if (state === null || state === undefined) return null;
  if (typeof state === 'string' && (PORTING_STATE_NAMES as readonly string[]).includes(state)) {
    return infoFor(state as PortingStateName);
  }
  const n = typeof state === 'number' ? state : Number(state);
  if (!Number.isInteger(n)) return null;
  const name = PORTING_STATES[n];
  return name ? infoFor(name) : null;
}

/** Terminal states: completed, cancelled, rejected, activation failed. */
const FINISHED = new Set([7, 8, 9, 11]);

/**
 * Whether a port is under way, which blocks a new number-porting request (SPEC §2: "number porting
 * also only when the current plan is not already porting"). States 1–5 are in progress; the unnamed 6
 * and 10 are treated as in progress too (the conservative choice, SPEC gives no transitions).
 */
export function isPortingInProgress(state: number | string | null | undefined): boolean {
  const n = typeof state === 'number' ? state : Number(state ?? 0);
  return Number.isInteger(n) && n >= 1 && n <= 11 && !FINISHED.has(n);
}
