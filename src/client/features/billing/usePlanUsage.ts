import { trpc } from '../../lib/trpc';

/** The account's plan and what it has used of each free-plan limit (shared by the banner, quick-add and menu). */
export const usePlanUsage = () => trpc.billing.usage.useQuery();
