import { NO_KIND_CHOICES } from '../../../shared/domain/entries';
import type { NewEntryInput } from '../../../shared/schemas/entries';
import type { Entry } from './entryCache';
import { entrySchemas } from './entrySchemas';

let optimisticCounter = 0;

/**
 * What the card shows until the server's row arrives: the entry as the shared schema completes
 * it (default tags and intensity, trimmed notes), or nothing when the server will refuse it anyway.
 * An entry made on this device (issue 37) keeps its id and time.
 */
export async function optimisticEntry(input: NewEntryInput, device?: { id: string; loggedAt: string }): Promise<Entry | null> {
  const { newEntrySchema } = await entrySchemas.load();
  const parsed = newEntrySchema.safeParse(input);
  if (!parsed.success) return null;
  optimisticCounter += 1;
  return {
    ...NO_KIND_CHOICES,
    addedBy: null,
    ...parsed.data,
    id: device?.id ?? `optimistic-${optimisticCounter}`,
    timestamp: device?.loggedAt ?? new Date().toISOString(),
  };
}
