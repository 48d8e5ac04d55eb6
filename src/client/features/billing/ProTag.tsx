import { usePlanUsage } from './usePlanUsage';

/** Spec 2.13: 'PRO' beside the header's brand for a pro account, on screens 768 px and wider. */
export function ProTag() {
  const { data } = usePlanUsage();
  if (data?.planType !== 'pro') return null;
  return (
    <span className="hidden rounded-md bg-gradient-to-br from-(--brand-from) to-(--brand-to) px-2 py-0.5 text-xs font-bold tracking-wide text-white md:block">
      PRO
    </span>
  );
}
