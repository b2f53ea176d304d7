import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from './sandbox.ts';
import { SEED_ACCOUNTS } from './seed/accounts.ts';
import { request, signIn, TEST_NOW, testSandbox } from './test/helpers.ts';

// Issue 10 (redeem voucher, SPEC §5 and §7): check then redeem a 13-digit code; a voucher redeems once and
// the product's balance changes; redeem_voucher is a money-moving POST that needs an Idempotency-Key.
let sandbox: Sandbox;
let token: string;
let customer: string;
let product: string;
beforeAll(async () => {
  ({ sandbox } = await testSandbox({ log: () => undefined }));
  const auth = await signIn(sandbox, 'prepay@harbour.test');
  token = auth.JWT;
  customer = auth.roles[0]!.CustomerUUID;
  product = SEED_ACCOUNTS[0]!.customers[0]!.products[0]!.uuid;
}, 120_000);
afterAll(() => sandbox.close());

const check = (code: string, p = product, who = token) =>
  request(sandbox, 'POST', `/api/customer/${customer}/check_voucher/${p}/${code}`, { token: who });
const redeem = (code: string, key: string | null, p = product) =>
  request(sandbox, 'POST', `/api/customer/${customer}/redeem_voucher/${p}/${code}`, {
    token,
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
  });
const credit = async () =>
  (
    await request(sandbox, 'GET', `/api/customers/${customer}/products/mobile/prepay/${product}/balance`, {
      token,
    })
  ).json.CreditCents as number;

describe('given the seeded demo vouchers', () => {
  it('checks an unused code: its value in cents, nothing redeemed', async () => {
    const before = await credit();
    const res = await check('1000000000017');
    expect(res).toMatchObject({ status: 200, json: { Code: '1000000000017', AmountCents: 1000 } });
    expect(await credit()).toBe(before);
  });

  it("refuses a used or unknown code with 'Redemption check Error' (SPEC §5)", async () => {
    for (const code of ['2000000000016', '9999999999999']) {
      expect(await check(code)).toMatchObject({
        status: 400,
        json: { err_code: 'redemption_check_error', err_message: 'Redemption check Error' },
      });
    }
  });

  it('rejects a code that is not 13 digits before looking it up', async () => {
    expect((await check('123456789012')).status).toBe(400);
    expect((await check('12345678901234')).status).toBe(400);
    expect((await check('12345678901a3')).json.err_code).toBe('invalid_request');
  });

  it('redeems once: the balance grows by the voucher, expiry a year on; again is Redemption Error', async () => {
    const before = await credit();
    const first = await redeem('1000000000025', 'redeem-1');
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      Code: '1000000000025',
      AmountCents: 2000,
      CreditCents: before + 2000,
    });
    const expiry = BigInt(first.json.CurrencyCreditExpiresAtNanos as string);
    const inAYear = BigInt(TEST_NOW.getTime()) * 1_000_000n + 365n * 86_400_000_000_000n;
    expect(expiry >= inAYear).toBe(true);
    expect(await credit()).toBe(before + 2000);

    const again = await redeem('1000000000025', 'redeem-2');
    expect(again).toMatchObject({
      status: 400,
      json: { err_code: 'redemption_error', err_message: 'Redemption Error' },
    });
    expect((await check('1000000000025')).json.err_code).toBe('redemption_check_error');
    expect(await credit()).toBe(before + 2000);
  });

  it('a retry with the same Idempotency-Key answers the first redemption and credits once', async () => {
    const before = await credit();
    const first = await redeem('1000000000033', 'redeem-3');
    const retry = await redeem('1000000000033', 'redeem-3');
    expect(retry.status).toBe(200);
    expect(retry.json).toEqual(first.json);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await credit()).toBe(before + 500);
  });

  it('needs an Idempotency-Key to redeem', async () => {
    expect(await redeem('1000000000041', null)).toMatchObject({
      status: 400,
      json: { err_code: 'idempotency_key_required' },
    });
  });

  it("refuses another customer's product, and a postpay product", async () => {
    const postpay = SEED_ACCOUNTS[1]!.customers[0]!.products[0]!.uuid;
    expect((await check('1000000000041', postpay)).json.err_code).toBe('redemption_check_error');
    expect((await redeem('1000000000041', 'redeem-4', postpay)).json.err_code).toBe('redemption_error');
    const other = await signIn(sandbox, 'payg@harbour.test');
    const res = await request(
      sandbox,
      'POST',
      `/api/customer/${customer}/check_voucher/${product}/1000000000041`,
      { token: other.JWT },
    );
    expect(res.status).toBe(403);
  });
});
