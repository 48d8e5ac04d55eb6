import { CenteredMessage } from '../../ui/CenteredMessage';

interface ConfirmLinkAccountProps {
  email: string;
  /** Who sent the invitation, when the link is one; null for a login link. */
  invitedBy: string | null;
  onContinue: () => void;
  onCancel: () => void;
}

/**
 * A link that would sign this browser in unasked (a login link another browser asked for, or an
 * invitation opened while signed out) says whose journal it opens and waits. Someone may have sent
 * the link on purpose, so that what is written next lands in their account.
 */
export default function ConfirmLinkAccount({ email, invitedBy, onContinue, onCancel }: ConfirmLinkAccountProps) {
  const account = <strong className="text-slate-800 wrap-anywhere">{email}</strong>;
  return (
    <CenteredMessage title="Sign in to this account?">
      {invitedBy === null ? (
        <p>This login link signs you in as {account}. It was asked for in another browser or on another device.</p>
      ) : (
        <p>
          This invitation from {invitedBy} signs you in as {account}.
        </p>
      )}
      <p className="mt-2">Continue only if this is your email address{invitedBy === null ? ' and you asked for the link' : ''}.</p>
      <div className="mt-6 flex flex-col items-center gap-3">
        <button
          type="button"
          onClick={onContinue}
          className="inline-flex min-h-11 max-w-full items-center justify-center rounded-xl bg-teal-700 px-5 py-2 font-semibold text-white wrap-anywhere hover:bg-teal-800"
        >
          Continue as {email}
        </button>
        <button type="button" onClick={onCancel} className="min-h-11 rounded-xl px-5 font-semibold text-slate-700 hover:bg-slate-100">
          Cancel
        </button>
      </div>
    </CenteredMessage>
  );
}
