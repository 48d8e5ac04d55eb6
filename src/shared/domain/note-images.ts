/** journal-core 2, notes: what a Markdown image in a person's notes becomes. */

/** Where the app serves its own photos, with an access check on every request. */
export const OWN_IMAGE_PATH = '/api/images/';

export type NoteImage =
  /** The app's own photo: drawn in place. */
  | { kind: 'own'; src: string }
  /** Any other site's picture: a link to it, so nothing is fetched (and no one learns the note was read) until the person asks. */
  | { kind: 'remote'; href: string; host: string }
  /** An address the notes may not use (refused by the link rule, or not a web address). */
  | { kind: 'refused' };

/**
 * What an image address in notes becomes, read against the page's origin: the app's own
 * `/api/images/…` photos are drawn; an http or https picture anywhere else, including a
 * protocol-relative `//host/…` or another path of this site, is offered as a link; an empty
 * address (blanked by the link rule) or any other scheme is refused.
 */
export function noteImage(src: string | null | undefined, pageOrigin: string): NoteImage {
  if (!src) return { kind: 'refused' };
  let url: URL;
  try {
    url = new URL(src, pageOrigin);
  } catch {
    return { kind: 'refused' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'refused' };
  if (url.origin === pageOrigin && url.pathname.startsWith(OWN_IMAGE_PATH) && !url.search && !url.hash) return { kind: 'own', src: url.pathname };
  return { kind: 'remote', href: url.href, host: url.host };
}
