import { Suspense, useRef, useState } from 'react';
import { lazyWithPreload } from '../../lib/lazyWithPreload';

/** The confirmation (with Radix AlertDialog) loads when the person reaches for the button (a pointer over it, focus) or presses it. */
const ClearAllDialog = lazyWithPreload(() => import('./ClearAllDialog'), 'ClearAllDialog');

/** 'Clear all', after a confirmation that names what will go. */
export function ClearAllButton({ profileName, pro, onConfirm }: { profileName: string; pro: boolean; onConfirm: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={confirming}
        onClick={() => setConfirming(true)}
        onPointerEnter={() => void ClearAllDialog.preload()}
        onFocus={() => void ClearAllDialog.preload()}
        className="min-h-11 rounded-xl px-4 text-sm font-semibold text-red-700 hover:bg-red-50"
      >
        Clear all
      </button>
      <Suspense fallback={null}>
        {confirming && <ClearAllDialog profileName={profileName} pro={pro} onConfirm={onConfirm} onClose={() => setConfirming(false)} opener={button} />}
      </Suspense>
    </>
  );
}
