/** accounts-plans-ai 4.9, 5 and 9: the rules of the guided eye-movement exercise. */

/** The three phases, in the order P cycles through them. */
export const EXERCISE_PHASES = ['desensitization', 'reprocessing', 'installation'] as const;
export type ExercisePhase = (typeof EXERCISE_PHASES)[number];

/** Distress is rated from 0 (none) to 10 (the worst). */
export const MAX_DISTRESS = 10;
/** The overlay closes itself after 10 minutes. */
export const AUTO_CLOSE_SECONDS = 600;
/** In its last this-many seconds the exercise offers 'How do you feel now?' (as it does while paused). */
export const FEEL_NOW_OFFER_SECONDS = 120;
/** Whether the running exercise offers to rate how it feels now: while paused, or near its end. */
export const offersFeelNow = (paused: boolean, secondsLeft: number) => paused || secondsLeft <= FEEL_NOW_OFFER_SECONDS;
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

/** What the phase switch says for each phase. */
export const PHASE_LABELS: Record<ExercisePhase, string> = {
  desensitization: 'Desensitize',
  reprocessing: 'Reprocess',
  installation: 'Install',
};

/** P: desensitization, reprocessing, installation, then back to desensitization. */
export function nextPhase(phase: ExercisePhase): ExercisePhase {
  return EXERCISE_PHASES[(EXERCISE_PHASES.indexOf(phase) + 1) % EXERCISE_PHASES.length]!;
}

/** The later of two phases in the exercise's order: what a session records as reached. */
export function furthestPhase(reached: ExercisePhase, current: ExercisePhase): ExercisePhase {
  return EXERCISE_PHASES.indexOf(current) > EXERCISE_PHASES.indexOf(reached) ? current : reached;
}

/** Desensitization shows the trigger words; the other two phases the positive ones. */
export const wordKindFor = (phase: ExercisePhase) => (phase === 'desensitization' ? 'trigger' : 'positive');

/** The ball's seven colours, in the picker's order. */
export const BALL_COLOURS = ['Green', 'Blue', 'Purple', 'Pink', 'Orange', 'Teal', 'Indigo'] as const;
export type BallColour = (typeof BALL_COLOURS)[number];

/** 'Auto-close in mm:ss' for the seconds left, never below 00:00. */
export function autoCloseLabel(secondsLeft: number): string {
  const seconds = Math.max(0, Math.ceil(secondsLeft));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `Auto-close in ${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

/** The mobile form: a phone's user agent, or a window narrower than the breakpoint. */
export function isMobileExercise(windowWidth: number, userAgent: string): boolean {
  return windowWidth < MOBILE_BREAKPOINT_PX || /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i.test(userAgent);
}

/** 'Average change: -2.5 over 2 sessions', or what is missing for one. */
export function distressChangeSummary({ rated, averageChange }: { rated: number; averageChange: number | null }): string {
  if (averageChange === null) return 'No session rated before and after yet';
  const sign = averageChange > 0 ? '+' : '';
  return `Average change: ${sign}${averageChange} over ${rated} ${rated === 1 ? 'session' : 'sessions'}`;
}

/** The sessions the chart draws, oldest first: those rated at least once. */
export function chartedSessions(sessions: readonly ExerciseSession[]): ExerciseSession[] {
  return sessions.filter((session) => session.distressBefore !== null || session.distressAfter !== null).reverse();
}
