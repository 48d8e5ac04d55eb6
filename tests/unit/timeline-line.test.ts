import { describe, expect, it } from 'vitest';
import { axisTicks } from '../../src/shared/domain/timeline';
import { MIN_TIMELINE_SPAN_MS, TIMELINE_GAP_MS, timelineDomain, timelineLine } from '../../src/shared/domain/timeline-line';

const NOW = Date.parse('2025-03-14T18:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const at = (time: number, value: number) => ({ time, value });

describe('the timeline’s line', () => {
  it('draws entries of one minute as one vertex at their average, so it never spikes', () => {
    const start = NOW - 3 * HOUR;
    const line = timelineLine([at(start, 6), at(start + 20_000, -6), at(start + 50_000, 3), at(start + 2 * HOUR, -2)]);
    expect(line.runs).toEqual([[at(start + 70_000 / 3, 1), at(start + 2 * HOUR, -2)]]);
    const times = line.runs.flat().map((vertex) => vertex.time);
    expect(new Set(times).size).toBe(times.length);
  });

  it('merges entries closer than a given span (what the chart cannot draw apart)', () => {
    const line = timelineLine([at(NOW - 10 * MINUTE, 8), at(NOW - 5 * MINUTE, -8), at(NOW, 4)], 20 * MINUTE);
    expect(line.runs).toEqual([[at(NOW - 5 * MINUTE, 4 / 3)]]);
  });

  it('breaks the curve across days without entries, joining the ends with a gap', () => {
    const before = [at(NOW - 20 * DAY, -5), at(NOW - 20 * DAY + HOUR, 2)];
    const after = [at(NOW - 2 * DAY, 6), at(NOW - DAY - HOUR, 1)];
    const line = timelineLine([...before, ...after]);
    expect(line.runs).toEqual([before, after]);
    expect(line.gaps).toEqual([[before[1], after[0]]]);
    expect(timelineLine([at(NOW - TIMELINE_GAP_MS, 1), at(NOW, 2)]).gaps).toEqual([]);
  });

  it('is empty without points', () => {
    expect(timelineLine([])).toEqual({ runs: [], gaps: [] });
  });
});

describe('the time the timeline spans', () => {
  it('is the entries’ own span when it is an hour or more', () => {
    expect(timelineDomain(NOW - 5 * DAY, NOW - DAY)).toEqual([NOW - 5 * DAY, NOW - DAY]);
  });

  it('is the hour centred on a journal written within one minute, with an axis of distinct times', () => {
    const first = Date.parse('2025-03-14T10:17:05Z');
    expect(timelineDomain(first, first + 40_000)).toEqual([first + 20_000 - MIN_TIMELINE_SPAN_MS / 2, first + 20_000 + MIN_TIMELINE_SPAN_MS / 2]);
    const domain = timelineDomain(first, first + 40_000);
    const candidates = [0, 1, 2, 3, 4, 5].map((step) => domain[0] + step * 10 * MINUTE);
    const labels = axisTicks(domain, candidates, NOW, 'UTC').map((tick) => tick.label);
    expect(labels).toEqual(['9:47 AM', '9:57 AM', '10:07 AM', '10:17 AM', '10:27 AM', '10:37 AM']);
  });
});
