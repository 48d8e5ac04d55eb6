import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { authorizeProfile } from '../auth/request-auth';
import type { AppEnv } from '../context';
import type { AppDeps } from '../deps';
import { DomainError } from '../domain-error';
import { isKnownTimeZone } from '../../shared/domain/zoned-time';
import { daylioMappingSchema } from '../../shared/schemas/journal-import';
import { commitImport, type ImportTarget, previewImport } from '../services/import/journal-import';
import type { ImportFormat } from '../services/import/parse-import-file';
import { isDaylioCsv } from '../services/import/read-daylio-csv';
import { isAttuneExport } from '../services/import/read-journal-file';
import { errorResponse } from './error-response';

/** An export with its photos can be large; the Worker holds the file in memory while it reads it. */
export const MAX_IMPORT_BYTES = 32 * 1024 * 1024;
const TOO_LARGE = new DomainError('PAYLOAD_TOO_LARGE', 'An import file can be at most 32 MB. Export the journal as CSV, or in parts.');
const NO_FILE = new DomainError('BAD_REQUEST', 'Attach the export file as "file".');
const UNKNOWN_FILE = new DomainError('BAD_REQUEST', 'This file is neither an Attune export (a ZIP or journal.json) nor a Daylio CSV export.');
const UNKNOWN_TIME_ZONE = new DomainError('BAD_REQUEST', 'That time zone is not known. Use an IANA name such as Europe/Berlin.');

const NO_STORE = { 'Cache-Control': 'no-store' };

/** The person's Daylio mapping sent with the form (JSON); none yet means the defaults. */
function parseMapping(raw: unknown) {
  let value: unknown = { moods: {}, activities: {} };
  if (typeof raw === 'string' && raw) {
    try {
      value = JSON.parse(raw);
    } catch {
      value = null;
    }
  }
  const mapping = daylioMappingSchema.safeParse(value);
  if (!mapping.success) throw new DomainError('BAD_REQUEST', mapping.error.issues[0]?.message ?? 'The mapping is not valid.');
  return mapping.data;
}

/** Which reader the file needs, from its first bytes, with a Daylio file's zone and mapping from the form. */
function importFormat(bytes: Uint8Array, form: FormData): ImportFormat | DomainError {
  if (isAttuneExport(bytes)) return { kind: 'attune' };
  if (!isDaylioCsv(bytes)) return UNKNOWN_FILE;
  const timeZone = String(form.get('timeZone') ?? '') || 'UTC';
  if (!isKnownTimeZone(timeZone)) return UNKNOWN_TIME_ZONE;
  return { kind: 'daylio', mapping: parseMapping(form.get('mapping')), timeZone };
}

type ImportEnv = AppEnv & { Variables: { importTarget: ImportTarget } };

/** Imports need editor access to the profile; checked before any of the body is read. */
const editorOfProfile: MiddlewareHandler<ImportEnv> = async (c, next) => {
  const decision = await authorizeProfile(c.var.auth, c.req.param('profileId'), 'editor');
  if (!decision.granted) return errorResponse(c, decision.error);
  c.set('importTarget', { profileId: decision.access.id, ownerUserId: decision.access.ownerUserId, userId: decision.auth.user.id });
  return next();
};

/**
 * POST /api/profiles/:profileId/import?step=preview|commit with an Attune export (the ZIP, or
 * journal.json alone) or a Daylio CSV export as "file", for editors and the owner. The preview
 * says what would be added and whether the plan has room, writing nothing; for Daylio it also
 * gives the mapping table, whose choices come back as "mapping" (JSON) with the commit, beside the
 * browser's "timeZone" (Daylio writes local times). The commit imports it, all or nothing.
 */
export function importRoutes(deps: AppDeps) {
  const routes = new Hono<ImportEnv>();
  const limit = bodyLimit({ maxSize: MAX_IMPORT_BYTES + 64 * 1024, onError: (c) => errorResponse(c, TOO_LARGE) });

  routes.post('/:profileId/import', editorOfProfile, limit, async (c) => {
    const form = await c.req.formData().catch(() => null);
    const file: unknown = form?.get('file');
    if (!(file instanceof File)) return errorResponse(c, NO_FILE);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const format = importFormat(bytes, form!);
    if (format instanceof DomainError) return errorResponse(c, format);
    const parsed = await deps.offThread.run('import.parse', { bytes, format });
    if (!parsed.ok) return errorResponse(c, new DomainError(parsed.refusal.code, parsed.refusal.message));
    const target = c.var.importTarget;
    const summary =
      c.req.query('step') === 'commit'
        ? await commitImport({ db: c.var.db, blobs: deps.blobs, logger: c.var.logger, offThread: deps.offThread }, target, parsed.journal)
        : await previewImport(c.var.db, target, parsed.journal);
    return c.json(parsed.daylio ? { ...summary, daylio: parsed.daylio } : summary, 200, NO_STORE);
  });
  return routes;
}
