import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Button } from '../../ui/Button';

/** 'Clear all', after a confirmation that names what will go. */
export function ClearAllButton({ profileName, onConfirm }: { profileName: string; onConfirm: () => void }) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <button type="button" className="min-h-11 rounded-xl px-4 text-sm font-semibold text-red-700 hover:bg-red-50">
          Clear all
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-2xl">
          <AlertDialog.Title className="text-lg font-bold text-slate-900">Clear all entries?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            Every entry in {profileName}'s journal will be removed from the feed.
          </AlertDialog.Description>
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
