import { bodyPlaceFilterSchema } from './body-map';
import { calendarDaySchema } from './statistics';
import * as z from './zod';
import {
  BODY_REGIONS,
  DEFAULT_INTENSITY,
  DEFAULT_TAGS,
  ENTRY_TYPES,
  FEED_PAGE_SIZE,
  isMoodOf,
  isSpecificRegionOf,
  MAX_IMAGES_PER_ENTRY,
  MAX_INTENSITY,
  MAX_NOTES_LENGTH,
  migrateLegacyMood,
  MOOD_CATEGORIES,
  SENSATIONS,
  TAG_VALUES,
} from '../domain/entries';
import { MAX_RELATED_ENTRIES } from '../domain/insights';
import { BODY_SIDES, takesSide } from '../domain/body-map';
import { freeText } from './text';

/** Notes are trimmed; blank notes are stored as null (journal-core 5). */
export const notesSchema = freeText()
  .trim()
  .max(MAX_NOTES_LENGTH, `Notes can be at most ${MAX_NOTES_LENGTH.toLocaleString('en-US')} characters.`)
  .nullish()
  .transform((notes) => (notes ? notes : null));

const NOT_YOUR_UPLOAD = 'That image is not one of your uploads.';
/** Images are private storage keys; an empty list is stored as null. */
export const IMAGE_KEY_PATTERN = /^(pasted|uploaded)-image-\d{10,16}-[a-z0-9]{6,32}\.(png|jpg|jpeg|gif|webp|heic|heif|avif)$/;
export const imagesSchema = z
  .array(z.string(NOT_YOUR_UPLOAD).regex(IMAGE_KEY_PATTERN, NOT_YOUR_UPLOAD))
  .max(MAX_IMAGES_PER_ENTRY, `An entry can hold at most ${MAX_IMAGES_PER_ENTRY} images.`)
  .nullish()
  .transform((images) => (images && images.length > 0 ? images : null));

export const intensitySchema = z
  .number('Intensity must be a number from 0 to 10.')
  .int('Intensity must be a whole number from 0 to 10.')
  .min(0, 'Intensity must be a number from 0 to 10.')
  .max(MAX_INTENSITY, 'Intensity must be a number from 0 to 10.');

export const tagSchemas = {
  trigger: z.enum(TAG_VALUES.trigger, 'Trigger must be work, family, exercise or other.'),
  location: z.enum(TAG_VALUES.location, 'Location must be indoor or outdoor.'),
  social: z.enum(TAG_VALUES.social, 'Social must be alone or withOthers.'),
  environment: z.enum(TAG_VALUES.environment, 'Environment must be online or offline.'),
  time_frame: z.enum(TAG_VALUES.time_frame, 'Time frame must be recent, today or yesterday.'),
};

const entryBase = z.object({
  trigger: tagSchemas.trigger.default(DEFAULT_TAGS.trigger),
  location: tagSchemas.location.default(DEFAULT_TAGS.location),
  social: tagSchemas.social.default(DEFAULT_TAGS.social),
  environment: tagSchemas.environment.default(DEFAULT_TAGS.environment),
  time_frame: tagSchemas.time_frame.default(DEFAULT_TAGS.time_frame),
  notes: notesSchema,
  images: imagesSchema,
});

const emotionalEntry = entryBase
  .extend({
    type: z.literal('emotional'),
    mood_category: z.enum(MOOD_CATEGORIES, 'Mood category must be positive, neutral or negative.').optional(),
    specific_mood: z.string().optional(),
    /** Entries from the older app carry a single mood: happy, neutral or sad. */
    mood: z.string().optional(),
    intensity: intensitySchema.nullish().transform((value) => value ?? DEFAULT_INTENSITY),
  })
  .transform(({ mood, ...entry }, context) => {
    const migrated = mood && !entry.mood_category ? migrateLegacyMood(mood) : null;
    const category = migrated?.mood_category ?? entry.mood_category;
    const specific = migrated?.specific_mood ?? entry.specific_mood;
    if (!category || !specific || !isMoodOf(category, specific)) {
      context.addIssue({ code: 'custom', path: ['specific_mood'], message: 'Choose a mood from the list.' });
      return z.NEVER;
    }
    return { ...entry, mood_category: category, specific_mood: specific };
  });

