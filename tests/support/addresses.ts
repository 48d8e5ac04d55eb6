/** An address of this attempt's own, `name+<8 random hex>@example.com`: a retried test starts anew rather than meet its first try's half-made account. */
export function freshAddress(name: string, domain = 'example.com'): string {
  return `${name}+${crypto.randomUUID().slice(0, 8)}@${domain}`;
}

/** What the app calls an account without a name, and its first journal: the address's part before the @. */
export const shownAs = (email: string) => email.split('@')[0]!;
