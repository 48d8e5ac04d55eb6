import * as z from './zod';
import { ACTIVITY_TARGETS, type ActivityTarget } from '../domain/daylio';
import { isMoodOf, MOOD_CATEGORIES } from '../domain/entries';
import { EXERCISE_PHASES } from '../domain/eye-exercise';
import { INSIGHT_CATEGORIES, INSIGHT_STRENGTHS } from '../domain/insights';
import { JOURNAL_EXPORT_FORMAT, JOURNAL_EXPORT_VERSION } from '../domain/journal-export';
import { nestsDeeperThan } from '../domain/json-depth';
import { ENTRY_ID_PATTERN, intensitySchema, type NewEntry, newEntrySchema } from './entries';

const NOT_ATTUNE = 'This file is not an Attune export: journal.json does not say it is one.';
const instant = (what: string) => z.iso.datetime({ offset: true, error: `${what} must be a date and time in ISO 8601.` });

/** The head of journal.json: what it is and which version of the format. */
export const journalDocumentHead = z.object({
  format: z.literal(JOURNAL_EXPORT_FORMAT, NOT_ATTUNE),
  version: z.literal(JOURNAL_EXPORT_VERSION, 'This export comes from another version of Attune, whose format this one cannot read.'),
  entries: z.array(z.unknown(), 'journal.json has no list of entries.'),
  insights: z.array(z.unknown(), 'The insights of journal.json must be a list.').default([]),
  exercise_sessions: z.array(z.unknown(), 'The exercise sessions of journal.json must be a list.').default([]),
});

/** An exported entry: its id and time, and the same fields the API accepts for a new entry. */
export const importedEntryKeys = z.object({
  id: z.string('Each entry needs its id.').regex(ENTRY_ID_PATTERN, 'An entry id must be 21 letters, digits, - or _.'),
  timestamp: instant('An entry time'),
});
export const importedEntryFields = newEntrySchema;

/** Insight data Attune writes nests two or three levels; Postgres refuses jsonb nested thousands deep. */
const MAX_INSIGHT_DATA_DEPTH = 32;

const uuid = z.uuid('An id must be a UUID.');

export const importedInsight = z.object({
  id: uuid,
  pattern_type: z.string().max(200),
  title: z.string().min(1).max(500),
  description: z.string().max(5000),
  strength: z.enum(INSIGHT_STRENGTHS, 'An insight strength must be strong, moderate or weak.'),
  category: z.enum(INSIGHT_CATEGORIES, 'Unknown insight category.'),
  related_entries: z.array(z.string().regex(ENTRY_ID_PATTERN)).max(500),
  action_steps: z.array(z.string().max(1000)).max(10),
  data: z
    .record(z.string(), z.unknown())
    .nullable()
    .refine((data) => !nestsDeeperThan(data, MAX_INSIGHT_DATA_DEPTH), `An insight's data may nest at most ${MAX_INSIGHT_DATA_DEPTH} levels deep.`),
  created_at: instant('An insight time'),
});

export const importedExerciseSession = z.object({
  id: uuid,
  started_at: instant('An exercise session time'),
  duration_seconds: z.number().int().min(0).max(24 * 60 * 60),
  phase_reached: z.enum(EXERCISE_PHASES, 'Unknown exercise phase.'),
  source_entry_id: z.string().regex(ENTRY_ID_PATTERN).nullable(),
  distress_before: z.number().int().min(0).max(10).nullable(),
  distress_after: z.number().int().min(0).max(10).nullable(),
});

export type ImportedEntry = { id: string; timestamp: Date; entry: NewEntry };
export type ImportedInsight = z.output<typeof importedInsight>;
export type ImportedSession = z.output<typeof importedExerciseSession>;

const MAPPING_MESSAGE = 'The mapping of moods and activities is not valid. Reload the preview and try again.';

/** The person's choices in a Daylio preview: each mood's feeling and intensity, each activity's tag or the note. */
export const daylioMappingSchema = z.object(
  {
    moods: z.record(
      z.string().max(100),
      z
        .object({ mood_category: z.enum(MOOD_CATEGORIES), specific_mood: z.string(), intensity: intensitySchema })
        .refine((mood) => isMoodOf(mood.mood_category, mood.specific_mood), 'Choose an Attune mood for each Daylio mood.'),
      MAPPING_MESSAGE,
    ),
    activities: z.record(z.string().max(100), z.enum(ACTIVITY_TARGETS as readonly ActivityTarget[] as [ActivityTarget, ...ActivityTarget[]], 'Choose a tag or the note for each activity.'), MAPPING_MESSAGE),
  },
  MAPPING_MESSAGE,
);
