import { Suspense, useRef, useState } from 'react';
import { grantsAccess } from '../../../shared/domain/access';
import { lazyWithPreload } from '../../lib/lazyWithPreload';
import { useCurrentProfile } from '../profiles/useCurrentProfile';

// The overlay (its animation, sound and questions) is its own chunk, fetched on intent.
const ExerciseOverlay = lazyWithPreload(() => import('./overlay/ExerciseOverlay'), 'ExerciseOverlay');
const preload = () => void ExerciseOverlay.preload().catch(() => {});

/** The header's eye button: the guided exercise, for those who may write to the journal (it records sessions). */
export function ExerciseButton() {
  const { profile } = useCurrentProfile();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (!profile || !grantsAccess(profile.permissionLevel, 'editor')) return null;
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Eye-movement exercise"
        title="Eye-movement exercise"
        data-walkthrough="exercise"
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        className="inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 md:size-10"
      >
        {/* lucide's Eye, drawn here: the main screen's chunk is at its weight ceiling, and the import would add a request */}
        <svg aria-hidden viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
          <path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0" />
          <circle cx="12" cy="12" r="3" />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ExerciseOverlay profileId={profile.id} onClose={() => setOpen(false)} returnFocus={() => button.current?.focus()} />
        </Suspense>
      )}
    </>
  );
}
