import { tagValueLabel, TAG_QUESTIONS } from './tag-questions';
import { DEFAULT_INTENSITY, DEFAULT_TAGS, type EntryTags, MOODS_BY_CATEGORY, type MoodCategory, TAG_VALUES, type TagName } from './entries';

/** How a Daylio mood becomes an Attune feeling. */
export interface MoodMapping {
  mood_category: MoodCategory;
  specific_mood: string;
  intensity: number;
}

/** Where a Daylio activity goes: a tag's value ('trigger:work') or the note. */
export type ActivityTarget = `${TagName}:${string}` | 'note';

export const ACTIVITY_TARGETS: readonly ActivityTarget[] = [
  ...(Object.entries(TAG_VALUES) as [TagName, readonly string[]][]).flatMap(([tag, values]) => values.map((value) => `${tag}:${value}` as ActivityTarget)),
  'note',
];

/** How a target reads in the mapping table: 'Trigger: Work', or 'Keep in the note'. */
export function activityTargetLabel(target: ActivityTarget): string {
  if (target === 'note') return 'Keep in the note';
  const [tag, value] = target.split(':') as [TagName, string];
  return `${TAG_QUESTIONS[tag].topic}: ${tagValueLabel(tag, value)}`;
}

/** Daylio's five standard moods, from best to worst. */
const STANDARD_MOODS = new Map<string, MoodMapping>([
  ['rad', { mood_category: 'positive', specific_mood: 'excited', intensity: 9 }],
  ['good', { mood_category: 'positive', specific_mood: 'happy', intensity: 7 }],
  ['meh', { mood_category: 'neutral', specific_mood: 'neutral', intensity: 5 }],
  ['bad', { mood_category: 'negative', specific_mood: 'sad', intensity: 6 }],
  ['awful', { mood_category: 'negative', specific_mood: 'overwhelmed', intensity: 9 }],
]);

/** A custom mood named like an Attune mood becomes that mood; others start as neutral, to be chosen in the preview. */
export function defaultMoodMapping(name: string): MoodMapping {
  const key = name.trim().toLowerCase();
  const standard = STANDARD_MOODS.get(key);
  if (standard) return standard;
  for (const [category, moods] of Object.entries(MOODS_BY_CATEGORY) as [MoodCategory, readonly string[]][]) {
    if (moods.includes(key)) return { mood_category: category, specific_mood: key, intensity: DEFAULT_INTENSITY };
  }
  return { mood_category: 'neutral', specific_mood: 'neutral', intensity: DEFAULT_INTENSITY };
}

const ACTIVITY_HINTS: [RegExp, ActivityTarget][] = [
  [/work|office|job|meeting|study|school|class|homework/, 'trigger:work'],
  [/family|kids?|child|partner|parents?|mom|dad|spouse|wife|husband/, 'trigger:family'],
  [/sport|gym|exercise|run|jog|yoga|fitness|swim|bike|cycling|workout/, 'trigger:exercise'],
  [/friend|party|date|social|people|guests/, 'social:withOthers'],
  [/alone|solo/, 'social:alone'],
  [/walk|nature|outdoor|outside|park|hike|garden|beach|travel/, 'location:outdoor'],
  [/home|indoor|inside|relax|sleep/, 'location:indoor'],
  [/online|internet|social media|gaming|games|phone|tv|movies?|netflix|computer/, 'environment:online'],
];

/** A first guess for an activity, by its words; the person can change it in the preview. */
export function defaultActivityTarget(name: string): ActivityTarget {
  const key = name.trim().toLowerCase();
  return ACTIVITY_HINTS.find(([pattern]) => pattern.test(key))?.[1] ?? 'note';
}

/** One Daylio record, as read from its CSV. */
export interface DaylioRecord {
  mood: string;
  activities: string[];
  title: string;
  note: string;
}

export interface DaylioMapping {
  moods: Record<string, MoodMapping>;
  activities: Record<string, ActivityTarget>;
}

/** The person's choice for a name of their file, read as an own key: a mood called 'constructor' is a name, not Object's. */
export const ownChoice = <T>(choices: Readonly<Record<string, T>>, name: string): T | undefined => (Object.hasOwn(choices, name) ? choices[name] : undefined);

/** Where a Daylio mood goes: the person's choice, else the first guess. */
export const chosenMood = (mapping: DaylioMapping, name: string): MoodMapping => ownChoice(mapping.moods, name) ?? defaultMoodMapping(name);
/** Where a Daylio activity goes: the person's choice, else the first guess. */
export const chosenActivity = (mapping: DaylioMapping, name: string): ActivityTarget => ownChoice(mapping.activities, name) ?? defaultActivityTarget(name);

/**
 * The Attune feeling a Daylio record becomes: its mood mapped, its activities as tags (the first
 * value of each tag; another value of the same tag is written in the note) or in the note.
 */
export function daylioEntryFields(record: DaylioRecord, mapping: DaylioMapping) {
  const mood = chosenMood(mapping, record.mood);
  const tags: EntryTags = { ...DEFAULT_TAGS };
  const set = new Set<TagName>();
  const inNote: string[] = [];
  for (const activity of record.activities) {
    const target = chosenActivity(mapping, activity);
    const [tag, value] = target.split(':') as [TagName | 'note', string | undefined];
    if (tag === 'note') inNote.push(activity);
    else if (set.has(tag)) {
      if ((tags as Record<TagName, string>)[tag] !== value) inNote.push(activity); // a second value of a tag is kept in words
    } else {
      (tags as Record<TagName, string>)[tag] = value!;
      set.add(tag);
    }
  }
  const parts = [record.title && `**${record.title}**`, record.note, inNote.length > 0 && `Activities: ${inNote.join(', ')}`].filter(Boolean);
  return { type: 'emotional' as const, ...mood, ...tags, notes: parts.length > 0 ? parts.join('\n\n') : null };
}
