import { NORTH_AMERICA_CARIBBEAN } from "./north-america-caribbean.ts";
import { PERU_AMAZON_CENTER } from "./peru-amazon-center.ts";
import { PERU_NORTH } from "./peru-north.ts";
import { PERU_SOUTH } from "./peru-south.ts";
import { SOUTH_AMERICA_EUROPE } from "./south-america-europe.ts";
import type { DestinationSeed } from "./types.ts";

/** Every destination landing page of the demo content: domestic first, then international. */
export const DESTINATION_SEEDS: DestinationSeed[] = [
  ...PERU_SOUTH,
  ...PERU_NORTH,
  ...PERU_AMAZON_CENTER,
  ...NORTH_AMERICA_CARIBBEAN,
  ...SOUTH_AMERICA_EUROPE,
];
