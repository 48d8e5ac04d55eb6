import { tagLabel } from '../../../../shared/domain/entry-display';
import type { PreviousTags } from '../../../../shared/domain/quick-add-flow';
import { Button } from '../../../ui/Button';

/** 'Use the same tags as before?' with the last entry's tags. */
export function SuggestionsStep({ previous, onConfirm, onEdit }: { previous: PreviousTags; onConfirm: () => void; onEdit: () => void }) {
  return (
    <div className="space-y-4 text-center">
      <h3 className="text-lg font-semibold text-slate-800">Use the same tags as before?</h3>
      <ul className="flex flex-wrap justify-center gap-2" aria-label="Previous tags">
        {[previous.location, previous.social, previous.environment].map((value) => (
          <li key={value} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700">
            {tagLabel(value)}
          </li>
        ))}
        <li className="rounded-full bg-teal-100 px-3 py-1 text-sm font-medium text-teal-800">Recent</li>
      </ul>
      <div className="flex justify-center gap-3">
        <Button autoFocus onClick={onConfirm}>
          Confirm
        </Button>
        <Button variant="secondary" onClick={onEdit}>
          Edit
        </Button>
      </div>
    </div>
  );
}
