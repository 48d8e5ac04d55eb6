import { type Context, Hono } from 'hono';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { AppEnv } from '../context';
import { stopEmailReminders } from '../db/reminder-settings';
import { verifyUnsubscribeToken } from '../services/reminders/unsubscribe-token';

const page = (c: Context<AppEnv>, status: 200 | 400, heading: string, body: HtmlEscapedString | Promise<HtmlEscapedString>) => {
  c.header('Cache-Control', 'no-store');
  return c.html(
    html`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${heading} · Attune</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:system-ui,sans-serif;max-width:560px;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#0f172a">
<h1 style="font-size:1.5rem">${heading}</h1>${body}</body></html>`,
    status,
  );
};

const INVALID = 'This unsubscribe link is not valid. You can turn reminder emails off in Attune, under Reminders in the account menu.';

/**
 * The one-click unsubscribe of reminder emails (RFC 8058). A mail app POSTs to the List-Unsubscribe
 * address with `List-Unsubscribe=One-Click`; the same address opened in a browser (GET) only shows a
 * button, because link scanners open every link of a message and must not unsubscribe anyone.
 * The signed token is the proof, so the route needs no sign-in and is exempt from the same-origin check.
 */
export function reminderUnsubscribeRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get('/', async (c) => {
    const token = c.req.query('token') ?? '';
    if (!(await verifyUnsubscribeToken(c.var.db, token))) return page(c, 400, 'Link not valid', html`<p>${INVALID}</p>`);
    return page(
      c,
      200,
      'Stop reminder emails?',
      html`<p>Attune will stop emailing you reminders. Notifications on your devices, if you turned them on, are not changed.</p>
<form method="post" action="?token=${encodeURIComponent(token)}"><button type="submit" style="font:inherit;font-weight:600;background:#0f766e;color:#fff;border:0;border-radius:10px;padding:12px 20px;cursor:pointer">Stop reminder emails</button></form>`,
    );
  });
  routes.post('/', async (c) => {
    const userId = await verifyUnsubscribeToken(c.var.db, c.req.query('token') ?? '');
    if (!userId) return page(c, 400, 'Link not valid', html`<p>${INVALID}</p>`);
    const stopped = await stopEmailReminders(c.var.db, userId);
    c.var.logger.info('reminder emails stopped', { stopped });
    return page(c, 200, 'Reminder emails are off', html`<p>You will get no more reminder emails. You can turn them back on in Attune, under Reminders in the account menu.</p>`);
  });
  return routes;
}
