import { LoaderCircle, PartyPopper } from 'lucide-react';
import type { PlanType } from '../../../../shared/domain/plans';
import { Button } from '../../../ui/Button';
import { useCompleteOnboarding } from '../useCompleteOnboarding';

const MESSAGES: Record<PlanType, string> = {
  pro: 'Welcome to Pro! Unlock unlimited insights and track your wellness journey without limits.',
  free: 'Start learning about your emotions today and discover transformative insights with the help of AI.',
};

export function CompletionStep({ plan }: { plan: PlanType | null }) {
  const complete = useCompleteOnboarding();
  return (
    <section aria-labelledby="completion-heading" className="rounded-3xl bg-white p-8 text-center shadow-lg ring-1 ring-slate-100">
      <PartyPopper aria-hidden className="mx-auto size-12 text-amber-500" />
      <h1 id="completion-heading" className="mt-4 text-2xl font-bold text-slate-900">
        You're all set!
      </h1>
      <p className="mx-auto mt-3 max-w-md text-slate-600">{MESSAGES[plan === 'pro' ? 'pro' : 'free']}</p>
      <Button className="mt-6" disabled={complete.isPending} onClick={() => complete.mutate()}>
        {complete.isPending && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
        {complete.isPending ? 'Saving...' : 'Begin Tracking Now'}
      </Button>
      {complete.isError && <p className="mt-4 text-sm text-red-700">Error saving progress: {complete.error.message}</p>}
    </section>
  );
}
