import { useNavigate } from '../../lib/router';
import { trpc } from '../../lib/trpc';

/** Finishes onboarding on the server, then opens the journal (replacing the history entry). */
export function useCompleteOnboarding() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  return trpc.onboarding.complete.useMutation({
    onSuccess: async () => {
      await utils.auth.session.invalidate();
      navigate('/', { replace: true });
    },
  });
}
