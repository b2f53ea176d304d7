import { defineRoute } from '../define.ts';

/**
 * Location search and delivery addresses (issue 11; SPEC §7 addresses family under /v2/{SPID}/: /location/search,
 * /location/{provider}/{idx}, /customer/{id}/address; SPEC §3 Delivery address, §4 default rule).
 */

export const locationSearch = defineRoute({
  name: 'locationSearch',
  method: 'GET',
  path: '/v2/:spid/location/search',
  auth: false,
});
export const location = defineRoute({
  name: 'location',
  method: 'GET',
  path: '/v2/:spid/location/:provider/:idx',
  auth: false,
});
export const deliveryAddresses = defineRoute({
  name: 'deliveryAddresses',
  method: 'GET',
  path: '/v2/:spid/customer/:id/address',
  auth: true,
  list: true,
  emptyResponse: { Addresses: [] },
});
export const createDeliveryAddress = defineRoute({
  name: 'createDeliveryAddress',
  method: 'POST',
  path: '/v2/:spid/customer/:id/address',
  auth: true,
});
export const updateDeliveryAddress = defineRoute({
  name: 'updateDeliveryAddress',
  method: 'PUT',
  path: '/v2/:spid/customer/:id/address/:addressUuid',
  auth: true,
});
/** Make an address the default (Rank 1). SPEC §7 names no path; chosen here. */
export const setDefaultDeliveryAddress = defineRoute({
  name: 'setDefaultDeliveryAddress',
  method: 'PUT',
  path: '/v2/:spid/customer/:id/address/:addressUuid/default',
  auth: true,
});
export const deleteDeliveryAddress = defineRoute({
  name: 'deleteDeliveryAddress',
  method: 'DELETE',
  path: '/v2/:spid/customer/:id/address/:addressUuid',
  auth: true,
});

/** Product type transfer (SPEC §7 PUT /sim/v1/product-type/{dry}): `dry` 'true' previews. */
export const transferProductType = defineRoute({
  name: 'transferProductType',
  method: 'PUT',
  path: '/sim/v1/product-type/:dry',
  auth: true,
  requiresActiveAccount: true,
});
