import * as z from './zod';
import { EXERCISE_PHASES, MAX_DISTRESS } from '../domain/eye-exercise';

const DISTRESS_MESSAGE = `Distress is rated from 0 to ${MAX_DISTRESS}.`;
const distress = z.number(DISTRESS_MESSAGE).int(DISTRESS_MESSAGE).min(0, DISTRESS_MESSAGE).max(MAX_DISTRESS, DISTRESS_MESSAGE).nullable();
const DURATION_MESSAGE = 'A session lasts from 0 seconds to 2 hours.';
const STARTED_MESSAGE = 'A session must have started within the last day.';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Clocks drift; a browser a few minutes ahead still records its session. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

export const recordExerciseSessionInput = z.object({
  startedAt: z.iso.datetime({ offset: true, error: STARTED_MESSAGE }).refine((value) => {
    const age = Date.now() - new Date(value).getTime();
    return age <= DAY_MS && age >= -CLOCK_SKEW_MS;
  }, STARTED_MESSAGE),
  durationSeconds: z.number(DURATION_MESSAGE).int(DURATION_MESSAGE).min(0, DURATION_MESSAGE).max(2 * 60 * 60, DURATION_MESSAGE),
  phaseReached: z.enum(EXERCISE_PHASES, `Phase must be one of ${EXERCISE_PHASES.join(', ')}.`),
  sourceEntryId: z.string('That entry is not in this journal.').max(64, 'That entry is not in this journal.').nullable(),
  distressBefore: distress,
  distressAfter: distress,
});
export type RecordExerciseSession = z.infer<typeof recordExerciseSessionInput>;
