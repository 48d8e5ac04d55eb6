import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { GeneratedInsight, Insight, InsightMetrics } from '../../shared/domain/insights';
import { strengthOf } from '../../shared/domain/insights';
import type { Database, InsightAnalysesTable, UserInsightsTable } from './schema';

const INSIGHT_COLUMNS = ['id', 'pattern_type', 'title', 'description', 'strength', 'category', 'related_entries', 'action_steps', 'data', 'created_at'] as const;

type InsightRow = Pick<Selectable<UserInsightsTable>, (typeof INSIGHT_COLUMNS)[number]>;
/** The insight as stored, with the key of its pattern (not sent to clients). */
export type StoredInsight = Insight & { patternType: string };

function toInsight(row: InsightRow): StoredInsight {
  const data = row.data ?? {};
  return {
    id: row.id,
    patternType: row.pattern_type,
    title: row.title,
    description: row.description,
    category: row.category,
    strength: row.strength,
    frequency: typeof data.frequency === 'number' ? data.frequency : null,
    relevantMoods: Array.isArray(data.relevantMoods) ? data.relevantMoods.filter((mood): mood is string => typeof mood === 'string') : [],
    actionSteps: row.action_steps,
    relatedEntryIds: row.related_entries,
    createdAt: row.created_at.toISOString(),
  };
}

/** A stored insight as a client receives it. */
export function toInsightDto({ patternType: _patternType, ...insight }: StoredInsight): Insight {
  return insight;
}

/** The profile's insights, newest first. */
export async function listInsights(db: Kysely<Database>, profileId: string): Promise<StoredInsight[]> {
  const rows = await db
    .selectFrom('user_insights')
    .select(INSIGHT_COLUMNS)
    .where('profile_id', '=', profileId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toInsight);
}

export async function insertInsights(trx: Transaction<Database>, profileId: string, insights: GeneratedInsight[]): Promise<StoredInsight[]> {
  if (insights.length === 0) return [];
  // One statement stamps every row with the same created_at; the order of the batch is kept by
  // giving earlier ones a later time, so 'newest first' lists the provider's first insight first.
  const now = Date.now();
  const rows = await trx
    .insertInto('user_insights')
    .values(
      insights.map((insight, index) => ({
        profile_id: profileId,
        pattern_type: insight.patternType,
        title: insight.title,
        description: insight.description,
        strength: strengthOf(insight.frequency),
        category: insight.category,
        related_entries: insight.relatedEntryIds,
        action_steps: JSON.stringify(insight.actionSteps),
        data: JSON.stringify({ frequency: insight.frequency, relevantMoods: insight.relevantMoods }),
        created_at: new Date(now - index),
      })),
    )
    .returning(INSIGHT_COLUMNS)
    .execute();
  return rows.map(toInsight);
}

/** Deletes one insight of the profile; false when it has none by that id. */
export async function deleteInsight(db: Kysely<Database>, profileId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('user_insights').where('profile_id', '=', profileId).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function clearInsights(db: Kysely<Database>, profileId: string): Promise<number> {
  const result = await db.deleteFrom('user_insights').where('profile_id', '=', profileId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export type InsightAnalysis = Selectable<InsightAnalysesTable>;

export async function findAnalysis(db: Kysely<Database>, profileId: string): Promise<InsightAnalysis | null> {
  return (await db.selectFrom('insight_analyses').selectAll().where('profile_id', '=', profileId).executeTakeFirst()) ?? null;
}

/**
 * Holds the profile's analysis for the caller's transaction, so two analyses cannot store their
 * insights together; returns the analysis as it stands once the lock is held.
 */
export async function lockAnalysis(trx: Transaction<Database>, profileId: string): Promise<InsightAnalysis | null> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`insights:${profileId}`}, 0))`.execute(trx);
  return findAnalysis(trx, profileId);
}

export async function recordAnalysis(trx: Transaction<Database>, analysis: InsightAnalysis): Promise<void> {
  await trx
    .insertInto('insight_analyses')
    .values(analysis)
    .onConflict((conflict) =>
      conflict.column('profile_id').doUpdateSet({
        analyzed_at: analysis.analyzed_at,
        analyzed_through: analysis.analyzed_through,
        entries_analyzed: analysis.entries_analyzed,
      }),
    )
    .execute();
}

export function insightMetrics(analysis: InsightAnalysis | null, insights: readonly Insight[]): InsightMetrics {
  return {
    lastAnalysisDate: analysis?.analyzed_at.toISOString() ?? null,
    entriesAnalyzed: analysis?.entries_analyzed ?? 0,
    patternsFound: insights.length,
    strongPatterns: insights.filter((insight) => insight.strength === 'strong').length,
  };
}

/** Non-deleted, non-affirmation entries with notes: what unlocks insights (journal-core 4). */
export async function countNotedEntries(db: Kysely<Database>, profileId: string): Promise<number> {
  const row = await db
    .selectFrom('wellness_entries')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('profile_id', '=', profileId)
    .where('deleted', '=', false)
    .where('type', '<>', 'affirmation')
    .where(sql<boolean>`btrim(coalesce(notes, '')) <> ''`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
