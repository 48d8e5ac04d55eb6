import { useRef, useState } from 'react';
import { type ExercisePhase, furthestPhase } from '../../../../shared/domain/eye-exercise';
import { trpc } from '../../../lib/trpc';

export type ExerciseStage = 'before' | 'running';

/**
 * A session from the first question to the exit: distress before, the running exercise (its
 * start and the furthest phase reached), and how it feels at the end if the person said so. Every
 * way out ends it at once: nothing stands between a distressed person and the exit.
 */
export function useExerciseSession(profileId: string, onDone: () => void) {
  const [stage, setStage] = useState<ExerciseStage>('before');
  const session = useRef({ before: null as number | null, startedAt: 0, phase: 'desensitization' as ExercisePhase });
  // The overlay is gone by the time this settles: a failed save is tried again, then logged.
  const record = trpc.exercise.recordSession.useMutation({ retry: 2 });
  const utils = trpc.useUtils();

  return {
    stage,
    begin(distressBefore: number | null) {
      session.current = { ...session.current, before: distressBefore, startedAt: Date.now() };
      setStage('running');
    },
    reach(phase: ExercisePhase) {
      session.current.phase = furthestPhase(session.current.phase, phase);
    },
    /** Close, Escape, auto-close or a rating of how it feels now: the overlay goes; a session that ran is recorded. */
    end(distressAfter: number | null, sourceEntryId: string | null) {
      onDone();
      if (stage !== 'running') return;
      const { before, startedAt, phase } = session.current;
      record
        .mutateAsync({
          profileId,
          startedAt: new Date(startedAt).toISOString(),
          durationSeconds: Math.round((Date.now() - startedAt) / 1000),
          phaseReached: phase,
          sourceEntryId,
          distressBefore: before,
          distressAfter,
        })
        .then(() => utils.exercise.sessions.invalidate({ profileId }))
        .catch((error: unknown) => console.warn('Could not record the exercise session', error));
    },
  };
}
