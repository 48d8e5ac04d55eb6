/** accounts-plans-ai 4.9, 5 and 9: the rules of the guided eye-movement exercise. */

/** Below this window width (or on a mobile user agent) the exercise runs in its mobile form. */
export const MOBILE_BREAKPOINT_PX = 768;

/** How many times a word may be lit at most, by form. */
export const WORD_REPEAT_CAP = { mobile: 2, desktop: 3 } as const;

/** A word is lit 1 + floor(rating / 5) times, capped at 2 on mobile and 3 on desktop. */
export function wordRepeatCount(rating: number, mobile: boolean): number {
  return Math.min(1 + Math.floor(rating / 5), mobile ? WORD_REPEAT_CAP.mobile : WORD_REPEAT_CAP.desktop);
}
