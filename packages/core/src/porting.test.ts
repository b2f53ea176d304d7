import { describe, expect, it } from 'vitest';
import { isPortingInProgress, PORTING_STATES, portingStateInfo } from './porting.ts';

describe('given a porting state number', () => {
  it('names states 1 to 11 as SPEC §4 lists them', () => {
    expect(PORTING_STATES).toEqual({
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
  });

  it('gives a title and tooltip for each known state', () => {
    expect(portingStateInfo(1)).toEqual({
      name: 'PORT_REQUESTED',
      title: { id: 'core.porting.PORT_REQUESTED.title' },
      tooltip: { id: 'core.porting.PORT_REQUESTED.tooltip' },
    });
    expect(portingStateInfo('7')?.name).toBe('PORT_COMPLETED');
    expect(portingStateInfo(11)?.title.id).toBe('core.porting.SERVICE_ACTIVATION_FAILED.title');
  });

  it('knows SERVICE_ACTIVATION_COMPLETED by name', () => {
    expect(portingStateInfo('SERVICE_ACTIVATION_COMPLETED')?.tooltip.id).toBe(
      'core.porting.SERVICE_ACTIVATION_COMPLETED.tooltip',
    );
  });

  it('shows nothing for 0, unnamed, unknown or missing states', () => {
    for (const state of [0, 6, 10, 12, -1, 1.5, 'abc', null, undefined]) {
      expect(portingStateInfo(state)).toBeNull();
    }
  });

  it('treats 1 to 6 and 10 as in progress, terminal states and 0 as not', () => {
    expect([1, 2, 3, 4, 5, 6, 10].every((s) => isPortingInProgress(s))).toBe(true);
    expect([0, 7, 8, 9, 11, 12, null, undefined].some((s) => isPortingInProgress(s))).toBe(false);
    expect(isPortingInProgress('3')).toBe(true);
  });
});
