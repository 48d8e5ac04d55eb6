import type { DaylioMapping } from '../../../shared/domain/daylio';
import type { ImportSummary } from '../../../shared/domain/import-summary';

const FAILED = 'The file could not be sent. Check your connection and try again.';

/**
 * Sends the file for a preview or the import itself; the server's refusal comes back as the error's
 * message. Local times without a zone (Daylio) are read in the account's `timeZone`.
 */
export async function sendImport(
  profileId: string,
  file: File,
  { step, mapping, timeZone }: { step: 'preview' | 'commit'; mapping: DaylioMapping | null; timeZone: string },
): Promise<ImportSummary> {
  const form = new FormData();
  form.append('file', file);
  form.append('timeZone', timeZone);
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  const response = await fetch(`/api/profiles/${encodeURIComponent(profileId)}/import?step=${step}`, { method: 'POST', body: form }).catch(() => {
    throw new Error(FAILED);
  });
  const body = (await response.json().catch(() => null)) as (ImportSummary & { error?: { message?: string } }) | null;
  if (!response.ok || !body) throw new Error(body?.error?.message ?? FAILED);
  return body;
}

const MAPPING_KEY = 'daylioMapping';

/** The Daylio mapping last used in this browser, offered again for the next import. */
export const rememberedMapping = {
  read(): DaylioMapping {
    try {
      const saved = JSON.parse(localStorage.getItem(MAPPING_KEY) ?? 'null') as DaylioMapping | null;
      return saved && typeof saved === 'object' ? { moods: saved.moods ?? {}, activities: saved.activities ?? {} } : { moods: {}, activities: {} };
    } catch {
      return { moods: {}, activities: {} };
    }
  },
  save(mapping: DaylioMapping) {
    try {
      localStorage.setItem(MAPPING_KEY, JSON.stringify(mapping));
    } catch {
      // storage unavailable: the mapping is simply not remembered
    }
  },
};
