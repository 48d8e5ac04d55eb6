import type { Kysely } from 'kysely';
import {
  entriesToUnlock,
  INCREMENTAL_CONTEXT_INSIGHTS,
  INSIGHTS_UP_TO_DATE,
  type Insight,
  type InsightMetrics,
  MIN_EMOTIONAL_ENTRIES,
  notEnoughEntriesMessage,
} from '../../shared/domain/insights';
import { FREE_PLAN_LIMITS } from '../../shared/domain/plans';
import { asAiEntry, readAiEntries } from '../db/ai-entries';
import type { ProfileOwner } from '../db/entries';
import {
  countNotedEntries,
  findAnalysis,
  insertInsights,
  insightMetrics,
  listInsights,
  lockAnalysis,
  recordAnalysis,
  toInsightDto,
} from '../db/insights';
import { reservePlanQuota } from '../db/plan-usage';
import { findPlan } from '../db/plans';
import type { Database } from '../db/schema';
import { DomainError, quotaExceeded } from '../domain-error';
import { consumeAiAllowance } from './ai/allowance';
import type { AiProvider } from './ai/provider';

export interface InsightsDeps {
  db: Kysely<Database>;
  ai: AiProvider;
}

export type GenerateInsightsResult =
  | { status: 'generated'; mode: 'initial' | 'incremental'; insights: Insight[]; metrics: InsightMetrics }
  | { status: 'up_to_date'; message: string; metrics: InsightMetrics };

/** What the insights section shows: the lock, the insights newest first and the analysis figures. */
export async function insightsOverview(db: Kysely<Database>, profileId: string) {
  const [notedEntries, insights, analysis] = await Promise.all([
    countNotedEntries(db, profileId),
    listInsights(db, profileId),
    findAnalysis(db, profileId),
  ]);
  return {
    lock: { notedEntries, remaining: entriesToUnlock(notedEntries) },
    insights: insights.map(toInsightDto),
    metrics: insightMetrics(analysis, insights),
  };
}

async function refuseOverFreeLimit(db: Kysely<Database>, ownerUserId: string) {
  const plan = await findPlan(db, ownerUserId);
  if (plan.plan_type !== 'pro' && plan.insight_count >= FREE_PLAN_LIMITS.insights) throw quotaExceeded('INSIGHT_LIMIT_REACHED');
}

/**
 * accounts-plans-ai 4.7: analyses the journal, the first time all of it, afterwards only the
 * entries written or edited since (with the newest insights as context), and stores what the
 * provider found. The provider runs outside any transaction; the insights, their count against
 * the owner's plan (cut to what the free plan has left) and the analysis mark are stored in one.
 */
export async function generateInsights(
  { db, ai }: InsightsDeps,
  { profile, userId, timeZone }: { profile: ProfileOwner; userId: string; timeZone: string },
): Promise<GenerateInsightsResult> {
  const journal = await readAiEntries(db, profile.profileId);
  const emotional = journal.filter((entry) => entry.type === 'emotional').length;
  if (emotional < MIN_EMOTIONAL_ENTRIES) throw new DomainError('PRECONDITION_FAILED', notEnoughEntriesMessage(emotional));
  await refuseOverFreeLimit(db, profile.ownerUserId);

  const [existing, analysis] = await Promise.all([listInsights(db, profile.profileId), findAnalysis(db, profile.profileId)]);
  const mode = analysis && existing.length > 0 ? 'incremental' : 'initial';
  const entries = analysis && mode === 'incremental' ? journal.filter((entry) => entry.updatedAt > analysis.analyzed_through) : journal;
  if (entries.length === 0) return { status: 'up_to_date', message: INSIGHTS_UP_TO_DATE, metrics: insightMetrics(analysis, existing) };

  await consumeAiAllowance(db, userId);
  const generated = await ai.generateInsights({
    mode,
    entries: entries.map(asAiEntry),
    journal: journal.map(asAiEntry),
    context: mode === 'incremental' ? existing.slice(0, INCREMENTAL_CONTEXT_INSIGHTS) : [],
    knownPatternTypes: existing.map((insight) => insight.patternType),
    timeZone,
  });
  const analyzedThrough = new Date(Math.max(...journal.map((entry) => entry.updatedAt.getTime())));

  const recorded = { profile_id: profile.profileId, analyzed_at: new Date(), analyzed_through: analyzedThrough, entries_analyzed: journal.length };
  const stored = await db.transaction().execute(async (trx) => {
    const current = await lockAnalysis(trx, profile.profileId);
    if (current?.analyzed_at.getTime() !== analysis?.analyzed_at.getTime()) {
      throw new DomainError('CONFLICT', 'Your insights were just updated in another window. Reload to see them.');
    }
    const granted = await reservePlanQuota(trx, profile.ownerUserId, 'insight_count', FREE_PLAN_LIMITS.insights, generated.length);
    if (generated.length > 0 && granted === 0) throw quotaExceeded('INSIGHT_LIMIT_REACHED');
    const inserted = await insertInsights(trx, profile.profileId, generated.slice(0, granted));
    await recordAnalysis(trx, recorded);
    return inserted;
  });
  // No other analysis could store insights meanwhile (the lock above), so these are all of them.
  return { status: 'generated', mode, insights: stored.map(toInsightDto), metrics: insightMetrics(recorded, [...stored, ...existing]) };
}
