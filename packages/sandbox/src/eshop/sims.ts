/**
 * The SIM catalogue of the sandbox (SPEC §3 "SIM catalogue items (eSIM, Physical SIM; each identified by a fixed
 * item id)"). Images are small SVGs built here and answered as `data:` URLs (no image files in the repository).
 */
import type { SimCatalogueItem } from '@telco-portal/api';

/** SM-DP+ host of the sandbox's eSIM activation codes (a reserved example domain: nothing is downloaded). */
export const SANDBOX_SMDP_HOST = 'smdp.sandbox.example.nz';

const SIZES = { XS: 32, S: 64, M: 128, L: 256, XL: 512 } as const;

/** A SIM card outline (cut corner, chip) of `px` square, as a data URL; `esim` draws a dashed outline. */
function simImage(px: number, esim: boolean): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 64 64"><path d="M14 4h26l10 10v46H14z" fill="#f4f4f5" stroke="#18181b" stroke-width="2"${esim ? ' stroke-dasharray="4 3"' : ''}/><rect x="22" y="26" width="20" height="18" rx="3" fill="#d4a72c"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const images = (esim: boolean) =>
  Object.fromEntries(
    Object.entries(SIZES).map(([k, px]) => [k, simImage(px, esim)]),
  ) as SimCatalogueItem['Images'];

const CATEGORY_UUID = '51000000-0000-4000-8000-000000000001';
const ATTRIBUTE_SET_UUID = '51000000-0000-4000-8000-000000000002';

/** Price of a physical SIM card, cents GST inclusive (the card and its delivery); an eSIM is free. */
export const PHYSICAL_SIM_PRICE_CENTS = 500;

/** The two SIM items of SPID `spid`: ID 'physical-sim' and 'esim' (fixed), UUIDs fixed too. */
export function simCatalogue(spid: number): SimCatalogueItem[] {
  return [
    {
      ID: 'physical-sim',
      SPID: spid,
      UUID: '51000000-0000-4000-8000-000000000011',
      CategoryUUID: CATEGORY_UUID,
      Name: 'Physical SIM',
      Brand: 'Harbour Mobile',
      Description: 'A triple-cut SIM card (standard, micro, nano) posted to you. Choose its colour.',
      AttributeSetUUID: ATTRIBUTE_SET_UUID,
      Images: images(false),
      Type: 'TYPE_PRODUCT',
      VirtualType: null,
      IsEsim: false,
      PriceCents: PHYSICAL_SIM_PRICE_CENTS,
    },
    {
      ID: 'esim',
      SPID: spid,
      UUID: '51000000-0000-4000-8000-000000000012',
      CategoryUUID: CATEGORY_UUID,
      Name: 'eSIM',
      Brand: 'Harbour Mobile',
      Description:
        'A digital SIM: scan the QR code or tap to install on an eSIM-capable phone. Ready in minutes.',
      AttributeSetUUID: ATTRIBUTE_SET_UUID,
      Images: images(true),
      Type: 'TYPE_VIRTUAL',
      VirtualType: 'VT_ESIM',
      IsEsim: true,
      PriceCents: 0,
    },
  ];
}

/** The SIM item whose ID or UUID is `id`, or undefined (SPEC §5 'Unknown SIM type'). */
export function findSim(spid: number, id: string): SimCatalogueItem | undefined {
  return simCatalogue(spid).find((s) => s.ID === id || s.UUID === id);
}
