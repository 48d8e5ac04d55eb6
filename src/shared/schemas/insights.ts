import * as z from './zod';

export const insightIdInput = z.object({ id: z.uuid('That insight does not exist.') });
