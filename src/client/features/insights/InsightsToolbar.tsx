import { Sparkles } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { INSIGHT_PERMISSION_MESSAGES } from '../../../shared/domain/insights';
import { Button } from '../../ui/Button';

/**
 * Starts a generation. For those who may not generate it stays in the tab order, disabled, with
 * the reason as its tooltip and description.
 */
export function GenerateButton({ canManage, loading, label, onGenerate }: { canManage: boolean; loading: boolean; label: string; onGenerate: () => void }) {
  const reasonId = useId();
  return (
    <>
      <Button
        disabled={loading}
        aria-disabled={canManage ? undefined : true}
        title={canManage ? undefined : INSIGHT_PERMISSION_MESSAGES.generate}
        aria-describedby={canManage ? undefined : reasonId}
        onClick={canManage ? onGenerate : undefined}
        className={canManage ? 'shrink-0' : 'shrink-0 opacity-40'}
      >
        <Sparkles aria-hidden className="size-4" />
        {loading ? 'Analyzing...' : label}
      </Button>
      {!canManage && (
        <span id={reasonId} hidden>
          {INSIGHT_PERMISSION_MESSAGES.generate}
        </span>
      )}
    </>
  );
}

/** 'Clear all', asked once more before every insight of the profile goes. */
export function ClearAllInsights({ count, onConfirm }: { count: number; onConfirm: () => void }) {
  const [asking, setAsking] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) cancel.current?.focus();
  }, [asking]);
  if (!asking) {
    return (
      <Button variant="ghost" onClick={() => setAsking(true)} className="text-red-700">
        Clear all
      </Button>
    );
  }
  return (
    <div role="group" aria-label="Clear all insights" className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
      <span>
        Delete all {count} {count === 1 ? 'insight' : 'insights'}?
      </span>
      <Button
        variant="danger"
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        Delete all
      </Button>
      <button
        ref={cancel}
        type="button"
        onClick={() => setAsking(false)}
        className="inline-flex min-h-11 items-center rounded-xl px-4 font-semibold text-slate-700 hover:bg-slate-100"
      >
        Cancel
      </button>
    </div>
  );
}
