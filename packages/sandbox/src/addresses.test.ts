import { endpoints } from '@telco-portal/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NZ_ADDRESSES } from './eshop/nz-addresses.ts';
import type { Sandbox } from './sandbox.ts';
import { request, signIn, testSandbox } from './test/helpers.ts';

// Issue 11: location search over the generated NZ addresses (SPEC §7 /location/search, /location/{provider}/{idx})
// and delivery addresses (SPEC §3, §4 "Default delivery address moves to first and unmarks others", §5).
let sandbox: Sandbox;
let token: string;
let customer: string;
beforeAll(async () => {
  ({ sandbox } = await testSandbox({ log: () => undefined }));
  const auth = await signIn(sandbox, 'postpay@harbour.test');
  token = auth.JWT;
  customer = auth.roles[0]!.CustomerUUID;
}, 120_000);
afterAll(() => sandbox.close());

const base = () => `/api/v2/2/customer/${customer}/address`;
const add = (body: Record<string, unknown>) => request(sandbox, 'POST', base(), { token, body });
const summary = (list: Array<{ StreetName: string; Rank: number; IsDefault: boolean }>) =>
  list.map((a) => [a.StreetName, a.Rank, a.IsDefault]);

describe('given the location search', () => {
  it('holds 200+ NZ addresses across the main cities, each with provider, index and Formatted', () => {
    expect(NZ_ADDRESSES.length).toBeGreaterThanOrEqual(200);
    const cities = new Set(NZ_ADDRESSES.map((a) => a.City));
    for (const c of ['Auckland', 'Wellington', 'Christchurch', 'Hamilton', 'Tauranga', 'Dunedin']) {
      expect(cities.has(c)).toBe(true);
    }
    expect(new Set(NZ_ADDRESSES.map((a) => a.LocationProviderIDX)).size).toBe(NZ_ADDRESSES.length);
  });

  it('matches a substring case-insensitively, prefix matches first, limited', async () => {
    const res = await request(sandbox, 'GET', '/api/v2/2/location/search?q=ponsonby&limit=5');
    expect(res.status).toBe(200);
    const { Locations } = endpoints.locationSearch.response.parse(res.json);
    expect(Locations).toHaveLength(5);
    for (const l of Locations) expect(l.Formatted.toLowerCase()).toContain('ponsonby');
    const prefixed = (await request(sandbox, 'GET', '/api/v2/2/location/search?q=12%20Ponsonby')).json
      .Locations;
    expect(prefixed[0].Formatted).toMatch(/^12 Ponsonby Road, Ponsonby, Auckland 1011$/);
    expect((await request(sandbox, 'GET', '/api/v2/2/location/search?q=zzzz')).json.Locations).toEqual([]);
    expect((await request(sandbox, 'GET', '/api/v2/2/location/search?q=a&limit=50')).status).toBe(400);
  });

  it('reads one address by provider and index; unknown is 404', async () => {
    const first = NZ_ADDRESSES[0]!;
    const res = await request(
      sandbox,
      'GET',
      `/api/v2/2/location/${first.LocationProvider}/${first.LocationProviderIDX}`,
    );
    expect(res.json).toEqual(first);
    expect((await request(sandbox, 'GET', '/api/v2/2/location/sandbox-nz/NZ999999')).status).toBe(404);
  });
});

describe('given delivery addresses', () => {
  it('needs street, city and postcode (SPEC §5)', async () => {
    expect((await add({ StreetName: 'Cuba', City: 'Wellington' })).status).toBe(400);
    expect((await add({ StreetName: '', City: 'Wellington', PostCode: '6011' })).status).toBe(400);
  });

  it('the first is the default; make-default moves to first and unmarks others; deleting the default promotes the first remaining', async () => {
    const found = NZ_ADDRESSES.find((a) => a.Formatted.startsWith('12 Ponsonby'))!;
    await add({
      LocationProvider: found.LocationProvider,
      LocationProviderIDX: found.LocationProviderIDX,
      Number: '12',
      StreetName: 'Ponsonby',
      StreetType: 'Road',
      City: 'Auckland',
      PostCode: '1011',
    });
    await add({
      Number: '5',
      StreetName: 'Cuba',
      StreetType: 'Street',
      Suburb: 'Te Aro',
      City: 'Wellington',
      PostCode: '6011',
    });
    const third = await add({
      Number: '9',
      StreetName: 'George',
      StreetType: 'Street',
      City: 'Dunedin',
      PostCode: '9016',
    });
    expect(third.status, third.text).toBe(200);
    const list = endpoints.createDeliveryAddress.response.parse(third.json).Addresses;
    expect(summary(list)).toEqual([
      ['Ponsonby', 1, true],
      ['Cuba', 2, false],
      ['George', 3, false],
    ]);
    expect(list[0]).toMatchObject({
      AddressType: 'DELIVERY',
      Suburb: 'Ponsonby',
      Formatted: '12 Ponsonby Road, Ponsonby, Auckland 1011',
    });
    expect(list[1]!.Formatted).toBe('5 Cuba Street, Te Aro, Wellington 6011');

    const george = list[2]!.AddressUUID;
    const made = await request(sandbox, 'PUT', `${base()}/${george}/default`, { token });
    expect(summary(made.json.Addresses)).toEqual([
      ['George', 1, true],
      ['Ponsonby', 2, false],
      ['Cuba', 3, false],
    ]);
    const updated = await request(sandbox, 'PUT', `${base()}/${george}`, {
      token,
      body: { Number: '10', StreetName: 'George', StreetType: 'Street', City: 'Dunedin', PostCode: '9016' },
    });
    expect(updated.json.Addresses[0]).toMatchObject({ Number: '10', Rank: 1, IsDefault: true });

    const deleted = await request(sandbox, 'DELETE', `${base()}/${george}`, { token });
    expect(summary(deleted.json.Addresses)).toEqual([
      ['Ponsonby', 1, true],
      ['Cuba', 2, false],
    ]);
    const listed = await request(sandbox, 'GET', `${base()}?AddressType=DELIVERY`, { token });
    expect(summary(listed.json.Addresses)).toEqual(summary(deleted.json.Addresses));
    expect((await request(sandbox, 'DELETE', `${base()}/${george}`, { token })).status).toBe(404);
  });

  it("are the customer's own: another customer is 403", async () => {
    const other = await signIn(sandbox, 'prepay@harbour.test');
    expect((await request(sandbox, 'GET', base(), { token: other.JWT })).status).toBe(403);
  });
});

describe('given a product type transfer', () => {
  it('previews with dry=true, changes the billing reference with dry=false; same type is 409', async () => {
    const product = 'b0000000-0000-4000-8000-000000000002';
    const body = { CustomerUUID: customer, ProductInstanceUUID: product, Type: 'prepay' };
    const dry = await request(sandbox, 'PUT', '/api/sim/v1/product-type/true', { token, body });
    expect(dry.status, dry.text).toBe(200);
    expect(dry.json).toMatchObject({ FromType: 'postpay', Type: 'prepay', DryRun: true, Changed: false });
    expect(dry.json.BillingReference).toMatch(/^postpay-/);
    const done = await request(sandbox, 'PUT', '/api/sim/v1/product-type/false', { token, body });
    expect(done.json).toMatchObject({ DryRun: false, Changed: true });
    expect(done.json.BillingReference).toMatch(/^prepay-/);
    expect((await request(sandbox, 'PUT', '/api/sim/v1/product-type/false', { token, body })).status).toBe(
      409,
    );
  });
});
