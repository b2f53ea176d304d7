import { describe, expect, it } from 'vitest';
import {
  IOS_ESIM_SETUP_URL,
  iosEsimInstallLink,
  parseLpaActivationCode,
  parsePurchasedSummary,
} from './purchase.ts';

describe('given an eSIM activation code (SGP.22 LPA string)', () => {
  it('reads the SM-DP+ address and the matching ID', () => {
    expect(parseLpaActivationCode('LPA:1$smdp.harbour.example.nz$K2-4N9X-7QLPM2')).toEqual({
      smdpAddress: 'smdp.harbour.example.nz',
      matchingId: 'K2-4N9X-7QLPM2',
      confirmationCodeRequired: false,
    });
  });

  it('reads the optional OID and the confirmation code flag', () => {
    expect(parseLpaActivationCode('LPA:1$smdp.example.nz$ABC-123$1.3.6.1.4.1.31746$1')).toEqual({
      smdpAddress: 'smdp.example.nz',
      matchingId: 'ABC-123',
      confirmationCodeRequired: true,
    });
    expect(parseLpaActivationCode('LPA:1$smdp.example.nz$ABC-123$$1')?.confirmationCodeRequired).toBe(true);
    expect(parseLpaActivationCode('LPA:1$smdp.example.nz$ABC-123$$0')?.confirmationCodeRequired).toBe(false);
    expect(parseLpaActivationCode('LPA:1$smdp.example.nz$ABC-123$')?.confirmationCodeRequired).toBe(false);
  });

  it('ignores surrounding spaces and the case of the prefix', () => {
    expect(parseLpaActivationCode('  lpa:1$smdp.example.nz$ABC  ')?.matchingId).toBe('ABC');
  });

  it.each([
    ['no prefix', '1$smdp.example.nz$ABC'],
    ['another format', 'LPA:2$smdp.example.nz$ABC'],
    ['no matching ID field', 'LPA:1$smdp.example.nz'],
    ['an empty matching ID', 'LPA:1$smdp.example.nz$'],
    ['an empty SM-DP+ address', 'LPA:1$$ABC'],
    ['a URL as address', 'LPA:1$https://smdp.example.nz$ABC'],
    ['a port', 'LPA:1$smdp.example.nz:443$ABC'],
    ['a space in the address', 'LPA:1$smdp example.nz$ABC'],
    ['a label ending in a hyphen', 'LPA:1$smdp-.example.nz$ABC'],
    ['a matching ID with other characters', 'LPA:1$smdp.example.nz$ABC_123'],
    ['a non-numeric OID', 'LPA:1$smdp.example.nz$ABC$oid$1'],
    ['a flag other than 0 or 1', 'LPA:1$smdp.example.nz$ABC$$2'],
    ['too many fields', 'LPA:1$smdp.example.nz$ABC$$1$x'],
    ['an empty string', ''],
  ])('rejects %s', (_, code) => {
    expect(parseLpaActivationCode(code)).toBeNull();
  });
});

describe('given an LPA string, the iOS one-tap install link', () => {
  it("is Apple's universal link with the string URL-encoded as carddata", () => {
    expect(iosEsimInstallLink('LPA:1$smdp.example.nz$ABC-123')).toBe(
      'https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA%3A1%24smdp.example.nz%24ABC-123',
    );
  });

  it('decodes back to the same LPA string', () => {
    const code = 'LPA:1$smdp.example.nz$K2-4N9X-7QLPM2$1.2.3$1';
    const url = new URL(iosEsimInstallLink(code));
    expect(url.origin + url.pathname + url.search.slice(0, url.search.indexOf('=') + 1)).toBe(
      IOS_ESIM_SETUP_URL,
    );
    expect(url.searchParams.get('carddata')).toBe(code);
  });
});

const esim = {
  MSISDN: '64220000101',
  planName: 'Prepay 30',
  isEsim: true,
  activationCode: 'LPA:1$smdp.example.nz$ABC-123',
};
const sim = {
  MSISDN: '64220000102',
  planName: null,
  isEsim: false,
  address: '1 Queen Street, Auckland 1010',
};

describe('given stored data, the purchased summary (SPEC §3)', () => {
  it('reads a summary with an eSIM line and a physical SIM line (a SIM alone: planName null)', () => {
    expect(parsePurchasedSummary({ version: 1, orderNumber: 'ORD-1', lines: [esim, sim] })).toEqual({
      version: 1,
      orderNumber: 'ORD-1',
      lines: [esim, sim],
    });
  });

  it('drops unknown fields', () => {
    const summary = parsePurchasedSummary({
      version: 1,
      orderNumber: 'ORD-1',
      extra: 1,
      lines: [{ ...sim, extra: 2 }],
    });
    expect(summary).toEqual({ version: 1, orderNumber: 'ORD-1', lines: [sim] });
  });

  it.each([
    ['not an object', 'ORD-1'],
    ['null', null],
    ['another version', { version: 2, orderNumber: 'ORD-1', lines: [esim] }],
    ['no order number', { version: 1, orderNumber: ' ', lines: [esim] }],
    ['no line', { version: 1, orderNumber: 'ORD-1', lines: [] }],
    [
      'an eSIM line with a malformed code',
      { version: 1, orderNumber: 'O', lines: [{ ...esim, activationCode: 'LPA:1$$x' }] },
    ],
    [
      'an eSIM line without a code',
      { version: 1, orderNumber: 'O', lines: [{ ...esim, activationCode: undefined }] },
    ],
    [
      'a physical SIM line without an address',
      { version: 1, orderNumber: 'O', lines: [{ ...sim, address: '' }] },
    ],
    ['a line without a number', { version: 1, orderNumber: 'O', lines: [{ ...sim, MSISDN: '' }] }],
    ['a line without its SIM type', { version: 1, orderNumber: 'O', lines: [{ ...sim, isEsim: 'no' }] }],
    ['a plan name that is not text', { version: 1, orderNumber: 'O', lines: [{ ...sim, planName: 5 }] }],
  ])('rejects %s', (_, value) => {
    expect(parsePurchasedSummary(value)).toBeNull();
  });
});