const physicalEntry = entryBase
  .extend({
    type: z.literal('physical'),
    sensation: z.enum(SENSATIONS, 'Choose a sensation from the list.'),
    body_region: z.enum(BODY_REGIONS, 'Body region must be head, torso, arms or legs.').nullish().transform((v) => v ?? null),
    specific_body_region: z.string().nullish().transform((v) => v ?? null),
    body_side: z.enum(BODY_SIDES, 'Side must be left, right or both.').nullish().transform((v) => v ?? null),
    intensity: intensitySchema.nullish().transform((value) => value ?? DEFAULT_INTENSITY),
  })
  .refine((entry) => !entry.specific_body_region || (entry.body_region && isSpecificRegionOf(entry.body_region, entry.specific_body_region)), {
    message: 'Choose a specific area of the chosen body region.',
    path: ['specific_body_region'],
  })
  .refine((entry) => !entry.body_side || takesSide(entry.specific_body_region), {
    message: 'A side can be given only for an area with sides, such as a shoulder or a knee.',
    path: ['body_side'],
  });

const affirmationEntry = entryBase.extend({
  type: z.literal('affirmation'),
  intensity: z.null('Affirmations have no intensity.').optional().transform(() => null),
});

export const newEntrySchema = z.discriminatedUnion('type', [emotionalEntry, physicalEntry, affirmationEntry], {
  error: `Entry type must be one of ${ENTRY_TYPES.join(', ')}.`,
});
export type NewEntry = z.output<typeof newEntrySchema>;
export type NewEntryInput = z.input<typeof newEntrySchema>;

export const addEntryInput = z.object({ entry: newEntrySchema });

export const ENTRY_ID_PATTERN = /^[A-Za-z0-9_-]{21}$/;
const ENTRY_NOT_FOUND = 'Entry not found.';
const entryId = z.string(ENTRY_NOT_FOUND).regex(ENTRY_ID_PATTERN, ENTRY_NOT_FOUND);

export const entryPatchSchema = z
  .object({
    notes: notesSchema,
    images: imagesSchema,
    intensity: intensitySchema,
    ...tagSchemas,
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change.');
export type EntryPatch = z.output<typeof entryPatchSchema>;

export const updateEntryInput = z.object({ id: entryId, patch: entryPatchSchema });
export const deleteEntryInput = z.object({ id: entryId });

const CURSOR_MESSAGE = 'That page of entries cannot be found. Reload the feed.';
const PAGE_SIZE_MESSAGE = 'A page can show from 1 to 100 entries.';
const EVIDENCE_MESSAGE = `Entries to show must be a list of at most ${MAX_RELATED_ENTRIES} entry ids.`;
/** Entries are stamped by the server, so a cursor outside these years never came from a feed page. */
const CURSOR_YEARS = { first: 1970, last: 2100 } as const;

const isWithinCursorYears = (timestamp: string) => {
  const year = new Date(timestamp).getUTCFullYear();
  return year >= CURSOR_YEARS.first && year <= CURSOR_YEARS.last;
};

export const entryCursorSchema = z.object(
  {
    timestamp: z.iso.datetime({ offset: true, error: CURSOR_MESSAGE, abort: true }).refine(isWithinCursorYears, CURSOR_MESSAGE),
    id: z.string(CURSOR_MESSAGE).regex(ENTRY_ID_PATTERN, CURSOR_MESSAGE),
  },
  CURSOR_MESSAGE,
);
export type EntryCursor = z.infer<typeof entryCursorSchema>;

export const listEntriesInput = z.object({
  type: z.enum(ENTRY_TYPES, `Entry type must be one of ${ENTRY_TYPES.join(', ')}.`).nullish(),
  cursor: entryCursorSchema.nullish(),
  /** Only these entries: the evidence of an insight. */
  ids: z.array(entryId, EVIDENCE_MESSAGE).max(MAX_RELATED_ENTRIES, EVIDENCE_MESSAGE).nullish(),
  /** Only the entries of this day in the reader's time zone: a day chosen on the calendar (issue 36). */
  day: calendarDaySchema.nullish(),
  /** Only the physical entries felt at a place chosen on the body map (issue 38). */
  body: bodyPlaceFilterSchema.nullish(),
  limit: z.number(PAGE_SIZE_MESSAGE).int(PAGE_SIZE_MESSAGE).min(1, PAGE_SIZE_MESSAGE).max(100, PAGE_SIZE_MESSAGE).default(FEED_PAGE_SIZE),
});
