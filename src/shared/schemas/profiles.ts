import * as z from './zod';
import { MAX_PROFILE_INITIAL_LENGTH, MAX_PROFILE_NAME_LENGTH, PROFILE_COLOR_CLASSES } from '../domain/profiles';
import { freeText } from './text';

const profileIdSchema = z.string();

const profileDetails = z.object({
  name: freeText()
    .trim()
    .min(1, 'Give the profile a name.')
    .max(MAX_PROFILE_NAME_LENGTH, `A profile name can be at most ${MAX_PROFILE_NAME_LENGTH} characters.`),
  color: z.enum(PROFILE_COLOR_CLASSES, 'Choose one of the offered colours.'),
  /** Left out or empty: the name's first letter. */
  initial: freeText()
    .trim()
    .refine((initial) => Array.from(initial).length <= MAX_PROFILE_INITIAL_LENGTH, `An initial can be at most ${MAX_PROFILE_INITIAL_LENGTH} characters.`)
    .optional(),
});

export const createProfileInput = profileDetails;
export type CreateProfileInput = z.input<typeof createProfileInput>;

export const updateProfileInput = profileDetails.extend({ profileId: profileIdSchema });
export type UpdateProfileInput = z.input<typeof updateProfileInput>;

export const profileInput = z.object({ profileId: profileIdSchema });
