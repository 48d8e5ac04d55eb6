import * as Dialog from '@radix-ui/react-dialog';
import { Smartphone } from 'lucide-react';
import { autoCloseLabel } from '../../../../shared/domain/eye-exercise';
import { CloseExerciseButton } from './CloseExerciseButton';

/** Title, the 'Mobile Optimized' badge, the auto-close countdown and the close button. */
export function ExerciseTopBar({ mobile, secondsLeft, onClose }: { mobile: boolean; secondsLeft: number; onClose: () => void }) {
  return (
    <div className="flex items-center justify-between gap-3 px-4 py-2">
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
        <Dialog.Title className="text-base font-semibold text-white">Eye-movement exercise</Dialog.Title>
        {mobile && (
          <span className="inline-flex items-center gap-1 rounded-full bg-teal-400/15 px-2.5 py-0.5 text-xs font-semibold text-teal-200 ring-1 ring-teal-300/30">
            <Smartphone aria-hidden className="size-3.5" /> Mobile Optimized
          </span>
        )}
        <p className="text-sm text-slate-300 tabular-nums sm:ml-auto" role="timer" aria-live="off">
          {autoCloseLabel(secondsLeft)}
        </p>
      </div>
      <CloseExerciseButton onClick={onClose} />
    </div>
  );
}
