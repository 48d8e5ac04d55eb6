import { ANALYSIS_FAILED } from '../../../shared/domain/insight-progress';
import { QUOTA_MESSAGES } from '../../../shared/domain/quota';
import { usePlanUsage } from '../billing/usePlanUsage';
import { useStartUpgrade } from '../billing/useStartUpgrade';
import { Button } from '../../ui/Button';

const box = 'rounded-2xl bg-red-50 p-3 text-sm text-red-800';

/** The free plan's insight limit, with the way to pro for the journal's owner (whose plan it is). */
function InsightLimitNotice({ owned }: { owned: boolean }) {
  const { data } = usePlanUsage();
  const { redirecting, startUpgrade } = useStartUpgrade();
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-amber-50 p-3 text-sm text-amber-950">
      <p>
        {QUOTA_MESSAGES.INSIGHT_LIMIT_REACHED}
        {!owned && " The journal's owner can upgrade."}
      </p>
      {owned && data?.paymentsAvailable && (
        <Button disabled={redirecting} onClick={startUpgrade}>
          {redirecting ? 'Redirecting...' : 'Upgrade to Pro'}
        </Button>
      )}
    </div>
  );
}

/** accounts-plans-ai 8: a failed analysis ('Analysis failed' and why), the insight limit, or a refused delete. */
export function GenerationAlerts({
  failure,
  limitReached,
  owned,
  removalError,
}: {
  failure: string | null;
  limitReached: boolean;
  owned: boolean;
  removalError: string | null;
}) {
  return (
    <>
      {failure !== null &&
        (limitReached ? (
          <InsightLimitNotice owned={owned} />
        ) : (
          <div role="alert" className={box}>
            <p className="font-semibold">{ANALYSIS_FAILED}</p>
            <p>{failure}</p>
          </div>
        ))}
      {removalError && (
        <p role="alert" className={box}>
          {removalError}
        </p>
      )}
    </>
  );
}
