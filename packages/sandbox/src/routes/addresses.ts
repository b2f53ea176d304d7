import { randomUUID } from 'node:crypto';
import type { DeliveryAddress, DeliveryAddressInput } from '@telco-portal/api';
import { endpoints } from '@telco-portal/api';
import { makeDefaultAddress, removeAddress, sortAddressesByRank } from '@telco-portal/core';
import type { Hono } from 'hono';
import type { SandboxDb } from '../db/worker-db.ts';
import { SandboxError } from '../errors.ts';
import { findAddress, searchAddresses } from '../eshop/nz-addresses.ts';
import { assertCustomerAccess, route, type SandboxDeps } from '../route.ts';
import { loadProductOfKind } from '../rows.ts';
import { dateToNanos } from '../time.ts';

/** Most delivery addresses a customer keeps. */
export const MAX_DELIVERY_ADDRESSES = 20;

type AddressRow = {
  uuid: string;
  rank: number;
  fields: Omit<DeliveryAddress, 'AddressUUID' | 'AddressType' | 'Rank' | 'IsDefault'>;
};

const toWire = (r: AddressRow): DeliveryAddress => ({
  AddressUUID: r.uuid,
  AddressType: 'DELIVERY',
  ...r.fields,
  Rank: r.rank,
  IsDefault: r.rank === 1,
});

const addressNotFound = () => new SandboxError(404, 'address_not_found', 'address is not found');

/**
 * The stored fields of an address input: SPEC §3 fields, the location search result's own fields filling what the
 * input leaves out when `LocationProvider` + `LocationProviderIDX` name one; `Formatted` built as NZ Post writes it.
 */
