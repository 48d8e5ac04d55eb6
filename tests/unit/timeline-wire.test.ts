import { describe, expect, it } from 'vitest';
import type { TimelineEntry } from '../../src/shared/domain/timeline';
import { packTimeline, type TimelineRow, unpackTimeline } from '../../src/shared/domain/timeline-wire';
import { createTimelineEntry } from '../support/timeline-entries';

const NOW = Date.parse('2026-11-21T15:00:00Z');
/** An entry as the server reads it: the shared test entry, its time in milliseconds. */
function row(id: string, minutesAgo: number, overrides: Partial<TimelineEntry> = {}): TimelineRow {
  const { timestamp, ...entry } = createTimelineEntry({ id, timestamp: new Date(NOW - minutesAgo * 60_000).toISOString(), ...overrides });
  return { ...entry, time: Date.parse(timestamp) };
}

describe('the timeline on the wire', () => {
  const points = [
    row('old', 90, { mood_category: 'negative', specific_mood: 'sad', intensity: 7, images: 2 }),
    row('pain', 60, { type: 'physical', mood_category: null, specific_mood: null, sensation: 'pain', intensity: 3 }),
    row('new', 30),
    row('again', 10),
  ];
  const recent = [row('words', 5, { type: 'affirmation', mood_category: null, specific_mood: null, intensity: null }), ...points];
  const marks = [
    { id: 'later', time: NOW - 5 * 60_000, preview: 'I am learning to res' },
    { id: 'earlier', time: NOW - 50 * 60_000, preview: 'Earlier affirmation ' },
  ];

  it('comes back as the entries that went in, in their order, with ISO timestamps', () => {
    const timeline = unpackTimeline(packTimeline({ points, recent, marks, total: 4 }));
    expect(timeline.points.map((entry) => entry.id)).toEqual(['old', 'pain', 'new', 'again']);
    expect(timeline.points[0]).toEqual({
      id: 'old',
      timestamp: new Date(NOW - 90 * 60_000).toISOString(),
      type: 'emotional',
      mood_category: 'negative',
      specific_mood: 'sad',
      sensation: null,
      intensity: 7,
      images: 2,
    });
    expect(timeline.recent.map((entry) => entry.id)).toEqual(['words', 'old', 'pain', 'new', 'again']);
    expect(timeline.recent[0]).toMatchObject({ type: 'affirmation', intensity: null });
    expect(timeline.total).toBe(4);
  });

  it('sends each feeling once', () => {
    const packed = packTimeline({ points, recent, marks: [], total: 4 });
    expect(packed.feelings).toHaveLength(4);
  });

  it('gives the affirmation marks oldest first', () => {
    expect(unpackTimeline(packTimeline({ points: [], recent: [], marks, total: 0 })).marks.map((mark) => mark.id)).toEqual(['earlier', 'later']);
  });
});
