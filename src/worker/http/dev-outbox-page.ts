import type { Context } from 'hono';
import { html } from 'hono/html';
import type { OutboxMessage } from '../services/mail/mailer';

const messageItem = (message: OutboxMessage) =>
  html`<li><p><strong>${message.subject}</strong> to ${message.to}
<time datetime="${message.sentAt.toISOString()}">${message.sentAt.toISOString()}</time></p><p>${
    message.link ? html`<a href="${message.link}">${message.link}</a>` : html`<em>no link</em>`
  }</p></li>`;

/** /dev/outbox: the mail a development server would have sent, newest first. Never in production. */
export function devOutboxPage(c: Context, messages: OutboxMessage[]) {
  c.header('Cache-Control', 'no-store');
  const body =
    messages.length === 0
      ? html`<p>No mail sent yet. Ask for a login link on the sign-in page.</p>`
      : html`<ol>${messages.map(messageItem)}</ol>`;
  return c.html(html`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev outbox · Attune</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:system-ui,sans-serif;max-width:720px;margin:2rem auto;padding:0 1rem;line-height:1.5">
<h1>Dev outbox</h1><p>Mail is not delivered in development; it lands here instead.</p>${body}</body></html>`);
}
