/** 95% two-sided: the normal quantile the intervals use. */
const Z = 1.959963984540054;

export interface Interval {
  low: number;
  high: number;
}

/** Wilson's score interval for a share of `successes` in `total` (total > 0); it stays within 0-1 and behaves at 0 and n. */
export function wilsonInterval(successes: number, total: number): Interval {
  if (total === 0) return { low: 0, high: 1 };
  const share = successes / total;
  const z2 = Z * Z;
  const centre = (share + z2 / (2 * total)) / (1 + z2 / total);
  const margin = (Z / (1 + z2 / total)) * Math.sqrt((share * (1 - share)) / total + z2 / (4 * total * total));
  return { low: Math.max(0, centre - margin), high: Math.min(1, centre + margin) };
}

/**
 * Newcombe's hybrid score interval (1998, method 10) for the difference of two shares, a - b,
 * built from each side's Wilson interval: it keeps good coverage for small counts and shares near 0 or 1.
 */
export function shareDifferenceInterval(a: { successes: number; total: number }, b: { successes: number; total: number }): Interval & { estimate: number } {
  const shareA = a.successes / a.total;
  const shareB = b.successes / b.total;
  const wilsonA = wilsonInterval(a.successes, a.total);
  const wilsonB = wilsonInterval(b.successes, b.total);
  const estimate = shareA - shareB;
  return {
    estimate,
    low: estimate - Math.sqrt((shareA - wilsonA.low) ** 2 + (wilsonB.high - shareB) ** 2),
    high: estimate + Math.sqrt((wilsonA.high - shareA) ** 2 + (shareB - wilsonB.low) ** 2),
  };
}
