import { html } from 'hono/html';
import { INVITATION_LIFETIME_DAYS } from '../../shared/domain/invitations';
import type { MailMessage } from '../services/mail/mailer';

export interface InvitationEmail {
  to: string;
  inviterName: string;
  relationshipTag: string;
  /** The journal the invitee may read once they accept, when 'Share my feed?' was on. */
  sharedProfileName: string | null;
  link: string;
}

/** What accepting means, in the words the invitee reads before clicking. */
function consequences({ inviterName, sharedProfileName }: InvitationEmail): string[] {
  return [
    `When you accept, ${inviterName} can read your Attune journal (view only, never change it).`,
    sharedProfileName
      ? `You can read ${inviterName}'s journal "${sharedProfileName}" (view only) too.`
      : `${inviterName} does not share a journal with you through this invitation.`,
    'You can leave or stop sharing at any time, and each of you sees who read your journal and when.',
  ];
}

export async function invitationEmail(invitation: InvitationEmail): Promise<MailMessage> {
  const { inviterName, relationshipTag, link } = invitation;
  const lines = consequences(invitation);
  const validity = `The link works once and expires in ${INVITATION_LIFETIME_DAYS} days.`;
  return {
    to: invitation.to,
    subject: `${inviterName} invited you to Attune`,
    text: [
      'Hello,',
      '',
      `${inviterName} invited you to Attune, a wellness journal, as their ${relationshipTag}.`,
      ...lines,
      '',
      'Accept the invitation and sign in:',
      link,
      '',
      validity,
      'If you do not know this person, ignore this email: nothing is shared unless you open the link.',
    ].join('\n'),
    html: String(
      await html`<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<h1 style="font-size:20px">${inviterName} invited you to Attune</h1>
<p>${inviterName} invited you to Attune, a wellness journal, as their ${relationshipTag}.</p>
${lines.map((line) => html`<p>${line}</p>`)}
<p><a href="${link}" style="display:inline-block;background:#0f766e;color:#fff;padding:12px 20px;border-radius:10px;text-decoration:none;font-weight:600">Accept and sign in</a></p>
<p style="font-size:13px;color:#475569">${validity} Or paste this address into your browser:<br>${link}</p>
<p style="font-size:13px;color:#475569">If you do not know this person, ignore this email: nothing is shared unless you open the link.</p>
</body></html>`,
    ),
  };
}
