import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import './exercise.css';
import { CloseExerciseButton } from './CloseExerciseButton';
import { DistressQuestion } from './DistressQuestion';
import { ExerciseStage } from './ExerciseStage';
import { useExerciseSession } from './useExerciseSession';
import { useExerciseWords } from './useExerciseWords';

/**
 * accounts-plans-ai 2.11: the guided eye-movement exercise over the whole screen, with distress
 * rated before and, if the person wishes, at the end. Escape (the colour picker closed), the close
 * button and the 10-minute clock end it at once. Focus stays inside and returns to the header
 * button on close.
 */
export function ExerciseOverlay({ profileId, onClose, returnFocus }: { profileId: string; onClose: () => void; returnFocus: () => void }) {
  const session = useExerciseSession(profileId, onClose);
  const words = useExerciseWords(profileId);
  // The running exercise closes its colour picker first; only then does Escape end the exercise.
  const escapeInStage = useRef<() => boolean>(() => false);
  const sourceEntryId = words.words?.source?.id ?? null;

  const end = (distressAfter: number | null) => session.end(distressAfter, sourceEntryId);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && end(null)}>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            if (!escapeInStage.current()) end(null);
          }}
          className="fixed inset-0 z-50 flex flex-col bg-gradient-to-b from-slate-950 via-slate-900 to-indigo-950 text-slate-100 focus:outline-none"
        >
          {session.stage === 'running' ? (
            <ExerciseStage profileId={profileId} words={words} onPhase={session.reach} onEnd={end} escapeRef={escapeInStage} />
          ) : (
            <>
              <div className="flex items-center justify-between gap-3 px-4 py-2">
                <Dialog.Title className="text-base font-semibold text-white">Eye-movement exercise</Dialog.Title>
                <CloseExerciseButton onClick={() => end(null)} />
              </div>
              <div className="flex flex-1 items-center overflow-y-auto px-4 pb-8">
                <DistressQuestion onAnswer={session.begin} />
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
