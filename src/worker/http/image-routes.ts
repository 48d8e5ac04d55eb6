import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { IMAGE_KEY_PATTERN } from '../../shared/schemas/entries';
import { authorizeProfile } from '../auth/request-auth';
import type { AppEnv } from '../context';
import type { AppDeps } from '../deps';
import { findUpload } from '../db/images';
import { DomainError } from '../domain-error';
import { MAX_IMAGE_BYTES } from '../../shared/domain/entries';
import { IMAGE_TOO_LARGE } from '../images/renditions';
import { getRendition, type ImageDeps, RENDITION_TYPE, storeImage } from '../images/store-image';
import { consumeUploadAllowance } from '../images/upload-allowance';
import { errorResponse } from './error-response';

const notFound = new DomainError('NOT_FOUND', 'Image not found.');
/** The nil UUID, which no profile has. */
const NO_PROFILE = '00000000-0000-0000-0000-000000000000';
/** The largest image plus room for the multipart boundaries and part headers. */
const MAX_UPLOAD_REQUEST_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

/** Uploads need editor access to the profile; checked before any of the body is read. */
const editorOfProfile: MiddlewareHandler<AppEnv> = async (c, next) => {
  const result = await authorizeProfile(c.var.auth, c.req.query('profileId'), 'editor');
  if (!result.granted) return errorResponse(c, result.error);
  return next();
};

/**
 * Private images: POST /api/images uploads one file to a profile (editor access), GET
 * /api/images/:key serves its display size (?size=thumb its thumbnail) to whoever may view that
 * profile, and to nobody else (404).
 */
export function imageRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const imageDeps = (c: { var: AppEnv['Variables'] }): ImageDeps => ({ db: c.var.db, blobs: deps.blobs, logger: c.var.logger, offThread: deps.offThread, maxPhotoPixels: deps.maxPhotoPixels });

  // The limit is counted while the body streams in, so a body without Content-Length is cut off too.
  const uploadLimit = bodyLimit({
    maxSize: MAX_UPLOAD_REQUEST_BYTES,
    onError: (c) => errorResponse(c, new DomainError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE)),
  });

  routes.post('/', editorOfProfile, uploadLimit, async (c) => {
    const form = await c.req.formData().catch(() => null);
    const file: unknown = form?.get('file');
    if (!(file instanceof File)) return errorResponse(c, new DomainError('BAD_REQUEST', 'Attach one image file as "file".'));
    const userId = (await c.var.auth.session())!.user.id; // checked by editorOfProfile
    await consumeUploadAllowance(c.var.db, userId, file.size);
    const stored = await storeImage(
      imageDeps(c),
      { bytes: new Uint8Array(await file.arrayBuffer()), source: c.req.query('source') === 'paste' ? 'paste' : 'file', profileId: c.req.query('profileId')!, userId },
    );
    return c.json({ key: stored.key, url: `/api/images/${stored.key}` }, 201);
  });

  routes.get('/:key', async (c) => {
    const key = c.req.param('key');
    if (!IMAGE_KEY_PATTERN.test(key)) return errorResponse(c, notFound);
    const upload = await findUpload(c.var.db, key);
    // A key that does not exist is checked too, against a profile no one has, so its answer takes as
    // long as the one for another account's image: the time does not tell which keys exist.
    const decision = await authorizeProfile(c.var.auth, upload?.profile_id ?? NO_PROFILE, 'viewer');
    if (!upload || !decision.granted) return errorResponse(c, notFound);
    c.var.reads.record(decision.access, decision.auth.user.id, 'image');
    const size = c.req.query('size') === 'thumb' ? 'thumb' : 'display';
    // Keys are never reused, so the key and size are the image's version: a cached copy is shown
    // again only after this access check has passed once more (no-cache), without sending the bytes again.
    const etag = `"${key}.${size}"`;
    const caching = { 'Cache-Control': 'private, no-cache', ETag: etag };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, caching);
    const blob = await getRendition(imageDeps(c), key, size);
    if (!blob) return errorResponse(c, notFound);
    return c.body(blob.body, 200, {
      ...caching,
      'Content-Type': RENDITION_TYPE,
      'Content-Length': String(blob.size),
      'X-Content-Type-Options': 'nosniff',
      // frame-ancestors does not fall back to default-src: without it another site could frame the image.
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
    });
  });

  return routes;
}
