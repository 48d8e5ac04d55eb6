/** Whether this browser can take Web Push at all (an installed app on iOS, most desktop and Android browsers). */
export const browserTakesPush = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The VAPID public key (base64url) as the bytes pushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (character) => character.charCodeAt(0));
}

export type DevicePushResult = { ok: true; subscription: { endpoint: string; keys: { p256dh: string; auth: string } } } | { ok: false; message: string };

/**
 * Asks this browser for notifications and subscribes it with the server's key: what the server then
 * stores for this device. The permission prompt appears only from this deliberate step.
 */
export async function subscribeThisDevice(publicKey: string): Promise<DevicePushResult> {
  if (!browserTakesPush()) return { ok: false, message: 'This browser cannot show notifications. On an iPhone, add Attune to the Home Screen first.' };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { ok: false, message: 'Notifications are blocked for Attune in this browser. Allow them in the site settings, then save again.' };
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return { ok: false, message: 'Notifications need the installed app’s service worker, which is not running here. Reload the page and try again.' };
  const existing = await registration.pushManager.getSubscription();
  const subscription = existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return { ok: false, message: 'This browser gave notification details that cannot be used. Please try again.' };
  return { ok: true, subscription: { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } } };
}

/** Stops notifications in this browser, if it had them: returns the endpoint the server should forget. */
export async function unsubscribeThisDevice(): Promise<string | null> {
  if (!browserTakesPush()) return null;
  const subscription = await (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
