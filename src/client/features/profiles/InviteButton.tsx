import { Suspense, useCallback, useState } from 'react';
import { lazyWithPreload } from '../../lib/lazyWithPreload';

// The dialogs' own loaders (profileDialogs.ts) stay off the first view too.
const InviteDialog = lazyWithPreload(() => import('./InviteDialog'), 'InviteDialog');
const preload = () => void InviteDialog.preload().then(({ preloadInvite }) => preloadInvite()).catch(() => {});

/** The header's way to the Invite User modal (spec 2.7); a viewer of a shared journal still invites to their own. */
export function InviteButton() {
  const [open, setOpen] = useState(false);
  // Stable, so the modal's 3 s auto-close timer is not restarted by re-renders.
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button
        type="button"
        aria-label="Invite a Friend, Coach, or Patient"
        title="Invite a Friend, Coach, or Patient"
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        className="inline-flex h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-full px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
      >
        {/* lucide's UserPlus, drawn here like the eye button's icon, to keep the main screen under its weight ceiling */}
        <svg aria-hidden viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
          <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M19 8v6M22 11h-6" />
          <circle cx="9" cy="7" r="4" />
        </svg>
        <span className="hidden md:block">Invite</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <InviteDialog onClose={close} />
        </Suspense>
      )}
    </>
  );
}
