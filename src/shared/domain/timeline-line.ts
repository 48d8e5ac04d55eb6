/** journal-core 2, intensity timeline: the line the chart draws through its points, and the time it spans. */

const MINUTE_MS = 60_000;
/** A stretch longer than this without entries is not drawn as a curve (the line would drift through days with no data). */
export const TIMELINE_GAP_MS = 24 * 60 * MINUTE_MS;
/** The shortest time the chart spans: a journal written within one minute still gets a readable axis. */
export const MIN_TIMELINE_SPAN_MS = 60 * MINUTE_MS;

export interface LineVertex {
  time: number;
  value: number;
}

export interface TimelineLine {
  /** Stretches drawn as a curve: no two neighbours further apart than TIMELINE_GAP_MS. */
  runs: LineVertex[][];
  /** The ends of the stretches either side of each gap, drawn as a plain straight dash. */
  gaps: [LineVertex, LineVertex][];
}

/**
 * The line through `points` (sorted by time): entries within `mergeMs` of the first of their group
 * (a minute at least) become one vertex at their average time and value, so the line never spikes
 * straight up and down; then it is cut wherever more than TIMELINE_GAP_MS passes without an entry.
 */
export function timelineLine(points: readonly LineVertex[], mergeMs = MINUTE_MS): TimelineLine {
  const vertices: LineVertex[] = [];
  let group: LineVertex[] = [];
  const close = () => {
    if (group.length === 0) return;
    vertices.push({ time: average(group.map((point) => point.time)), value: average(group.map((point) => point.value)) });
    group = [];
  };
  for (const point of points) {
    if (group.length > 0 && point.time - group[0]!.time >= Math.max(MINUTE_MS, mergeMs)) close();
    group.push(point);
  }
  close();

  const runs: LineVertex[][] = [];
  const gaps: [LineVertex, LineVertex][] = [];
  for (const vertex of vertices) {
    const run = runs.at(-1);
    const previous = run?.at(-1);
    if (run && previous && vertex.time - previous.time <= TIMELINE_GAP_MS) run.push(vertex);
    else {
      if (previous) gaps.push([previous, vertex]);
      runs.push([vertex]);
    }
  }
  return { runs, gaps };
}

const average = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The time the chart spans: from the first entry to the last, or, when they lie closer than an hour, the hour centred on them. */
export function timelineDomain(first: number, last: number): [number, number] {
  if (last - first >= MIN_TIMELINE_SPAN_MS) return [first, last];
  const middle = (first + last) / 2;
  return [middle - MIN_TIMELINE_SPAN_MS / 2, middle + MIN_TIMELINE_SPAN_MS / 2];
}
