import { html } from 'hono/html';
import { REMINDER_WORDS } from '../../../shared/domain/reminders';
import type { MailMessage } from '../mail/mailer';

/**
 * A reminder email: the same quiet words as the notification, a link to the journal and to the
 * settings, and a one-click unsubscribe (RFC 8058) that mail apps show as their own button.
 */
export async function reminderEmail(to: string, links: { app: string; settings: string; unsubscribe: string }): Promise<MailMessage> {
  return {
    to,
    subject: REMINDER_WORDS.emailSubject,
    text: [
      REMINDER_WORDS.body,
      '',
      `Open Attune: ${links.app}`,
      '',
      `You asked for this reminder. Change its times: ${links.settings}`,
      `Stop reminder emails: ${links.unsubscribe}`,
    ].join('\n'),
    html: String(
      await html`<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<p>${REMINDER_WORDS.body}</p>
<p><a href="${links.app}" style="display:inline-block;background:#0f766e;color:#fff;padding:12px 20px;border-radius:10px;text-decoration:none;font-weight:600">Open Attune</a></p>
<p style="font-size:13px;color:#475569">You asked for this reminder. <a href="${links.settings}" style="color:#0f766e">Change its times</a> or <a href="${links.unsubscribe}" style="color:#0f766e">stop reminder emails</a>.</p>
</body></html>`,
    ),
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
