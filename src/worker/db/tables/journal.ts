import type { Generated } from 'kysely';
import type { BodySide } from '../../../shared/domain/body-map';
import type { BodyRegion, EntryTags, EntryType, MoodCategory } from '../../../shared/domain/entries';
import type { ExercisePhase } from '../../../shared/domain/eye-exercise';
import type { InsightCategory, InsightStrength } from '../../../shared/domain/insights';
import type { Timestamp, CreatedAt, DefaultedTimestamp, Defaulted, Json, NullableJson } from './column-types';

// A journal's entries, photos, insights and exercises, and the rows triggers keep from them.

export interface WellnessEntriesTable {
  id: string;
  profile_id: string;
  created_by: string | null;
  timestamp: DefaultedTimestamp;
  deleted: Defaulted<boolean>;
  type: EntryType;
  mood_category: MoodCategory | null;
  specific_mood: string | null;
  sensation: string | null;
  body_region: BodyRegion | null;
  specific_body_region: string | null;
  /** Issue 38: left, right or both, for an area with sides. */
  body_side: BodySide | null;
  intensity: number | null;
  trigger: Defaulted<EntryTags['trigger']>;
  location: Defaulted<EntryTags['location']>;
  social: Defaulted<EntryTags['social']>;
  environment: Defaulted<EntryTags['environment']>;
  time_frame: Defaulted<EntryTags['time_frame']>;
  notes: string | null;
  images: string[] | null;
  updated_at: DefaultedTimestamp;
}

export interface UploadedImagesTable {
  key: string;
  profile_id: string;
  uploaded_by: string | null;
  content_type: string;
  size: number;
  created_at: CreatedAt;
}

export interface UserInsightsTable {
  id: Generated<string>;
  profile_id: string;
  pattern_type: string;
  title: string;
  description: string;
  strength: InsightStrength;
  category: InsightCategory;
  related_entries: Defaulted<string[]>;
  action_steps: Json<string[]>;
  data: NullableJson<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface InsightAnalysesTable {
  profile_id: string;
  analyzed_at: Timestamp;
  analyzed_through: Timestamp;
  entries_analyzed: number;
}

export interface ExerciseSessionsTable {
  id: Generated<string>;
  profile_id: string;
  created_by: string | null;
  started_at: Timestamp;
  duration_seconds: number;
  phase_reached: ExercisePhase;
  source_entry_id: string | null;
  distress_before: number | null;
  distress_after: number | null;
  created_at: CreatedAt;
}

/** Kept by triggers (migration 0004): each 4-hour bucket's extremes, for the timeline of a busy journal. */
export interface TimelineBucketsTable {
  profile_id: string;
  bucket: Date;
  points: number;
  high_id: string | null;
  low_id: string | null;
  first_mark_id: string | null;
  high_mark_id: string | null;
  low_mark_id: string | null;
}

/**
 * Kept by triggers (migration 0018): a profile's live entries counted by slot of UTC, in quarter
 * hours by 'yesterday' tag (width 1 and 4, facet 'all') for days and hours in any zone, and in UTC
 * days (width 96) by type and label (facet 'type') or by each tag.
 */
export interface StatisticsRollupsTable {
  profile_id: string;
  /** In quarter hours: 1, 4 (an hour) or 96 (a day). */
  width: number;
  /** Slots of `width` since 1970-01-01 00:00 UTC. */
  slot: number;
  yesterday: boolean;
  facet: 'all' | 'type' | 'trigger' | 'location' | 'social' | 'environment';
  value: string;
  label: string | null;
  entries: number;
  feelings: number;
  positive: number;
  neutral: number;
  negative: number;
  physical: number;
  affirmations: number;
  rated: number;
  intensity_sum: number;
}
