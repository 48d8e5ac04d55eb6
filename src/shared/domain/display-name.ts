/** The account's name, or the part of the email before the @. */
export function displayName(user: { name: string | null; email: string }): string {
  return user.name?.trim() || user.email.split('@')[0]!;
}

export function firstName(user: { name: string | null; email: string }): string {
  return displayName(user).split(/\s+/)[0]!;
}
