import { useId, useState } from 'react';
import { relativeTime } from '../../lib/relativeTime';
import { trpc } from '../../lib/trpc';
import { FIELD_CLASS, LABEL_CLASS } from '../../ui/fieldStyles';
import { PanelStatus } from '../../ui/PanelStatus';
import { READ_KIND_WORDS } from './accessLogWords';

/** Who read the owner's journal and when ('Dr Lee viewed your feed · 2 hours ago'), by person if chosen. */
export function AccessLog({ profileId }: { profileId: string }) {
  const filterId = useId();
  const [readerUserId, setReaderUserId] = useState('');
  const log = trpc.sharing.accessLog.useQuery({ profileId, readerUserId: readerUserId || undefined }, { placeholderData: (previous) => previous });

  if (log.isPending || log.isError) return <PanelStatus failed={log.isError} loading="Loading the access log..." failure="Failed to load the access log." />;
  const { readers, reads } = log.data;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">Every time someone you share this journal with reads it, it shows here. Your own reads are not listed.</p>
      {readers.length > 0 && (
        <div className="space-y-2">
          <label htmlFor={filterId} className={LABEL_CLASS}>
            Show reads by
          </label>
          <select id={filterId} value={readerUserId} onChange={(event) => setReaderUserId(event.target.value)} className={FIELD_CLASS}>
            <option value="">Everyone</option>
            {readers.map((reader) => (
              <option key={reader.userId} value={reader.userId}>
                {reader.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {reads.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
          {readerUserId ? 'This person has not read your journal yet.' : 'Nobody else has read this journal yet.'}
        </p>
      ) : (
        <ol aria-label="Reads, newest first" className="space-y-2">
          {reads.map((read) => (
            <li key={`${read.readerUserId}-${read.kind}-${read.at}`} className="rounded-xl bg-slate-50 px-4 py-2 text-sm text-slate-800">
              <span className="font-medium">{read.readerName}</span> {READ_KIND_WORDS[read.kind]} ·{' '}
              <time dateTime={read.at} title={new Date(read.at).toLocaleString()} className="text-slate-600">
                {relativeTime(read.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
