import { withAppOrigin } from './app';
import type { AppOnEngine } from './app-on-engine';

export type ImportStep = 'preview' | 'commit';
export interface ImportingJournal {
  profileId: string;
  cookie: string;
}

/** POSTs a file to the import route as the browser's form does; extra fields (timeZone, mapping) beside it. */
export async function sendImport(context: AppOnEngine, target: ImportingJournal, file: { name: string; bytes: Uint8Array }, step: ImportStep, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(file.bytes)], file.name));
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await context.harness.app.request(`/api/profiles/${target.profileId}/import?step=${step}`, withAppOrigin({ method: 'POST', body: form }, target.cookie));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { error?: { message?: unknown } } };
}
