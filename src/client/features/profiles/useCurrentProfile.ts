import { trpc } from '../../lib/trpc';

/** The profile the journal shows: for now the first listed (owned first, spec 4.4). */
export function useCurrentProfile() {
  const profiles = trpc.profiles.list.useQuery();
  return { ...profiles, profile: profiles.data?.[0] ?? null };
}
