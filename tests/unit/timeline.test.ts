import { describe, expect, it } from 'vitest';
import {
  axisLabel,
  axisValue,
  axisTicks,
  distinctAxisTicks,
  isPreview,
  nearestPoint,
  nextAffirmationPreview,
  pointAnnouncement,
  samePoints,
  sampleEntries,
  steppedPoint,
  type TimelineEntry,
  timelinePoints,
  timelineSummary,
} from '../../src/shared/domain/timeline';
import { createTimelineEntry } from '../support/timeline-entries';

const NOW = Date.parse('2026-11-21T15:00:00Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const entry = (overrides: Partial<TimelineEntry>) => createTimelineEntry({ timestamp: new Date(NOW - HOUR).toISOString(), ...overrides });

describe('axis mapping (-8 to +8)', () => {
  it('puts positive feelings up and negative ones down by intensity', () => {
    expect(axisValue(entry({ intensity: 10 }))).toBe(8);
    expect(axisValue(entry({ mood_category: 'negative', intensity: 10 }))).toBe(-8);
    expect(axisValue(entry({ mood_category: 'negative', intensity: 5 }))).toBe(-4);
  });

  it('keeps neutral feelings near zero', () => {
    for (let intensity = 0; intensity <= 10; intensity += 1) {
      expect(Math.abs(axisValue(entry({ mood_category: 'neutral', intensity }))!)).toBeLessThanOrEqual(1);
    }
  });

  it('puts bodily pleasure up and other sensations down, and leaves affirmations out', () => {
    expect(axisValue(entry({ type: 'physical', mood_category: null, sensation: 'pleasure', intensity: 5 }))).toBe(4);
    expect(axisValue(entry({ type: 'physical', mood_category: null, sensation: 'pain', intensity: 5 }))).toBe(-4);
    expect(axisValue(entry({ type: 'affirmation', intensity: null }))).toBeNull();
  });
});

describe('the window and the preview rule', () => {
  it('keeps the last 30 days, oldest first, without affirmations', () => {
    const points = timelinePoints(
      [
        entry({ id: 'new', timestamp: new Date(NOW - HOUR).toISOString() }),
        entry({ id: 'old', timestamp: new Date(NOW - 31 * DAY).toISOString() }),
        entry({ id: 'edge', timestamp: new Date(NOW - 29 * DAY).toISOString() }),
        entry({ id: 'words', type: 'affirmation', intensity: null }),
      ],
      NOW,
    );
    expect(points.map((point) => point.id)).toEqual(['edge', 'new']);
  });

  it('previews with fewer than two qualifying entries', () => {
    expect(isPreview(timelinePoints([entry({})], NOW))).toBe(true);
    expect(isPreview(timelinePoints([entry({}), entry({})], NOW))).toBe(false);
  });

  it('samples ten entries ten days apart, happy, sad, neutral in turn, intensity within 0-10', () => {
    const samples = sampleEntries(NOW);
    expect(samples).toHaveLength(10);
    expect(samples.slice(0, 3).map((sample) => sample.specific_mood)).toEqual(['happy', 'sad', 'calm']);
    expect(Date.parse(samples[1]!.timestamp) - Date.parse(samples[0]!.timestamp)).toBe(10 * DAY);
    for (const sample of samples) expect(sample.intensity).toBeGreaterThanOrEqual(0);
    for (const sample of samples) expect(sample.intensity).toBeLessThanOrEqual(10);
  });
});

describe('axis labels', () => {
  it('show the time today, Yesterday, weekdays within 14 days, then month and day', () => {
    expect(axisLabel(NOW - 2 * HOUR, NOW, 'UTC')).toBe('1:00 PM');
    expect(axisLabel(NOW - DAY, NOW, 'UTC')).toBe('Yesterday');
    expect(axisLabel(NOW - 3 * DAY, NOW, 'UTC')).toBe('Wednesday');
    expect(axisLabel(NOW - 13 * DAY, NOW, 'UTC')).toBe('Sunday');
    expect(axisLabel(NOW - 14 * DAY, NOW, 'UTC')).toBe('Nov 7');
  });

  it('follow calendar days, not 24-hour spans', () => {
    const justAfterMidnight = Date.parse('2026-11-21T00:30:00Z');
    expect(axisLabel(Date.parse('2026-11-20T23:30:00Z'), justAfterMidnight, 'UTC')).toBe('Yesterday');
  });

  it('are printed once each: ticks that would repeat the label before them are dropped', () => {
    const ticks = distinctAxisTicks([NOW - 30 * HOUR, NOW - 28 * HOUR, NOW - 26 * HOUR, NOW - 2 * HOUR, NOW - 2 * HOUR + 1000], NOW, 'UTC');
    expect(ticks.map((tick) => tick.label)).toEqual(['Yesterday', '1:00 PM']);
    expect(ticks.map((tick) => tick.time)).toEqual([NOW - 30 * HOUR, NOW - 2 * HOUR]);
  });
});

describe('the axis of a short line', () => {
  it('shows its start and end when every tick would read the same day', () => {
    const start = NOW - 30 * HOUR;
    const end = NOW - 27 * HOUR;
    const ticks = axisTicks([start, end], [start + HOUR, start + 2 * HOUR], NOW, 'UTC');
    expect(ticks).toEqual([
      { time: start, label: 'Yesterday, 9:00 AM' },
      { time: end, label: '12:00 PM' },
    ]);
  });

  it('keeps distinct ticks as they are', () => {
    expect(axisTicks([NOW - 30 * HOUR, NOW - 2 * HOUR], [NOW - 30 * HOUR, NOW - 2 * HOUR], NOW, 'UTC').map((tick) => tick.label)).toEqual([
      'Yesterday',
      '1:00 PM',
    ]);
  });
});

describe('tooltip and aura helpers', () => {
  it('preview the next affirmation at or after the entry', () => {
    const marks = [
      { id: 'earlier', time: NOW - 5 * HOUR, preview: 'Earlier affirmation ' },
      { id: 'later', time: NOW - 2 * HOUR, preview: 'I am learning to res' },
    ];
    expect(nextAffirmationPreview(marks, NOW - 6 * HOUR)).toBe('Earlier affirmation ');
    expect(nextAffirmationPreview(marks, NOW - 3 * HOUR)).toBe('I am learning to res');
    expect(nextAffirmationPreview(marks, NOW - 2 * HOUR)).toBe('I am learning to res');
    expect(nextAffirmationPreview(marks, NOW - HOUR)).toBeNull();
  });

  it('find the nearest point in time', () => {
    const points = timelinePoints([0, 2, 5, 9].map((hours) => entry({ id: `h${hours}`, timestamp: new Date(NOW - hours * HOUR).toISOString() })), NOW);
    expect(nearestPoint(points, NOW - 4 * HOUR)?.id).toBe('h5');
    expect(nearestPoint(points, NOW)?.id).toBe('h0');
    expect(nearestPoint(points, NOW + HOUR)?.id).toBe('h0');
    expect(nearestPoint(points, NOW - 20 * HOUR)?.id).toBe('h9');
    expect(nearestPoint(points, NOW - 1.4 * HOUR)?.id).toBe('h2');
    expect(nearestPoint([], NOW)).toBeNull();
  });
});

describe('the window as the clock moves on', () => {
  const entries = [entry({ id: 'month-old', timestamp: new Date(NOW - 29.9 * DAY).toISOString() }), entry({ id: 'recent' })];

  it('lets an entry leave the 30 days once now has moved past them', () => {
    expect(timelinePoints(entries, NOW).map((point) => point.id)).toEqual(['month-old', 'recent']);
    expect(timelinePoints(entries, NOW + 3 * HOUR).map((point) => point.id)).toEqual(['recent']);
  });

  it('labels today as Yesterday once midnight has passed', () => {
    const evening = Date.parse('2026-11-21T22:00:00Z');
    expect(axisLabel(evening, evening + HOUR, 'UTC')).toBe('10:00 PM');
    expect(axisLabel(evening, evening + 3 * HOUR, 'UTC')).toBe('Yesterday');
  });

  it('knows when a tick changed nothing, so the line need not be redrawn', () => {
    const before = timelinePoints(entries, NOW);
    expect(samePoints(before, timelinePoints(entries, NOW + 60_000))).toBe(true);
    expect(samePoints(before, timelinePoints(entries, NOW + 3 * HOUR))).toBe(false);
    expect(samePoints(before, timelinePoints([entries[0]!, { ...entries[1]!, intensity: 9 }], NOW))).toBe(false);
  });
});

describe('moving the highlight with the keyboard', () => {
  const points = timelinePoints([9, 5, 2, 0].map((hours) => entry({ id: `h${hours}`, timestamp: new Date(NOW - hours * HOUR).toISOString() })), NOW);
  const [oldest, , , newest] = points;
  const step = (current: (typeof points)[number] | null, direction: Parameters<typeof steppedPoint>[2]) => steppedPoint(points, current, direction)?.id;

  it('steps to the next or previous point in time, stopping at the ends', () => {
    expect(step(points[1]!, 'next')).toBe('h2');
    expect(step(points[1]!, 'previous')).toBe('h9');
    expect(step(newest!, 'next')).toBe('h0');
    expect(step(oldest!, 'previous')).toBe('h9');
  });

  it('jumps to the oldest or newest point (Home and End)', () => {
    expect(step(points[2]!, 'first')).toBe('h9');
    expect(step(points[1]!, 'last')).toBe('h0');
  });

  it('starts at the oldest point going forward and the newest going back', () => {
    expect(step(null, 'next')).toBe('h9');
    expect(step(null, 'previous')).toBe('h0');
    expect(steppedPoint([], null, 'next')).toBeNull();
  });

  it('announces the point like the tooltip, with its place in the list', () => {
    const sad = timelinePoints([entry({ id: 'sad', mood_category: 'negative', specific_mood: 'sad', intensity: 6 })], NOW);
    expect(pointAnnouncement(sad, sad[0]!, 'UTC')).toBe('Nov 21, 2:00 PM: Sad, intensity 6 of 10 (entry 1 of 1)');
    expect(pointAnnouncement(points, points[1]!, 'UTC')).toBe('Nov 21, 10:00 AM: Happy, intensity 5 of 10 (entry 2 of 4)');
  });

  it('sums the chart up in words', () => {
    expect(timelineSummary(4)).toBe('4 entries over the last 30 days');
    expect(timelineSummary(1)).toBe('1 entry over the last 30 days');
  });
});
