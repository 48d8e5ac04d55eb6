import type { TimelineEntry } from '../../src/shared/domain/timeline';

let counter = 0;

/** An entry as the timeline and the aura receive it: a happy feeling at 5/10, unless `overrides` say otherwise. */
export function createTimelineEntry(overrides: Partial<TimelineEntry> & Pick<TimelineEntry, 'timestamp'>): TimelineEntry {
  return {
    id: `entry-${(counter += 1)}`,
    type: 'emotional',
    mood_category: 'positive',
    specific_mood: 'happy',
    sensation: null,
    intensity: 5,
    images: 0,
    ...overrides,
  };
}
