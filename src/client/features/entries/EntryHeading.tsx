import { bodyRegionIcon, formatEntryDate, moodIcon, sensationIcon, tagLabel } from '../../../shared/domain/entry-display';
import { feltAtText } from '../../../shared/domain/body-map';
import { Emoji } from '../../ui/Emoji';
import type { Entry } from './entryCache';
import { useTimeZone } from '../auth/useTimeZone';

/** The icon, title and time of an emotional or physical card. */
export function EntryHeading({ entry }: { entry: Entry }) {
  const emotional = entry.type === 'emotional';
  const timeZone = useTimeZone();
  const title = tagLabel((emotional ? entry.specific_mood : entry.sensation) ?? entry.type);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Emoji emoji={emotional ? moodIcon(entry.specific_mood) : sensationIcon(entry.sensation)} className="text-3xl leading-none" />
      <div className="min-w-0">
        <h3 className="font-semibold wrap-anywhere text-slate-900">{title}</h3>
        <p className="text-xs text-slate-500">
          <time dateTime={entry.timestamp}>{formatEntryDate(entry.timestamp, timeZone)}</time>
          {entry.type === 'physical' && entry.body_region && (
            <span>
              {' · '}
              <Emoji emoji={bodyRegionIcon(entry.body_region)} /> {feltAtText(entry)}
            </span>
          )}
          {entry.addedBy && <span> · added by {entry.addedBy}</span>}
        </p>
      </div>
    </div>
  );
}
