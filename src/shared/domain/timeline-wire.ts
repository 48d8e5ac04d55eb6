import type { MoodCategory } from './entries';
import type { AffirmationMark, TimelineEntry } from './timeline';

/** What tells one kind of entry from another on the chart: shared by many entries, so sent once. */
export interface Feeling {
  type: string;
  mood_category: MoodCategory | null;
  specific_mood: string | null;
  sensation: string | null;
}

/** An entry as the server reads it for the timeline: only what the chart, tooltip and aura use. */
export interface TimelineRow extends Feeling {
  id: string;
  /** The entry's timestamp in milliseconds. */
  time: number;
  intensity: number | null;
  images: number;
}

export interface TimelineMarkRow {
  id: string;
  time: number;
  preview: string;
}

/** [id, time in ms, index into `feelings`, intensity, image count] */
type PackedEntry = [string, number, number, number | null, number];

/**
 * The timeline answer, compact: up to a thousand points and the last hours' entries as arrays, the
 * few distinct feelings once. `total` counts the entries the points stand for (more than the points
 * when a busy month is drawn by its extremes).
 */
export interface PackedTimeline {
  feelings: Feeling[];
  points: PackedEntry[];
  recent: PackedEntry[];
  marks: [string, number, string][];
  total: number;
}

export function packTimeline(data: { points: readonly TimelineRow[]; recent: readonly TimelineRow[]; marks: readonly TimelineMarkRow[]; total: number }): PackedTimeline {
  const feelings: Feeling[] = [];
  const indexes = new Map<string, number>();
  const feelingIndex = ({ type, mood_category, specific_mood, sensation }: Feeling) => {
    const key = `${type}|${mood_category}|${specific_mood}|${sensation}`;
    let index = indexes.get(key);
    if (index === undefined) {
      index = feelings.push({ type, mood_category, specific_mood, sensation }) - 1;
      indexes.set(key, index);
    }
    return index;
  };
  const pack = (row: TimelineRow): PackedEntry => [row.id, row.time, feelingIndex(row), row.intensity, row.images];
  return {
    feelings,
    points: data.points.map(pack),
    recent: data.recent.map(pack),
    marks: data.marks.map((mark) => [mark.id, mark.time, mark.preview]),
    total: data.total,
  };
}

export interface Timeline {
  points: TimelineEntry[];
  recent: TimelineEntry[];
  /** Affirmations with notes, oldest first, for the tooltips' previews. */
  marks: AffirmationMark[];
  total: number;
}

export function unpackTimeline(packed: PackedTimeline): Timeline {
  const unpack = ([id, time, feeling, intensity, images]: PackedEntry): TimelineEntry => ({
    id,
    timestamp: new Date(time).toISOString(),
    ...packed.feelings[feeling]!,
    intensity,
    images,
  });
  return {
    points: packed.points.map(unpack),
    recent: packed.recent.map(unpack),
    marks: packed.marks.map(([id, time, preview]) => ({ id, time, preview })).sort((a, b) => a.time - b.time),
    total: packed.total,
  };
}
