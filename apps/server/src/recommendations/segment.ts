import type { Tier } from '@openenroll/contract/codes';

/** Who a cart was for, as the recommender groups shoppers. Null: not known (no quote yet). */
export type Segment = {
  portalId: number | null;
  /** Null: shopping on no group's behalf, a segment of its own. */
  groupId: number | null;
  state: string | null;
  tier: Tier | null;
  ageBand: number | null;
  gender: number | null;
};
export type Dimension = keyof Segment;

/** The lowest age of each band; recount.ts builds its SQL from these bounds. */
export const ageBands = [18, 30, 40, 50, 65] as const;

export const ageBand = (age: number) => ageBands.findLast((lowest) => age >= lowest) ?? ageBands[0];

/** A band's lowest and highest age; no highest for the last band. */
export function ageBandBounds(band: number): [number, number | undefined] {
  const next = ageBands.find((lowest) => lowest > band);
  return [band, next === undefined ? undefined : next - 1];
}

export const stateNames: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'the District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};
