import { useEffect, useState } from 'react';
import { trpc, type RouterOutputs } from '../../../lib/trpc';

type Words = RouterOutputs['exercise']['words'];

/** Asks once for the exercise's words; a failure is only logged and the exercise goes on with the ball alone. */
export function useExerciseWords(profileId: string) {
  const words = trpc.exercise.words.useMutation();
  const [answer, setAnswer] = useState<{ loading: boolean; words: Words | null }>({ loading: true, words: null });
  const { mutateAsync } = words;
  useEffect(() => {
    let current = true;
    mutateAsync({ profileId })
      .then((result) => current && setAnswer({ loading: false, words: result }))
      .catch((error: unknown) => {
        console.warn('Could not find words for the eye-movement exercise', error);
        if (current) setAnswer({ loading: false, words: null });
      });
    return () => {
      current = false;
    };
  }, [mutateAsync, profileId]);
  return answer;
}
