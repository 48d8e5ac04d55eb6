/** accounts-plans-ai 4.9, 5 and 9: the rules of the guided eye-movement exercise. */

/** The three phases, in the order P cycles through them. */
export const EXERCISE_PHASES = ['desensitization', 'reprocessing', 'installation'] as const;
export type ExercisePhase = (typeof EXERCISE_PHASES)[number];

/** Distress is rated from 0 (none) to 10 (the worst). */
export const MAX_DISTRESS = 10;
/** The overlay closes itself after 10 minutes. */
export const AUTO_CLOSE_SECONDS = 600;
/** The sessions the chart shows, newest. */
export const CHARTED_SESSIONS = 30;

/** An exercise session as the API returns it. */
export interface ExerciseSession {
  id: string;
  startedAt: string;
  durationSeconds: number;
  phaseReached: ExercisePhase;
  distressBefore: number | null;
  distressAfter: number | null;
}

/** Sessions rated both before and after, and the average change of distress across them (negative: it eased). */
export function distressChange(sessions: readonly Pick<ExerciseSession, 'distressBefore' | 'distressAfter'>[]) {
  const rated = sessions.filter((session) => session.distressBefore !== null && session.distressAfter !== null);
  const total = rated.reduce((sum, session) => sum + session.distressAfter! - session.distressBefore!, 0);
  return { rated: rated.length, averageChange: rated.length > 0 ? Math.round((total / rated.length) * 10) / 10 : null };
}

/** Below this window width (or on a mobile user agent) the exercise runs in its mobile form. */
export const MOBILE_BREAKPOINT_PX = 768;

/** How many times a word may be lit at most, by form. */
export const WORD_REPEAT_CAP = { mobile: 2, desktop: 3 } as const;

/** A word is lit 1 + floor(rating / 5) times, capped at 2 on mobile and 3 on desktop. */
export function wordRepeatCount(rating: number, mobile: boolean): number {
  return Math.min(1 + Math.floor(rating / 5), mobile ? WORD_REPEAT_CAP.mobile : WORD_REPEAT_CAP.desktop);
}
