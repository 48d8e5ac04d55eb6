import { useEffect, useRef, useState } from 'react';
import type { OnboardingState } from '../../../shared/domain/onboarding-flow';
import { trpc } from '../../lib/trpc';

/**
 * The server owns onboarding state (it validates every step and records the events); this hook
 * loads it once and replaces it with each answer's result.
 */
export function useOnboardingFlow() {
  const [state, setState] = useState<OnboardingState | null>(null);
  const [paymentsAvailable, setPaymentsAvailable] = useState(false);
  const start = trpc.onboarding.start.useMutation({
    onSuccess: (result) => {
      setState(result.state);
      setPaymentsAvailable(result.paymentsAvailable);
    },
  });
  const options = { onSuccess: setState };
  const answer = trpc.onboarding.answer.useMutation(options);
  const back = trpc.onboarding.back.useMutation(options);
  const commit = trpc.onboarding.commit.useMutation(options);
  // Pro answers with a Stripe Checkout page; the step stays on plan selection while the browser goes there.
  const choosePlan = trpc.onboarding.choosePlan.useMutation({
    onSuccess: (result) => ('checkoutUrl' in result ? window.location.assign(result.checkoutUrl) : setState(result)),
  });
  const leavingForCheckout = !!choosePlan.data && 'checkoutUrl' in choosePlan.data;
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // React's development double-run must not save twice
    started.current = true;
    start.mutate();
  }, [start]);

  const steps = [answer, back, commit, choosePlan];
  // Only the step tried last may show its error: an older failure is stale once another step ran.
  const latest = steps.reduce((last, mutation) => (mutation.submittedAt > last.submittedAt ? mutation : last));
  return {
    state,
    paymentsAvailable,
    loadError: start.error?.message ?? null,
    retryLoad: () => start.mutate(),
    busy: leavingForCheckout || steps.some((mutation) => mutation.isPending),
    stepError: latest.error?.message ?? null,
    answer: answer.mutate,
    back: back.mutate,
    commit: commit.mutate,
    choosePlan: choosePlan.mutate,
  };
}
