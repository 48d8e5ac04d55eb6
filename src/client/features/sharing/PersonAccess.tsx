import { useId, useState } from 'react';
import type { GrantedLevel } from '../../../shared/domain/access';
import { relativeTime, shortDate } from '../../lib/relativeTime';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { Button } from '../../ui/Button';
import { FIELD_CLASS } from '../../ui/fieldStyles';
import { FailureAlert } from '../../ui/FailureAlert';

type Person = RouterOutputs['sharing']['overview']['people'][number];

/** One person's access: its level (Editor or Viewer), since when, their last read, and Revoke. */
export function PersonAccess({ profile, person }: { profile: { id: string; name: string }; person: Person }) {
  const levelId = useId();
  const utils = trpc.useUtils();
  const [confirming, setConfirming] = useState(false);
  const refresh = () => utils.sharing.overview.invalidate({ profileId: profile.id });
  const change = trpc.sharing.changeAccess.useMutation({ onSuccess: refresh });
  const revoke = trpc.sharing.revokeAccess.useMutation({ onSuccess: refresh });
  const who = person.name || person.email;
  const failed = change.error ?? revoke.error;

  return (
    <li className="rounded-2xl p-3 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-medium text-slate-900">{who}</p>
          {person.name && <p className="truncate text-xs text-slate-600">{person.email}</p>}
          <p className="text-xs text-slate-600">
            since {shortDate(person.since)} · {person.lastReadAt ? `last read ${relativeTime(person.lastReadAt)}` : 'has not read it yet'}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={levelId} className="sr-only">
            Access for {who}
          </label>
          <select
            id={levelId}
            value={change.isPending ? change.variables.level : person.level}
            disabled={change.isPending}
            onChange={(event) => change.mutate({ profileId: profile.id, userId: person.userId, level: event.target.value as GrantedLevel })}
            className={`${FIELD_CLASS} w-28`}
          >
            <option value="viewer">Viewer</option>
            <option value="editor">Editor</option>
          </select>
          <Button variant="quietDanger" onClick={() => setConfirming(true)} disabled={confirming}>
            Revoke
          </Button>
        </div>
      </div>
      {confirming && (
        <div className="mt-3 space-y-3 rounded-xl bg-red-50 p-3">
          <p className="text-sm text-red-800">
            Remove {who}'s access? {profile.name} disappears from their menu the next time they load Attune.
          </p>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep access
            </Button>
            <Button variant="danger" disabled={revoke.isPending} onClick={() => revoke.mutate({ profileId: profile.id, userId: person.userId })}>
              {revoke.isPending ? 'Revoking...' : `Revoke ${who}`}
            </Button>
          </div>
        </div>
      )}
      <FailureAlert error={failed} fallback="Failed to change access." />
    </li>
  );
}
