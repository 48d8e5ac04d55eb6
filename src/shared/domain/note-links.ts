/** journal-core 2, notes: which addresses a Markdown link or image in a person's notes may keep. */

const ALLOWED_SCHEME = /^(https?|ircs?|mailto|xmpp)$/i;

/**
 * The address as written when it is relative or its scheme is http, https, irc, ircs, mailto or
 * xmpp; '' (blanked) for any other scheme, such as `javascript:` or `ftp:`. A colon after the first
 * `/`, `?` or `#` belongs to a relative address's path, query or fragment, not to a scheme. Anything
 * before the colon that is not exactly an allowed name (spaces, tabs, control characters, entities
 * the browser would not decode) blanks the address, so no spelling of a scheme slips past.
 */
export function noteLinkAddress(address: string): string {
  const colon = address.indexOf(':');
  const firstOf = (mark: string) => {
    const at = address.indexOf(mark);
    return at === -1 ? Infinity : at;
  };
  const relative = colon === -1 || colon > Math.min(firstOf('/'), firstOf('?'), firstOf('#'));
  return relative || ALLOWED_SCHEME.test(address.slice(0, colon)) ? address : '';
}
