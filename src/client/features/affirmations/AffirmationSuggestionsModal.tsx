import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { QUOTA_MESSAGES } from '../../../shared/domain/quota';
import type { AffirmationSuggestion } from '../../../shared/domain/affirmations';
import { quotaReasonOf } from '../../lib/quotaReason';
import { trpc } from '../../lib/trpc';
import { Modal } from '../../ui/Modal';
import { useSaveAffirmation } from './useSaveAffirmation';

/**
 * accounts-plans-ai 2.10: offered after a note; choosing one saves it as an affirmation entry. The
 * suggestions come from the AI, which is rate-limited, so they are asked for once per opening
 * (the ref keeps StrictMode's second effect from asking twice) and never refetched.
 */
export function AffirmationSuggestionsModal({ profileId, onClose }: { profileId: string; onClose: () => void }) {
  const suggestions = trpc.affirmations.suggest.useMutation();
  const asked = useRef(false);
  const { mutate: suggest } = suggestions;
  useEffect(() => {
    // Once per opening: each ask runs the AI provider and counts against the hourly allowance.
    if (asked.current) return;
    asked.current = true;
    suggest({ profileId });
  }, [suggest, profileId]);
  const save = useSaveAffirmation(profileId);

  const choose = (suggestion: AffirmationSuggestion) =>
    save.mutate({ profileId, suggestion }, { onSuccess: onClose });

  const saveError = save.error
    ? quotaReasonOf(save.error) === 'AFFIRMATION_LIMIT_REACHED'
      ? QUOTA_MESSAGES.AFFIRMATION_LIMIT_REACHED
      : `Failed to save affirmation: ${save.error.message}`
    : null;

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Suggested Affirmations" description="Choose one to save it to your journal.">
      {(suggestions.isIdle || suggestions.isPending) && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <LoaderCircle aria-hidden className="size-4 animate-spin text-teal-700" /> Generating personalized affirmations...
        </p>
      )}
      {suggestions.error && (
        <div role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">Failed to generate affirmations. Please try again.</p>
          <p>{suggestions.error.message}</p>
        </div>
      )}
      {suggestions.data?.suggestions.length === 0 && <p className="text-sm text-slate-600">No affirmations available. Please try again.</p>}
      {saveError && (
        <p role="alert" className="mb-3 rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {saveError}
        </p>
      )}
      <ul className="space-y-2">
        {suggestions.data?.suggestions.map((suggestion) => (
          <li key={suggestion.text}>
            <button
              type="button"
              disabled={save.isPending}
              onClick={() => choose(suggestion)}
              className="w-full rounded-2xl border border-slate-200 p-3 text-left transition-colors hover:border-teal-600 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700 disabled:cursor-wait disabled:opacity-60"
            >
              <span className="block text-slate-900">{suggestion.text}</span>
              <span className="mt-2 flex flex-wrap gap-2 text-xs font-medium">
                <span className="rounded-full bg-violet-100 px-2 py-0.5 text-violet-800">{suggestion.theme}</span>
                <span className="rounded-full bg-teal-100 px-2 py-0.5 text-teal-800 capitalize">{suggestion.mood}</span>
                {save.isPending && save.variables?.suggestion.text === suggestion.text && <span className="text-slate-500">Saving...</span>}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