function fieldsOf(input: DeliveryAddressInput): AddressRow['fields'] {
  const found =
    input.LocationProvider && input.LocationProviderIDX
      ? findAddress(input.LocationProvider, input.LocationProviderIDX)
      : undefined;
  const suburb = input.Suburb ?? found?.Suburb ?? '';
  const street = [input.StreetName, input.StreetType].filter(Boolean).join(' ');
  const unit =
    input.UnitType || input.UnitTypeExtra ? `${input.UnitTypeExtra ?? ''}/`.replace(/^\//, '') : '';
  const number = `${input.NumberPre ?? ''}${input.Number ?? ''}${input.NumberPost ?? ''}`;
  const formatted = [
    [input.BuildingName].filter(Boolean).join(''),
    `${unit}${number} ${street}`.trim(),
    suburb,
    `${input.City} ${input.PostCode}`,
  ]
    .filter(Boolean)
    .join(', ');
  return {
    LocationProvider: input.LocationProvider ?? '',
    LocationProviderIDX: input.LocationProviderIDX ?? '',
    BuildingName: input.BuildingName ?? '',
    UnitType: input.UnitType ?? '',
    UnitTypeExtra: input.UnitTypeExtra ?? '',
    Number: input.Number ?? '',
    NumberPre: input.NumberPre ?? '',
    NumberPost: input.NumberPost ?? '',
    StreetName: input.StreetName.trim(),
    StreetType: input.StreetType ?? '',
    Suburb: suburb,
    City: input.City.trim(),
    State: input.State ?? '',
    PostCode: input.PostCode.trim(),
    Country: input.Country ?? 'New Zealand',
    Latitude: input.Latitude ?? found?.Latitude ?? null,
    Longitude: input.Longitude ?? found?.Longitude ?? null,
    Formatted: formatted,
    FormattedOriginal: found?.Formatted ?? formatted,
  };
}

async function listAddresses(db: SandboxDb, customerUuid: string): Promise<DeliveryAddress[]> {
  const { rows } = await db.query<AddressRow>(
    'SELECT uuid, rank, fields FROM delivery_addresses WHERE customer_uuid = $1 ORDER BY rank, created_at_nanos',
    [customerUuid],
  );
  return sortAddressesByRank(rows.map(toWire));
}

/** Stores the ranks of `list` (core makeDefaultAddress / removeAddress results). */
async function saveRanks(db: SandboxDb, list: DeliveryAddress[]) {
  for (const a of list)
    await db.query('UPDATE delivery_addresses SET rank = $2 WHERE uuid = $1', [a.AddressUUID, a.Rank]);
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Location search and delivery addresses (issue 11; SPEC §3 Delivery address, §4 "Default delivery address moves
 * to first and unmarks others", §5 street/city/postcode, §7 addresses family), and the product type transfer
 * (SPEC §7 PUT /sim/v1/product-type/{dry}). The location search reads the generated NZ address list
 * (eshop/nz-addresses.ts). Address writes answer the whole list, sorted by Rank.
 */
export function addressRoutes(app: Hono, deps: SandboxDeps) {
  const { db } = deps;

  route(app, deps, endpoints.locationSearch, async ({ query }) => ({
    Locations: searchAddresses(query.q, query.limit ?? 10),
  }));
  route(app, deps, endpoints.location, async ({ params }) => {
    const found = findAddress(params.provider, params.idx);
    if (!found) throw new SandboxError(404, 'location_not_found', 'Object not found');
    return found;
  });

  route(app, deps, endpoints.deliveryAddresses, async ({ params, auth }) => {
    assertCustomerAccess(auth, params.id);
    return { Addresses: await listAddresses(db, params.id) };
  });
  route(app, deps, endpoints.createDeliveryAddress, async ({ params, body, auth }) => {
    assertCustomerAccess(auth, params.id);
    const list = await listAddresses(db, params.id);
    if (list.length >= MAX_DELIVERY_ADDRESSES) {
      throw new SandboxError(
        400,
        'too_many_addresses',
        `at most ${MAX_DELIVERY_ADDRESSES} delivery addresses`,
      );
    }
    await db.query(
      'INSERT INTO delivery_addresses (uuid, customer_uuid, rank, fields, created_at_nanos) VALUES ($1, $2, $3, $4, $5)',
      [
        randomUUID(),
        params.id,
        list.length + 1,
        JSON.stringify(fieldsOf(body)),
        dateToNanos(deps.now()).toString(),
      ],
    );
    return { Addresses: await listAddresses(db, params.id) };
  });

  const own = async (customerUuid: string, addressUuid: string) => {
    const list = await listAddresses(db, customerUuid);
    if (!UUID_RE.test(addressUuid) || !list.some((a) => a.AddressUUID === addressUuid))
      throw addressNotFound();
    return list;
  };
  route(app, deps, endpoints.updateDeliveryAddress, async ({ params, body, auth }) => {
    assertCustomerAccess(auth, params.id);
    await own(params.id, params.addressUuid);
    await db.query('UPDATE delivery_addresses SET fields = $2 WHERE uuid = $1', [
      params.addressUuid,
      JSON.stringify(fieldsOf(body)),
    ]);
    return { Addresses: await listAddresses(db, params.id) };
  });
  route(app, deps, endpoints.setDefaultDeliveryAddress, async ({ params, auth }) => {
    assertCustomerAccess(auth, params.id);
    const list = makeDefaultAddress(await own(params.id, params.addressUuid), params.addressUuid);
    await saveRanks(db, list);
    return { Addresses: list };
  });
  route(app, deps, endpoints.deleteDeliveryAddress, async ({ params, auth }) => {
    assertCustomerAccess(auth, params.id);
    const list = removeAddress(await own(params.id, params.addressUuid), params.addressUuid);
    await db.query('DELETE FROM delivery_addresses WHERE uuid = $1', [params.addressUuid]);
    await saveRanks(db, list);
    return { Addresses: list };
  });

  // Product type transfer: the BillingReference's prefix (SPEC §3 "prefix prepay, payg or postpay") changes.
  route(app, deps, endpoints.transferProductType, async ({ params, body, auth }) => {
    assertCustomerAccess(auth, body.CustomerUUID);
    const product = await loadProductOfKind(db, body.CustomerUUID, body.ProductInstanceUUID, [
      'prepay',
      'payg',
      'postpay',
    ]);
    const from = product.billing_reference.split('-')[0] as 'prepay' | 'payg' | 'postpay';
    if (from === body.Type) {
      throw new SandboxError(409, 'same_product_type', `this product is already ${body.Type}`);
    }
    const reference = `${body.Type}${product.billing_reference.slice(from.length)}`;
    const dry = params.dry === 'true';
    if (!dry) {
      await db.query('UPDATE mobile_products SET billing_reference = $2 WHERE uuid = $1', [
        product.uuid,
        reference,
      ]);
    }
    return {
      ProductInstanceUUID: product.uuid,
      FromType: from,
      Type: body.Type,
      BillingReference: dry ? product.billing_reference : reference,
      DryRun: dry,
      Changed: !dry,
    };
  });
}
