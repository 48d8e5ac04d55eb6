import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { RefObject } from 'react';
import { CLEARING_FREES_NO_ROOM } from '../../../shared/domain/limit-meaning';
import { Button } from '../../ui/Button';

/** The confirmation of 'Clear all', naming what will go; focus returns to the button that opened it. */
export function ClearAllDialog({
  profileName,
  onConfirm,
  onClose,
  opener,
  pro,
}: {
  profileName: string;
  /** The journal's plan is known to be pro (an own journal): no limit to speak of. */
  pro: boolean;
  onConfirm: () => void;
  onClose: () => void;
  opener: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-2xl"
        >
          <AlertDialog.Title className="text-lg font-bold text-slate-900">Clear all entries?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            Every entry in {profileName}'s journal will be removed from the feed.
          </AlertDialog.Description>
          {!pro && <p className="mt-2 text-sm text-slate-600">{CLEARING_FREES_NO_ROOM}</p>}
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">Cancel</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="danger" onClick={onConfirm}>
                Clear all entries
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
