import { OctagonAlert, TriangleAlert, X } from 'lucide-react';
import { useId } from 'react';
import type { UsageAlert } from '../../../shared/domain/usage-alert';
import { limitMeaning, PRO_NOT_OFFERED } from '../../../shared/domain/limit-meaning';
import { countLabel, type QuotaAlert } from '../../../shared/domain/usage-banner';
import { Button } from '../../ui/Button';
import { IconButton } from '../../ui/IconButton';
import { useStartUpgrade } from './useStartUpgrade';

const LOOKS: Record<UsageAlert, { title: string; box: string; Icon: typeof TriangleAlert }> = {
  approaching: { title: 'Free Plan Limit Approaching', box: 'border-amber-300 bg-amber-50 text-amber-950', Icon: TriangleAlert },
  reached: { title: 'Free Plan Limit Reached', box: 'border-red-300 bg-red-50 text-red-950', Icon: OctagonAlert },
};

/**
 * Spec 2.8: at the bottom of the screen, the free plan's usage and the way to pro; where this
 * server takes no payments, what the limit means instead. Sticky rather than fixed, so at the end
 * of the page it sits below the journal and covers none of it; one or two lines on a phone.
 */
export function UsageBanner({
  alert,
  alerts,
  paymentsAvailable,
  onDismiss,
}: {
  alert: UsageAlert;
  alerts: QuotaAlert[];
  paymentsAvailable: boolean;
  onDismiss: () => void;
}) {
  const { title, box, Icon } = LOOKS[alert];
  const { redirecting, startUpgrade } = useStartUpgrade();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={`sticky bottom-0 z-30 mt-6 border-t px-3 py-2 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] md:px-4 md:py-3 ${box}`}>
      <div className="mx-auto flex max-w-3xl items-center gap-2 md:gap-3">
        <Icon aria-hidden className="size-5 shrink-0 max-md:hidden" />
        {/* a phone: the title on its line, the counts and what they mean below in small print */}
        <div className="min-w-0 flex-1 text-xs md:text-sm">
          <h2 id={titleId} className="text-sm font-semibold md:inline">
            {title}
          </h2>
          <ul aria-label="Free plan usage" className="inline">
            {alerts.map((quota) => (
              <li key={quota.quota} className="mr-2 inline whitespace-nowrap md:mr-0 md:ml-2">
                {countLabel(quota)}
              </li>
            ))}
          </ul>
          {!paymentsAvailable && (
            <p className="inline md:block">
              {alerts.map(limitMeaning).join(' ')} {PRO_NOT_OFFERED}
            </p>
          )}
        </div>
        {paymentsAvailable && (
          <Button className="shrink-0 max-md:min-h-10 max-md:px-3" disabled={redirecting} onClick={startUpgrade}>
            {redirecting ? 'Redirecting...' : 'Upgrade to Pro'}
          </Button>
        )}
        <IconButton label="Dismiss until the next limit" onClick={onDismiss} className="size-9 rounded-full hover:bg-black/5 md:size-10">
          <X aria-hidden className="size-5" />
        </IconButton>
      </div>
    </section>
  );
}
