import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from '../../lib/router';
import { trpc } from '../../lib/trpc';
import { CenteredMessage } from '../../ui/CenteredMessage';

const PLAN_POLL_MS = 1000;
const PLAN_WAIT_MS = 30_000;

/**
 * Spec 2.4, /success: the plan turns pro only when Stripe's webhook arrives, which may be a moment
 * after the browser returns; the page asks until it has, for 30 s at most, then opens the journal.
 */
export function PaymentSuccessPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [waitedOut, setWaitedOut] = useState(false);
  const usage = trpc.billing.usage.useQuery(undefined, {
    refetchInterval: (query) => (query.state.data?.planType === 'pro' ? false : PLAN_POLL_MS),
    retry: false,
  });
  const finished = waitedOut || usage.isError || usage.data?.planType === 'pro';

  useEffect(() => {
    const timer = setTimeout(() => setWaitedOut(true), PLAN_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (!finished) return;
    // Everything cached was fetched on the free plan.
    void queryClient.invalidateQueries().finally(() => navigate('/', { replace: true }));
  }, [finished, queryClient, navigate]);

  return <CenteredMessage title="Payment successful! Updating your profile..." busy />;
}
