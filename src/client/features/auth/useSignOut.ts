import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { trpc } from '../../lib/trpc';

export const SIGN_OUT_TIMEOUT_MS = 5000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('Sign out timed out')), ms)),
  ]);
}

/**
 * Spec 4.3 and 7: the server ends the session (or every session), with a 5 s time-out; local
 * state is cleared and the visitor sent to sign-in whatever the outcome.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = trpc.auth.signOut.useMutation();
  const signOutEverywhere = trpc.auth.signOutEverywhere.useMutation();
  const [signingOut, setSigningOut] = useState(false);

  const run = async (everywhere: boolean) => {
    setSigningOut(true);
    try {
      await withTimeout((everywhere ? signOutEverywhere : signOut).mutateAsync(), SIGN_OUT_TIMEOUT_MS);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Sign out failed');
    } finally {
      queryClient.clear();
      setSigningOut(false);
      navigate('/onboarding', { replace: true });
    }
  };

  return { signingOut, signOut: () => run(false), signOutEverywhere: () => run(true) };
}
