import { html } from 'hono/html';
import type { MailMessage } from '../services/mail/mailer';

export async function loginLinkEmail(to: string, link: string, validMinutes: number): Promise<MailMessage> {
  return {
    to,
    subject: 'Your Attune login link',
    text: [
      'Hello,',
      '',
      'Use this link to sign in to Attune:',
      link,
      '',
      `It works once and expires in ${validMinutes} minutes.`,
      'If you did not ask for it, you can ignore this email: nobody can sign in without the link.',
    ].join('\n'),
    html: String(
      await html`<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<h1 style="font-size:20px">Sign in to Attune</h1>
<p>Use the button below to sign in. It works once and expires in ${validMinutes} minutes.</p>
<p><a href="${link}" style="display:inline-block;background:#0f766e;color:#fff;padding:12px 20px;border-radius:10px;text-decoration:none;font-weight:600">Sign in to Attune</a></p>
<p style="font-size:13px;color:#475569">Or paste this address into your browser:<br>${link}</p>
<p style="font-size:13px;color:#475569">If you did not ask for this email, you can ignore it: nobody can sign in without the link.</p>
</body></html>`,
    ),
  };
}
