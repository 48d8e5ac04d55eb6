import type { MoodCategory } from '../../../../shared/domain/entries';
import { zonedReading } from '../../../../shared/domain/zoned-time';
import type { InsightCategory } from '../../../../shared/domain/insights';
import type { AiEntry } from '../provider';
import { contextActionSteps } from './insight-actions';
import { type InsightCandidate, moodsByFrequency, percent } from './insight-candidate';

/** A context an entry is logged in: one tag, or the time of day. */
interface ContextFacet {
  key: string;
  category: InsightCategory;
  valueOf(entry: AiEntry): string | null;
  /** How the context reads after a mood: 'around work', 'in the evening'. */
  where(value: string): string;
  /** How entries in the context read: 'tagged work', 'logged outdoors'. */
  described(value: string): string;
}

const TIMES_OF_DAY = {
  morning: { where: 'in the morning', hours: '05:00-12:00' },
  afternoon: { where: 'in the afternoon', hours: '12:00-17:00' },
  evening: { where: 'in the evening', hours: '17:00-22:00' },
  night: { where: 'at night', hours: '22:00-05:00' },
} as const;
type TimeOfDay = keyof typeof TIMES_OF_DAY;

/** The part of the day an entry was written in, on the reader's clock (issue 36). */
export function timeOfDay(timestamp: string, timeZone: string): TimeOfDay {
  const { hour } = zonedReading(timestamp, timeZone);
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  if (hour >= 17 && hour < 22) return 'evening';
  return 'night';
}

const PLACES: Record<string, string> = { indoor: 'indoors', outdoor: 'outdoors', alone: 'when alone', withOthers: 'when with others', online: 'online', offline: 'offline' };
const place = (value: string) => PLACES[value] ?? value;

const facetsIn = (timeZone: string): readonly ContextFacet[] => [
  {
    key: 'trigger',
    category: 'trigger_pattern',
    valueOf: (entry) => (entry.trigger === 'other' ? null : entry.trigger),
    where: (value) => `around ${value}`,
    described: (value) => `tagged ${value}`,
  },
  {
    key: 'time',
    category: 'time_pattern',
    valueOf: (entry) => timeOfDay(entry.timestamp, timeZone),
    where: (value) => TIMES_OF_DAY[value as TimeOfDay].where,
    described: (value) => `written ${TIMES_OF_DAY[value as TimeOfDay].where} (${TIMES_OF_DAY[value as TimeOfDay].hours})`,
  },
  { key: 'social', category: 'social_pattern', valueOf: (entry) => entry.social, where: place, described: (value) => `logged ${place(value)}` },
  { key: 'location', category: 'activity_impact', valueOf: (entry) => entry.location, where: place, described: (value) => `logged ${place(value)}` },
  { key: 'environment', category: 'activity_impact', valueOf: (entry) => entry.environment, where: place, described: (value) => `logged ${place(value)}` },
];

/** Negative first: on a tie the pattern worth acting on wins. */
const CATEGORY_ORDER: readonly MoodCategory[] = ['negative', 'positive', 'neutral'];

type Group = Record<MoodCategory, AiEntry[]>;

function averageIntensity(entries: readonly AiEntry[]): number | null {
  const rated = entries.filter((entry) => entry.intensity !== null);
  return rated.length === 0 ? null : rated.reduce((sum, entry) => sum + entry.intensity!, 0) / rated.length;
}

const sizeOf = (group: Group) => CATEGORY_ORDER.reduce((sum, category) => sum + group[category].length, 0);

/** A context counts when its main mood is more common in it than across the journal: otherwise it says nothing of the context. */
const MIN_LIFT = 0.05;

function candidateOf(facet: ContextFacet, value: string, group: Group, journal: Group): InsightCandidate | null {
  const relevantCount = sizeOf(group);
  const dominant = CATEGORY_ORDER.reduce((best, category) => (group[category].length > group[best].length ? category : best));
  const supporting = group[dominant];
  const overallShare = journal[dominant].length / sizeOf(journal);
  if (supporting.length / relevantCount < overallShare + MIN_LIFT) return null;
  const moods = moodsByFrequency(supporting);
  const average = averageIntensity(supporting);
  const where = facet.where(value);
  const mostOften = moods[0] ? `, most often ${moods[0]}` : '';
  const intensity = average === null ? '' : ` (average intensity ${average.toFixed(1)})`;
  return {
    patternType: `${facet.key}:${value}:${dominant}`,
    category: facet.category,
    title: `Mostly ${dominant} feelings ${where}`,
    description: `${supporting.length} of the ${relevantCount} entries ${facet.described(value)} were ${dominant}${mostOften}${intensity}, against ${percent(overallShare)} of all entries in this journal.`,
    supporting,
    relevantCount,
    relevantMoods: moods.slice(0, 5),
    actionSteps: contextActionSteps(dominant, where),
  };
}

/** Mood by trigger, time of day, company, place and being online: one pass over the emotional entries. */
export function contextPatterns(journal: readonly AiEntry[], timeZone: string): InsightCandidate[] {
  const groupsByFacet = facetsIn(timeZone).map((facet) => ({ facet, groups: new Map<string, Group>() }));
  const all: Group = { positive: [], neutral: [], negative: [] };
  for (const entry of journal) {
    if (entry.type !== 'emotional' || entry.mood_category === null) continue;
    all[entry.mood_category].push(entry);
    for (const { facet, groups } of groupsByFacet) {
      const value = facet.valueOf(entry);
      if (value === null) continue;
      let group = groups.get(value);
      if (!group) groups.set(value, (group = { positive: [], neutral: [], negative: [] }));
      group[entry.mood_category].push(entry);
    }
  }
  return groupsByFacet.flatMap(({ facet, groups }) => [...groups].flatMap(([value, group]) => candidateOf(facet, value, group, all) ?? []));
}
