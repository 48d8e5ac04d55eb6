import { trpc } from '../../lib/trpc';

/** The signed-in account (or null) and the sign-in methods on offer. */
export function useSession() {
  return trpc.auth.session.useQuery(undefined, { staleTime: 60_000, retry: 2 });
}
