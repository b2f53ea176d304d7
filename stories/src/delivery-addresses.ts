import { DEMO_PASSWORD } from '@telco-portal/sandbox';
import { storySandboxReady } from './portal-frame.tsx';
import { PREPAY_CUSTOMER, sandboxCall, startSandbox } from './sandbox.ts';

/** A delivery address as a story writes it (SPEC §3 delivery address; the sandbox fills the rest). */
export type StoryAddress = {
  Number: string;
  StreetName: string;
  StreetType: string;
  Suburb: string;
  City: string;
  PostCode: string;
};

/**
 * Gives prepay@ exactly `addresses` as its delivery addresses (the first one the default), in a story's loader.
 * The in-browser sandbox keeps its data for the whole page, from story to story (only faults are reset), so a story
 * that writes addresses would leave them to the next story of its lane: every story that shows or writes prepay@'s
 * addresses sets them itself. Clears them in the sandbox's database (a story's faults do not apply), then adds
 * through the API. Waits for the global loader's sandbox reset (`storySandboxReady`).
 */
export async function setDeliveryAddresses(addresses: readonly StoryAddress[]): Promise<void> {
  await storySandboxReady();
  const sandbox = await startSandbox();
  await sandbox.db.query('DELETE FROM delivery_addresses WHERE customer_uuid = $1', [PREPAY_CUSTOMER]);
  if (addresses.length === 0) return;
  const auth = await sandboxCall<{ JWT: string }>('POST', '/v2/2/auth', {
    IdentityProvider: 'LOCAL',
    AuthID: 'prepay@harbour.test',
    AuthCode: DEMO_PASSWORD,
  });
  for (const address of addresses) {
    await sandboxCall('POST', `/v2/2/customer/${PREPAY_CUSTOMER}/address`, address, auth.JWT);
  }
}
