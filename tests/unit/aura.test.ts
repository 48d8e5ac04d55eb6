import { describe, expect, it } from 'vitest';
import { auraDots, recentEntries } from '../../src/shared/domain/aura';
import type { TimelineEntry } from '../../src/shared/domain/timeline';
import { createTimelineEntry } from '../support/timeline-entries';

const NOW = Date.parse('2026-11-21T15:00:00Z');
const HOUR = 60 * 60 * 1000;
const entry = (id: string, hoursAgo: number, overrides: Partial<TimelineEntry> = {}) =>
  createTimelineEntry({ id, timestamp: new Date(NOW - hoursAgo * HOUR).toISOString(), ...overrides });

describe('the entries of the recent-feelings aura', () => {
  it('are every entry of the last four hours, affirmations included', () => {
    const entries = [
      entry('feeling', 1),
      entry('pain', 2, { type: 'physical', mood_category: null, specific_mood: null, sensation: 'pain' }),
      entry('affirmation', 3, { type: 'affirmation', mood_category: null, specific_mood: null, intensity: null }),
      entry('edge', 4),
      entry('older', 4.1),
    ];
    expect(recentEntries(entries, NOW).map((recent) => recent.id)).toEqual(['feeling', 'pain', 'affirmation', 'edge']);
  });

  it('follow the clock: an entry leaves four hours after it was made', () => {
    const entries = [entry('an hour ago', 1)];
    expect(recentEntries(entries, NOW)).toHaveLength(1);
    expect(recentEntries(entries, NOW + 3 * HOUR + 1)).toHaveLength(0);
  });

  it('are not capped: forty entries stay forty', () => {
    const entries = Array.from({ length: 40 }, (_, index) => entry(`e${index}`, index / 10));
    expect(recentEntries(entries, NOW)).toHaveLength(40);
  });
});

describe('the dots of the aura', () => {
  it('are one an entry, each whole inside the icon box, however many there are', () => {
    for (const count of [0, 1, 5, 12, 13, 40, 200]) {
      const dots = auraDots(count);
      expect(dots).toHaveLength(count);
      for (const dot of dots) {
        expect(dot.left - dot.size / 2).toBeGreaterThanOrEqual(-1e-9);
        expect(dot.left + dot.size / 2).toBeLessThanOrEqual(100 + 1e-9);
        expect(dot.top - dot.size / 2).toBeGreaterThanOrEqual(-1e-9);
        expect(dot.top + dot.size / 2).toBeLessThanOrEqual(100 + 1e-9);
      }
    }
  });

  it('get smaller as they get more, so that a ring of many does not pile up', () => {
    const [few] = auraDots(4);
    const [many] = auraDots(40);
    expect(many!.size).toBeLessThan(few!.size);
    const dots = auraDots(40);
    const gap = Math.hypot(dots[1]!.left - dots[0]!.left, dots[1]!.top - dots[0]!.top);
    expect(gap).toBeGreaterThanOrEqual(dots[0]!.size * 0.95);
  });
});
