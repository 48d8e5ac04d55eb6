/** The vocabulary of journal entries (journal-core 2 and 3). */
export const ENTRY_TYPES = ['emotional', 'physical', 'affirmation'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

export const MOOD_CATEGORIES = ['positive', 'neutral', 'negative'] as const;
export type MoodCategory = (typeof MOOD_CATEGORIES)[number];

/** The specific moods of each category: the quick-add presets and the mood picker together. */
export const MOODS_BY_CATEGORY = {
  positive: ['happy', 'relieved', 'amused', 'funny', 'excited', 'curious', 'content'],
  neutral: ['calm', 'tranquil', 'bored', 'neutral'],
  negative: ['angry', 'sad', 'afraid', 'disgusted', 'overwhelmed', 'confused', 'anxious', 'stressed'],
} as const satisfies Record<MoodCategory, readonly string[]>;

export const SENSATIONS = ['pain', 'itching', 'pleasure', 'hungry', 'craving', 'tingling', 'pressure'] as const;
export type Sensation = (typeof SENSATIONS)[number];

export const SPECIFIC_BODY_REGIONS = {
  head: ['face', 'scalp', 'neck', 'ears', 'eyes', 'nose', 'mouth', 'throat'],
  torso: ['chest', 'back', 'stomach', 'shoulders', 'hips'],
  arms: ['upper arms', 'elbows', 'forearms', 'wrists', 'hands', 'fingers'],
  legs: ['thighs', 'knees', 'calves', 'ankles', 'feet', 'toes'],
} as const;
export const BODY_REGIONS = ['head', 'torso', 'arms', 'legs'] as const;
export type BodyRegion = (typeof BODY_REGIONS)[number];

export const TAG_VALUES = {
  trigger: ['work', 'family', 'exercise', 'other'],
  location: ['indoor', 'outdoor'],
  social: ['alone', 'withOthers'],
  environment: ['online', 'offline'],
  time_frame: ['recent', 'today', 'yesterday'],
} as const;
export type TagName = keyof typeof TAG_VALUES;
export type EntryTags = { [Name in TagName]: (typeof TAG_VALUES)[Name][number] };

export const DEFAULT_TAGS: EntryTags = {
  trigger: 'other',
  location: 'indoor',
  social: 'alone',
  environment: 'offline',
  time_frame: 'recent',
};

export const DEFAULT_INTENSITY = 5;
export const MAX_INTENSITY = 10;
export const MAX_NOTES_LENGTH = 10_000;
export const MAX_IMAGES_PER_ENTRY = 10;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const FEED_PAGE_SIZE = 50;

/** Entries from before categories carried a single mood (journal-core 3). */
const LEGACY_MOODS = {
  happy: { mood_category: 'positive', specific_mood: 'happy' },
  neutral: { mood_category: 'neutral', specific_mood: 'calm' },
  sad: { mood_category: 'negative', specific_mood: 'sad' },
} as const;

export function migrateLegacyMood(mood: string): { mood_category: MoodCategory; specific_mood: string } | null {
  return Object.hasOwn(LEGACY_MOODS, mood) ? LEGACY_MOODS[mood as keyof typeof LEGACY_MOODS] : null;
}

export function isMoodOf(category: MoodCategory, mood: string): boolean {
  return (MOODS_BY_CATEGORY[category] as readonly string[]).includes(mood);
}

export function isSpecificRegionOf(region: BodyRegion, specific: string): boolean {
  return (SPECIFIC_BODY_REGIONS[region] as readonly string[]).includes(specific);
}

/** What a feeling, sensation or affirmation has not chosen: the fields of the other kinds, empty. */
export const NO_KIND_CHOICES = {
  mood_category: null,
  specific_mood: null,
  sensation: null,
  body_region: null,
  specific_body_region: null,
  body_side: null,
} as const;

/** The fields of an entry a person wrote or chose, as stored (journal-core 3). */
export const ENTRY_FIELDS = [
  'id',
  'timestamp',
  'type',
  'mood_category',
  'specific_mood',
  'sensation',
  'body_region',
  'specific_body_region',
  'intensity',
  'trigger',
  'location',
  'social',
  'environment',
  'time_frame',
  'notes',
  'images',
  // issue 38; last, so the columns before it keep their places in the CSV export
  'body_side',
] as const;
