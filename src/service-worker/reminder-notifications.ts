/// <reference lib="webworker" />
// Issue 37: the reminders' Web Push, shown by the app's service worker. A module of its own, so the
// worker's offline work and its notifications change apart.

declare const self: ServiceWorkerGlobalScope;

/** What the server sends (src/worker/services/reminders/web-push.ts `PushPayload`). */
interface ReminderPush {
  title: string;
  body: string;
  url: string;
  tag: string;
}

const FALLBACK: ReminderPush = { title: 'Attune', body: 'Your reminder to check in.', url: '/', tag: 'attune-reminder' };

/** The push's payload, or the quiet default when it cannot be read: a push must always show something. */
export function readReminderPush(data: { json(): unknown } | null): ReminderPush {
  try {
    const payload = data?.json() as Partial<ReminderPush> | undefined;
    const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : fallback);
    // Only a path of this app opens: a payload never sends the person elsewhere.
    const url = typeof payload?.url === 'string' && payload.url.startsWith('/') && !payload.url.startsWith('//') ? payload.url : '/';
    return { title: text(payload?.title, FALLBACK.title), body: text(payload?.body, FALLBACK.body), url, tag: text(payload?.tag, FALLBACK.tag) };
  } catch {
    return FALLBACK;
  }
}

self.addEventListener('push', (event) => {
  const push = readReminderPush(event.data);
  // One reminder on the screen at a time: a newer one replaces the older (same tag).
  event.waitUntil(self.registration.showNotification(push.title, { body: push.body, tag: push.tag, icon: '/icons/icon-192.png', badge: '/icons/icon-192.png', data: { url: push.url } }));
});

/** A tap opens the journal: an open window of the app is focused and taken there, else a new one opens. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: string } | null)?.url ?? '/';
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return void (await self.clients.openWindow(target));
      const focused = await open.focus();
      if (focused.url !== target) await focused.navigate(target).catch(() => null);
    }),
  );
});
