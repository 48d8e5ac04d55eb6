import { type FormEvent, useEffect, useId, useState } from 'react';
import {
  DEFAULT_RELATIONSHIP_TAG,
  INVITE_MODAL_AUTO_CLOSE_MS,
  inviteSuccessMessage,
  RELATIONSHIP_TAGS,
} from '../../../shared/domain/invitations';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/Button';
import { FIELD_CLASS, FIELD_ERROR_CLASS, LABEL_CLASS } from '../../ui/fieldStyles';
import { Modal } from '../../ui/Modal';
import { Switch } from '../../ui/Switch';
import { FailureAlert } from '../../ui/FailureAlert';

// zod and the shared schema load as the form is first used, as on the sign-in form.
const loadInviteSchema = () => import('../../../shared/schemas/sharing');

/**
 * Spec 2.7 and 4.5: idle, sending, success (the message, then closing itself after 3 s) or error.
 * The modal is drawn afresh each time it opens, so closing resets the form.
 */
export function InviteModal({ fromProfile, onClose }: { fromProfile: { id: string; name: string } | null; onClose: () => void }) {
  const emailId = useId();
  const tagId = useId();
  const [email, setEmail] = useState('');
  const [tag, setTag] = useState<string>(DEFAULT_RELATIONSHIP_TAG);
  const [shareMyFeed, setShareMyFeed] = useState(true);
  const [invalid, setInvalid] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const invite = trpc.sharing.invite.useMutation({ onSuccess: () => utils.sharing.overview.invalidate() });
  const sent = invite.isSuccess;

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(onClose, INVITE_MODAL_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [sent, onClose]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fromProfile) return;
    const { inviteInput } = await loadInviteSchema();
    const parsed = inviteInput.safeParse({ profileId: fromProfile.id, inviteeEmail: email, relationshipTag: tag, shareMyFeed });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Please enter a valid email address.');
      return;
    }
    setInvalid(null);
    invite.mutate(parsed.data);
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Invite User"
      description="Invite someone to view their wellness entries. You can optionally allow them to view yours."
    >
      <form noValidate onSubmit={(event) => void submit(event)} onFocus={() => void loadInviteSchema().catch(() => {})} className="space-y-4">
        <div className="space-y-2">
          <label htmlFor={emailId} className={LABEL_CLASS}>
            Their email
          </label>
          <input
            id={emailId}
            type="email"
            autoComplete="off"
            inputMode="email"
            placeholder="name@example.com"
            value={email}
            disabled={sent}
            aria-invalid={invalid !== null}
            aria-describedby={invalid ? `${emailId}-error` : undefined}
            onChange={(event) => setEmail(event.target.value)}
            className={FIELD_CLASS}
          />
          {invalid && (
            <p id={`${emailId}-error`} role="alert" className={FIELD_ERROR_CLASS}>
              {invalid}
            </p>
          )}
        </div>
        <div className="space-y-2">
          <label htmlFor={tagId} className={LABEL_CLASS}>
            They are my
          </label>
          <select id={tagId} value={tag} disabled={sent} onChange={(event) => setTag(event.target.value)} className={FIELD_CLASS}>
            {RELATIONSHIP_TAGS.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </div>
        <Switch label="Share my feed?" on={shareMyFeed} onChange={setShareMyFeed} />
        <WhoSeesWhat journalName={fromProfile?.name ?? null} shareMyFeed={shareMyFeed} />
        <div aria-live="polite" className="empty:hidden">
          {sent && <p className="rounded-xl bg-teal-50 p-3 text-sm text-teal-900">{invite.data.message || inviteSuccessMessage(email.trim())}</p>}
          <FailureAlert error={invite.error} fallback="Failed to send invitation." />
          {!fromProfile && (
            <p role="alert" className="rounded-xl bg-slate-100 p-3 text-sm text-slate-700">
              Create a journal of your own first: an invitation shares it with the person you invite.
            </p>
          )}
        </div>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!fromProfile || invite.isPending || sent || email.trim() === '' || tag === ''}>
            {invite.isPending ? 'Sending...' : 'Send Invitation'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** What each side can read once the invitation is accepted, in the words the person will check against. */
function WhoSeesWhat({ journalName, shareMyFeed }: { journalName: string | null; shareMyFeed: boolean }) {
  return (
    <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
      When they accept, you can read their journal (view only).{' '}
      {shareMyFeed && journalName
        ? `With 'Share my feed?' on, they can also read ${journalName} (view only).`
        : 'They will not see any of your journals.'}{' '}
      You can change or remove access any time.
    </p>
  );
}
