import { FileArchive, FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import type { ExportFormat } from '../../../shared/domain/journal-export';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { downloadExport } from './downloadExport';
import { useTimeZone } from '../auth/useTimeZone';

const CHOICES = [
  {
    format: 'zip',
    Icon: FileArchive,
    title: 'Everything (ZIP)',
    detail: 'Every entry with its notes and tags, your insights and exercise sessions, and the photos.',
  },
  { format: 'csv', Icon: FileSpreadsheet, title: 'Entries for a spreadsheet (CSV)', detail: 'One row per entry, for Excel, Numbers or Google Sheets. No photos.' },
] as const;

type Status = { state: 'idle' } | { state: 'downloading'; bytes: number } | { state: 'done'; name: string } | { state: 'failed'; message: string };

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;

/** Export a journal: a ZIP of everything or a CSV of the entries, downloaded with its progress shown. */
export function ExportModal({ profile, onClose }: { profile: { id: string; name: string }; onClose: () => void }) {
  const [format, setFormat] = useState<ExportFormat>('zip');
  const timeZone = useTimeZone();
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const downloading = status.state === 'downloading';

  const start = () => {
    setStatus({ state: 'downloading', bytes: 0 });
    downloadExport(profile.id, format, timeZone, (bytes) => setStatus({ state: 'downloading', bytes })).then(
      (name) => setStatus({ state: 'done', name }),
      (error: unknown) => setStatus({ state: 'failed', message: error instanceof Error ? error.message : 'The export failed.' }),
    );
  };

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={`Export ${profile.name}`} description="Take a copy of this journal with you. It is yours.">
      <fieldset className="space-y-3" disabled={downloading}>
        <legend className="sr-only">What to export</legend>
        {CHOICES.map(({ format: value, Icon, title, detail }) => (
          <label
            key={value}
            className="flex cursor-pointer gap-3 rounded-2xl border border-slate-200 p-4 has-checked:border-teal-600 has-checked:bg-teal-50 has-focus-visible:ring-2 has-focus-visible:ring-teal-600"
          >
            <input type="radio" name="export-format" value={value} checked={format === value} onChange={() => setFormat(value)} className="sr-only" />
            <Icon aria-hidden className="mt-0.5 size-6 shrink-0 text-teal-700" />
            <span>
              <span className="block font-semibold text-slate-900">{title}</span>
              <span className="block text-sm text-slate-600">{detail}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div role="status" aria-live="polite" className="mt-4 min-h-6 text-sm text-slate-700">
        {status.state === 'downloading' && (
          <span className="flex items-center gap-3">
            <span className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-100">
              <span className="block h-full w-1/3 animate-pulse rounded-full bg-teal-600" />
            </span>
            Downloading… {megabytes(status.bytes)}
          </span>
        )}
        {status.state === 'done' && <>Downloaded {status.name}.</>}
      </div>
      {status.state === 'failed' && (
        <p role="alert" className="mt-2 rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {status.message}
        </p>
      )}
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {status.state === 'done' ? 'Done' : 'Cancel'}
        </Button>
        <Button onClick={start} disabled={downloading}>
          {downloading ? 'Exporting...' : 'Download'}
        </Button>
      </div>
    </Modal>
  );
}
