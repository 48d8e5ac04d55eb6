import { shortDate } from '../../lib/relativeTime';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { Button } from '../../ui/Button';
import { FailureAlert } from '../../ui/FailureAlert';

type Invitation = RouterOutputs['sharing']['overview']['invitations'][number];

/** Invitations sent from this journal and not yet accepted, each withdrawable. */
export function PendingInvitations({ profileId, invitations }: { profileId: string; invitations: Invitation[] }) {
  const utils = trpc.useUtils();
  const withdraw = trpc.sharing.withdrawInvitation.useMutation({ onSuccess: () => utils.sharing.overview.invalidate({ profileId }) });
  return (
    <section aria-labelledby="invitations-heading" className="space-y-3">
      <h3 id="invitations-heading" className="font-semibold text-slate-900">
        Pending invitations
      </h3>
      {invitations.length === 0 ? (
        <p className="text-sm text-slate-600">No invitations waiting for an answer.</p>
      ) : (
        <ul className="space-y-2">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl p-3 ring-1 ring-slate-200">
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">{invitation.inviteeEmail}</p>
                <p className="text-xs text-slate-600">
                  {invitation.relationshipTag} · sent {shortDate(invitation.sentAt)} · expires {shortDate(invitation.expiresAt)}
                  {invitation.shareMyFeed ? ' · your feed shared' : ''}
                </p>
              </div>
              <Button
                variant="secondary"
                disabled={withdraw.isPending && withdraw.variables.invitationId === invitation.id}
                onClick={() => withdraw.mutate({ profileId, invitationId: invitation.id })}
              >
                Withdraw<span className="sr-only"> the invitation to {invitation.inviteeEmail}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FailureAlert error={withdraw.error} fallback="Failed to withdraw the invitation." />
    </section>
  );
}
