import { TriangleAlert, OctagonAlert } from 'lucide-react';
import { useId } from 'react';
import type { PlanUsage } from '../../../shared/domain/plans';
import { type UsageAlert, usageCounts } from '../../../shared/domain/usage-alert';
import { Button } from '../../ui/Button';
import { useStartUpgrade } from './useStartUpgrade';

const LOOKS: Record<UsageAlert, { title: string; box: string; Icon: typeof TriangleAlert }> = {
  approaching: { title: 'Free Plan Limit Approaching', box: 'border-amber-300 bg-amber-50 text-amber-950', Icon: TriangleAlert },
  reached: { title: 'Free Plan Limit Reached', box: 'border-red-300 bg-red-50 text-red-950', Icon: OctagonAlert },
};

const PAYMENTS_NOT_CONFIGURED = 'Payments are not configured on this server yet.';

/** Spec 2.8: fixed at the bottom of the screen, the free plan's usage and the way to pro. */
export function UsageBanner({ alert, usage, paymentsAvailable }: { alert: UsageAlert; usage: PlanUsage; paymentsAvailable: boolean }) {
  const { title, box, Icon } = LOOKS[alert];
  const { redirecting, startUpgrade } = useStartUpgrade();
  const titleId = useId();
  const noteId = useId();
  return (
    <>
      {/* keeps the end of the journal scrollable above the fixed banner */}
      <div aria-hidden className="h-40 sm:h-28" />
      <section
        aria-labelledby={titleId}
        className={`fixed inset-x-0 bottom-0 z-40 border-t px-4 py-3 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] ${box}`}
      >
        <div className="mx-auto flex max-w-3xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
            <div>
              <h2 id={titleId} className="font-semibold">
                {title}
              </h2>
              <ul aria-label="Free plan usage" className="flex flex-wrap gap-x-3 text-sm">
                {usageCounts(usage).map((count) => (
                  <li key={count} className="whitespace-nowrap">
                    {count}
                  </li>
                ))}
              </ul>
              {!paymentsAvailable && (
                <p id={noteId} className="text-sm">
                  {PAYMENTS_NOT_CONFIGURED}
                </p>
              )}
            </div>
          </div>
          <Button
            className="shrink-0"
            disabled={redirecting || !paymentsAvailable}
            aria-describedby={paymentsAvailable ? undefined : noteId}
            onClick={startUpgrade}
          >
            {redirecting ? 'Redirecting...' : 'Upgrade to Pro'}
          </Button>
        </div>
      </section>
    </>
  );
}
