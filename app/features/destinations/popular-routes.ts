/** SPEC 9: popular routes are shown in groups of 3. */
export const POPULAR_ROUTES_GROUP_SIZE = 3;

/** Splits items into consecutive groups of `size` (the last one may be shorter). */
export function inGroups<T>(items: readonly T[], size: number = POPULAR_ROUTES_GROUP_SIZE): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new Error(`Invalid group size: ${size}`);
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
  return groups;
}
