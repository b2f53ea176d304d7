/**
 * The sandbox's location search data (issue 11; SPEC §7 /location/search): 256 New Zealand street addresses built
 * deterministically from real city, suburb, postcode and street names (each street gets four house numbers), so
 * the list is realistic without a hand-written file. Coordinates are the suburb's approximate centre plus a small
 * offset per number (good enough for a map pin in a demo, not for navigation).
 */
import type { Location } from '@telco-portal/api';

/** `LocationProvider` of every sandbox address. */
export const SANDBOX_LOCATION_PROVIDER = 'sandbox-nz';

type Suburb = [suburb: string, postcode: string, lat: number, lng: number, streets: string[]];

const CITIES: Array<[city: string, suburbs: Suburb[]]> = [
  [
    'Auckland',
    [
      ['Ponsonby', '1011', -36.8546, 174.7448, ['Ponsonby Road', 'Franklin Road']],
      ['Grey Lynn', '1021', -36.8617, 174.7334, ['Great North Road', 'Williamson Avenue']],
      ['Mount Eden', '1024', -36.8784, 174.7568, ['Dominion Road', 'Mount Eden Road']],
      ['Parnell', '1052', -36.8555, 174.7801, ['Parnell Road', 'St Stephens Avenue']],
      ['Takapuna', '0622', -36.7877, 174.7707, ['Hurstmere Road', 'Lake Road']],
      ['Remuera', '1050', -36.8792, 174.7985, ['Remuera Road', 'Victoria Avenue']],
    ],
  ],
  [
    'Wellington',
    [
      ['Te Aro', '6011', -41.2941, 174.7762, ['Cuba Street', 'Willis Street']],
      ['Thorndon', '6011', -41.2763, 174.7774, ['Tinakori Road', 'Hill Street']],
      ['Kelburn', '6012', -41.2857, 174.764, ['Upland Road', 'Glasgow Street']],
      ['Newtown', '6021', -41.3104, 174.7797, ['Riddiford Street', 'Constable Street']],
      ['Karori', '6012', -41.2847, 174.7393, ['Karori Road', 'Donald Street']],
    ],
  ],
  [
    'Christchurch',
    [
      ['Riccarton', '8011', -43.5302, 172.5987, ['Riccarton Road', 'Division Street']],
      ['Merivale', '8014', -43.5146, 172.6207, ['Papanui Road', 'Office Road']],
      ['Sydenham', '8023', -43.552, 172.637, ['Colombo Street', 'Brougham Street']],
      ['Sumner', '8081', -43.569, 172.759, ['Esplanade', 'Nayland Street']],
    ],
  ],
  [
    'Hamilton',
    [
      ['Hamilton Central', '3204', -37.787, 175.2793, ['Victoria Street', 'Anglesea Street']],
      ['Hillcrest', '3216', -37.799, 175.319, ['Cambridge Road', 'Clarkin Road']],
      ['Frankton', '3204', -37.793, 175.264, ['Massey Street', 'Kent Street']],
      ['Chartwell', '3210', -37.758, 175.28, ['Comries Road', 'Hukanui Road']],
    ],
  ],
  [
    'Tauranga',
    [
      ['Tauranga Central', '3110', -37.6878, 176.1651, ['Devonport Road', 'Cameron Road']],
      ['Mount Maunganui', '3116', -37.64, 176.185, ['Maunganui Road', 'Marine Parade']],
      ['Otumoetai', '3110', -37.672, 176.138, ['Otumoetai Road', 'Bureta Road']],
      ['Papamoa Beach', '3118', -37.699, 176.286, ['Papamoa Beach Road', 'Domain Road']],
    ],
  ],
  [
    'Dunedin',
    [
      ['Dunedin Central', '9016', -45.874, 170.5036, ['George Street', 'Princes Street']],
      ['North Dunedin', '9016', -45.864, 170.514, ['Castle Street', 'Great King Street']],
      ['St Clair', '9012', -45.908, 170.487, ['Forbury Road', 'Victoria Road']],
      ['Roslyn', '9010', -45.866, 170.487, ['Highgate', 'Ross Street']],
    ],
  ],
  [
    'Palmerston North',
    [
      ['Palmerston North Central', '4410', -40.3523, 175.6082, ['Broadway Avenue', 'Main Street']],
      ['Hokowhitu', '4410', -40.364, 175.63, ['Albert Street', 'Ruahine Street']],
    ],
  ],
  [
    'Nelson',
    [
      ['Nelson Central', '7010', -41.2706, 173.284, ['Trafalgar Street', 'Hardy Street']],
      ['Tahunanui', '7011', -41.283, 173.248, ['Tahunanui Drive', 'Muritai Street']],
    ],
  ],
  ['Napier', [['Napier Central', '4110', -39.4928, 176.912, ['Emerson Street', 'Marine Parade']]]],
];

const STREET_TYPES = new Set(['Road', 'Street', 'Avenue', 'Parade', 'Drive', 'Place', 'Terrace', 'Crescent']);
/** House numbers of each street (four, varying with the street's position so lists do not all read 1, 2, 3). */
const numbersFor = (i: number) => [3 + (i % 5), 12 + (i % 7), 27 + (i % 11), 48 + (i % 13)];

function build(): Location[] {
  const out: Location[] = [];
  let street = 0;
  for (const [city, suburbs] of CITIES) {
    for (const [suburb, postcode, lat, lng, streets] of suburbs) {
      for (const full of streets) {
        const words = full.split(' ');
        const last = words.at(-1)!;
        const typed = words.length > 1 && STREET_TYPES.has(last);
        const streetName = typed ? words.slice(0, -1).join(' ') : full;
        for (const [k, n] of numbersFor(street).entries()) {
          out.push({
            LocationProvider: SANDBOX_LOCATION_PROVIDER,
            LocationProviderIDX: `NZ${String(out.length + 1).padStart(6, '0')}`,
            Formatted: `${n} ${full}, ${suburb}, ${city} ${postcode}`,
            Number: String(n),
            StreetName: streetName,
            StreetType: typed ? last : '',
            Suburb: suburb,
            City: city,
            PostCode: postcode,
            Country: 'New Zealand',
            Latitude: Number((lat + (street % 3) * 0.002 - k * 0.0004).toFixed(6)),
            Longitude: Number((lng + (street % 4) * 0.002 + k * 0.0004).toFixed(6)),
          });
        }
        street += 1;
      }
    }
  }
  return out;
}

/** Every sandbox address, in a fixed order (index = LocationProviderIDX). */
export const NZ_ADDRESSES: readonly Location[] = build();

/**
 * Addresses whose Formatted text contains `q` (case-insensitive, spaces collapsed), those starting with it first,
 * at most `limit`.
 */
export function searchAddresses(q: string, limit: number): Location[] {
  const needle = q.trim().replace(/\s+/g, ' ').toLowerCase();
  if (!needle) return [];
  const starts: Location[] = [];
  const contains: Location[] = [];
  for (const a of NZ_ADDRESSES) {
    const text = a.Formatted.toLowerCase();
    if (text.startsWith(needle)) starts.push(a);
    else if (text.includes(needle)) contains.push(a);
  }
  return [...starts, ...contains].slice(0, limit);
}

/** The address of `provider` / `idx`, or undefined. */
export function findAddress(provider: string, idx: string): Location | undefined {
  if (provider !== SANDBOX_LOCATION_PROVIDER) return undefined;
  return NZ_ADDRESSES.find((a) => a.LocationProviderIDX === idx);
}
