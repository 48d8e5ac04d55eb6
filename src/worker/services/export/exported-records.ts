import type { ExportedEntry, exportedExerciseSessions, exportedInsights } from '../../db/journal-export';

type FormatTime = (instant: Date) => string;
type InsightRow = Awaited<ReturnType<typeof exportedInsights>>[number];
type SessionRow = Awaited<ReturnType<typeof exportedExerciseSessions>>[number];

/** An entry as journal.json holds it: every field, times with their offset, images as a list. */
export function exportedEntry({ timestamp, updated_at, images, ...fields }: ExportedEntry, time: FormatTime) {
  return { ...fields, timestamp: time(timestamp), images: images ?? [], updated_at: time(updated_at) };
}

export const exportedInsight = (row: InsightRow, time: FormatTime) => ({
  id: row.id,
  pattern_type: row.pattern_type,
  title: row.title,
  description: row.description,
  strength: row.strength,
  category: row.category,
  related_entries: row.related_entries,
  action_steps: row.action_steps,
  data: row.data,
  created_at: time(row.created_at),
});

export const exportedExerciseSession = (row: SessionRow, time: FormatTime) => ({
  id: row.id,
  started_at: time(row.started_at),
  duration_seconds: row.duration_seconds,
  phase_reached: row.phase_reached,
  source_entry_id: row.source_entry_id,
  distress_before: row.distress_before,
  distress_after: row.distress_after,
});
