/**
 * Whether a parsed JSON value nests more than `limit` objects or lists deep. Walked with a list of
 * its own rather than recursion, so a value nested a million deep is measured, not a stack overflow.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}
