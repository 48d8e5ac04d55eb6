import * as z from './zod';
import { ENTRY_TYPES, MOOD_CATEGORIES, MOODS_BY_CATEGORY } from '../domain/entries';
import { MAX_SEARCH_LENGTH, SEARCH_PAGE_SIZE } from '../domain/search';
import { entryCursorSchema, tagSchemas } from './entries';
import { freeText } from './text';

const DATE_MESSAGE = 'Dates must be ISO 8601 date-times, such as 2025-01-31T00:00:00Z.';
const PAGE_SIZE_MESSAGE = 'A page of results can show from 1 to 50 entries.';
const ALL_MOODS = Object.values(MOODS_BY_CATEGORY).flat();
const instant = z.iso.datetime({ offset: true, error: DATE_MESSAGE });

/** The tags an entry must carry to be found: any of the five, each one value. */
export const searchTagsSchema = z
  .object({
    trigger: tagSchemas.trigger,
    location: tagSchemas.location,
    social: tagSchemas.social,
    environment: tagSchemas.environment,
    time_frame: tagSchemas.time_frame,
  })
  .partial();
export type SearchTags = z.output<typeof searchTagsSchema>;

/** A search of one profile's entries (issue 36): the words typed, optional filters, and the page after `cursor`. */
export const searchEntriesInput = z
  .object({
    query: freeText().max(MAX_SEARCH_LENGTH, `A search can be at most ${MAX_SEARCH_LENGTH} characters.`),
    type: z.enum(ENTRY_TYPES, `Entry type must be one of ${ENTRY_TYPES.join(', ')}.`).nullish(),
    moodCategory: z.enum(MOOD_CATEGORIES, 'Mood category must be positive, neutral or negative.').nullish(),
    mood: z.enum(ALL_MOODS, 'Choose a mood from the list.').nullish(),
    tags: searchTagsSchema.nullish(),
    /** Entries from this instant on, and before `to`. */
    from: instant.nullish(),
    to: instant.nullish(),
    cursor: entryCursorSchema.nullish(),
    limit: z.number(PAGE_SIZE_MESSAGE).int(PAGE_SIZE_MESSAGE).min(1, PAGE_SIZE_MESSAGE).max(50, PAGE_SIZE_MESSAGE).default(SEARCH_PAGE_SIZE),
  })
  .refine(({ from, to }) => !from || !to || new Date(from) < new Date(to), { message: 'The end of the date range must come after its start.', path: ['to'] });
export type SearchEntriesInput = z.output<typeof searchEntriesInput>;
