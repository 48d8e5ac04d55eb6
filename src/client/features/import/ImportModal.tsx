import { useQueryClient } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import type { DaylioMapping } from '../../../shared/domain/daylio';
import type { ImportSummary } from '../../../shared/domain/import-summary';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { DaylioMappingTable } from './DaylioMappingTable';
import { ImportPreview } from './ImportPreview';
import { rememberedMapping, sendImport } from './importRequest';
import { useTimeZone } from '../auth/useTimeZone';

type Stage =
  | { state: 'choosing' }
  | { state: 'reading'; file: File }
  | { state: 'previewed'; file: File; summary: ImportSummary }
  | { state: 'importing'; file: File; summary: ImportSummary }
  | { state: 'done'; summary: ImportSummary };

/**
 * Brings a journal in: an Attune export (ZIP or journal.json) or a Daylio CSV. The file is
 * previewed first (what it adds, the dates, whether the plan has room; for Daylio, the mapping of
 * moods and activities, which the person can change); nothing is written until they import.
 */
export function ImportModal({ profile, onClose }: { profile: { id: string; name: string }; onClose: () => void }) {
  const inputId = useId();
  const timeZone = useTimeZone();
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<Stage>({ state: 'choosing' });
  const [mapping, setMapping] = useState<DaylioMapping>(rememberedMapping.read);
  const [error, setError] = useState<string | null>(null);

  const preview = (file: File) => {
    setError(null);
    setStage({ state: 'reading', file });
    sendImport(profile.id, file, { step: 'preview', mapping, timeZone }).then(
      (summary) => setStage({ state: 'previewed', file, summary }),
      (failure: Error) => {
        setError(failure.message);
        setStage({ state: 'choosing' });
      },
    );
  };

  const commit = (file: File, summary: ImportSummary) => {
    setError(null);
    setStage({ state: 'importing', file, summary });
    sendImport(profile.id, file, { step: 'commit', mapping: summary.daylio ? mapping : null, timeZone }).then(
      (done) => {
        if (summary.daylio) rememberedMapping.save(mapping);
        setStage({ state: 'done', summary: done });
        void queryClient.invalidateQueries(); // the feed, the timeline, the plan's counts
      },
      (failure: Error) => {
        setError(failure.message);
        setStage({ state: 'previewed', file, summary });
      },
    );
  };

  const busy = stage.state === 'reading' || stage.state === 'importing';
  return (
    <Modal open onOpenChange={(open) => !open && !busy && onClose()} title={`Import into ${profile.name}`} width="max-w-xl">
      {(stage.state === 'choosing' || stage.state === 'reading') && (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">An Attune export (the ZIP, or journal.json) or a Daylio export (CSV). You will see what it adds before anything is imported.</p>
          <label
            htmlFor={inputId}
            className="flex min-h-24 cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-slate-300 p-4 text-sm font-semibold text-teal-800 hover:bg-slate-50 has-focus-visible:ring-2 has-focus-visible:ring-teal-600"
          >
            <FileUp aria-hidden className="size-6" />
            {stage.state === 'reading' ? `Reading ${stage.file.name}…` : 'Choose a file'}
            <input
              id={inputId}
              type="file"
              accept=".zip,.json,.csv,application/zip,application/json,text/csv"
              className="sr-only"
              disabled={busy}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) preview(file);
              }}
            />
          </label>
        </div>
      )}
      {(stage.state === 'previewed' || stage.state === 'importing') && (
        <div className="space-y-4">
          <ImportPreview summary={stage.summary} fileName={stage.file.name} />
          {stage.summary.daylio && <DaylioMappingTable table={stage.summary.daylio} mapping={mapping} onChange={setMapping} />}
        </div>
      )}
      {stage.state === 'done' && (
        <p role="status" className="rounded-xl bg-teal-50 p-3 text-sm text-teal-900">
          Imported {stage.summary.newEntries.toLocaleString('en-US')} {stage.summary.newEntries === 1 ? 'entry' : 'entries'} into {profile.name}.
        </p>
      )}
      {error && (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {stage.state === 'done' ? 'Done' : 'Cancel'}
        </Button>
        {(stage.state === 'previewed' || stage.state === 'importing') && (
          <Button onClick={() => commit(stage.file, stage.summary)} disabled={busy || !stage.summary.fits || stage.summary.newEntries === 0}>
            {stage.state === 'importing' ? 'Importing...' : `Import ${stage.summary.newEntries.toLocaleString('en-US')} ${stage.summary.newEntries === 1 ? 'entry' : 'entries'}`}
          </Button>
        )}
      </div>
    </Modal>
  );
}
