type Listed = { id: string; source: 'owned' | 'shared' };

/** Spec 4.4: the stored choice if still listed, else the first owned, else the first shared, else none. */
export function pickProfile<P extends Listed>(profiles: readonly P[], storedId: string | null): P | null {
  return (
    profiles.find((profile) => profile.id === storedId) ??
    profiles.find((profile) => profile.source === 'owned') ??
    profiles.find((profile) => profile.source === 'shared') ??
    null
  );
}

/** The journal an invitation's 'Share my feed?' opens: the one shown if it is the inviter's own, else their first own one. */
export function invitingProfile<P extends Listed>(shown: P | null, profiles: readonly P[]): P | null {
  return shown?.source === 'owned' ? shown : (profiles.find((profile) => profile.source === 'owned') ?? null);
}
