import { BODY_PLACE_KEYS } from '../domain/body-map';
import { SENSATIONS } from '../domain/entries';
import { calendarDaySchema, isDayRange, RANGE_MESSAGE } from './statistics';
import * as z from './zod';

const sensation = z.enum(SENSATIONS, 'Choose a sensation from the list.').nullish();

/** Issue 38: the body map of a range of days in the reader's zone, of one sensation or all. */
export const bodyMapInput = z.object({ from: calendarDaySchema, to: calendarDaySchema, sensation }).refine(isDayRange, RANGE_MESSAGE);
export type BodyMapInput = z.output<typeof bodyMapInput>;

/** The feed narrowed to a place chosen on the body map, with the map's range and sensation. */
export const bodyPlaceFilterSchema = z
  .object({
    place: z.enum(BODY_PLACE_KEYS, 'That place is not on the body map.'),
    from: calendarDaySchema,
    to: calendarDaySchema,
    sensation,
  })
  .refine(isDayRange, RANGE_MESSAGE);
export type BodyPlaceFilter = z.output<typeof bodyPlaceFilterSchema>;
