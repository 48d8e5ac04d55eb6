import { Suspense } from 'react';
import { feltAtText } from '../../../shared/domain/body-map';
import { formatEntryDate, tagLabel } from '../../../shared/domain/entry-display';
import { SmallBodyMap } from './lazyBodyMap';
import { TAG_QUESTIONS, tagValueLabel } from '../../../shared/domain/tag-questions';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import type { Entry } from './entryCache';
import { useTimeZone } from '../auth/useTimeZone';

const DETAIL_TAGS = ['trigger', 'location', 'social', 'environment', 'time_frame'] as const;

/** What a tag chip opens: the entry's context, with its edit actions for editors. */
export function EntryDetailsDialog({
  entry,
  open,
  onOpenChange,
  onEditTags,
  onAdjustIntensity,
}: {
  entry: Entry;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onEditTags?: () => void;
  onAdjustIntensity?: () => void;
}) {
  const timeZone = useTimeZone();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={tagLabel(entry.specific_mood ?? entry.sensation ?? entry.type)}>
      <p className="-mt-2 mb-4 text-sm text-slate-500">{formatEntryDate(entry.timestamp, timeZone)}</p>
      {entry.type === 'physical' && entry.body_region && (
        <div className="mb-3 flex items-center gap-3 rounded-xl bg-slate-50 p-3 text-sm">
          <Suspense fallback={<div className="w-10" />}>
            <SmallBodyMap felt={entry} className="w-10" />
          </Suspense>
          <p>
            <span className="block text-slate-500">Where it was felt</span>
            <span className="font-semibold text-slate-900">{feltAtText(entry)}</span>
          </p>
        </div>
      )}
      <dl className="grid grid-cols-2 gap-3 text-sm">
        {entry.intensity !== null && (
          <div className="rounded-xl bg-slate-50 p-3">
            <dt className="text-slate-500">Intensity</dt>
            <dd className="font-semibold text-slate-900">{entry.intensity}/10</dd>
          </div>
        )}
        {DETAIL_TAGS.map((name) => (
          <div key={name} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-slate-500">{TAG_QUESTIONS[name].question}</dt>
            <dd className="font-semibold text-slate-900">{tagValueLabel(name, entry[name])}</dd>
          </div>
        ))}
      </dl>
      {(onEditTags || onAdjustIntensity) && (
        <div className="mt-5 flex gap-3">
          {onEditTags && (
            <Button variant="secondary" className="flex-1" onClick={onEditTags}>
              Edit Tags
            </Button>
          )}
          {onAdjustIntensity && entry.intensity !== null && (
            <Button variant="secondary" className="flex-1" onClick={onAdjustIntensity}>
              Adjust Intensity
            </Button>
          )}
        </div>
      )}
    </Modal>
  );
}
