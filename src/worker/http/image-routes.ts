import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { grantsAccess } from '../../shared/domain/access';
import { IMAGE_KEY_PATTERN } from '../../shared/schemas/entries';
import type { AppEnv } from '../context';
import type { AppDeps } from '../deps';
import { findUpload } from '../db/images';
import { findProfileAccess } from '../db/profile-access';
import { ImageStorageError, MAX_IMAGE_BYTES, storeImage } from '../images/store-image';
import { UnsupportedImageError } from '../images/strip-metadata';

const notFound = { error: { message: 'Image not found.' } };
const tooLarge = { error: { message: 'Images can be at most 10 MB.' } };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The largest image plus room for the multipart boundaries and part headers. */
const MAX_UPLOAD_REQUEST_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

/** Uploads need editor access to the profile; checked before any of the body is read. */
const editorOfProfile: MiddlewareHandler<AppEnv> = async (c, next) => {
  const auth = c.var.auth;
  const profileId = c.req.query('profileId') ?? '';
  if (!auth) return c.json({ error: { message: 'Please sign in to continue.' } }, 401);
  const access = UUID.test(profileId) ? await findProfileAccess(c.var.db, auth.user.id, profileId) : null;
  if (!access) return c.json({ error: { message: 'Profile not found.' } }, 404);
  if (!grantsAccess(access, 'editor')) return c.json({ error: { message: 'This needs editor access to the profile.' } }, 403);
  return next();
};

/**
 * Private images: POST /api/images uploads one file to a profile (editor access), GET
 * /api/images/:key serves it to whoever may view that profile, and to nobody else (404).
 */
export function imageRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  // The limit is counted while the body streams in, so a body without Content-Length is cut off too.
  const uploadLimit = bodyLimit({ maxSize: MAX_UPLOAD_REQUEST_BYTES, onError: (c) => c.json(tooLarge, 413) });

  routes.post('/', editorOfProfile, uploadLimit, async (c) => {
    const userId = c.var.auth!.user.id;
    const form = await c.req.formData().catch(() => null);
    const file: unknown = form?.get('file');
    if (!(file instanceof File)) return c.json({ error: { message: 'Attach one image file as "file".' } }, 400);
    try {
      const stored = await storeImage(c.var.db, deps.blobs, {
        bytes: new Uint8Array(await file.arrayBuffer()),
        source: c.req.query('source') === 'paste' ? 'paste' : 'file',
        profileId: c.req.query('profileId')!,
        userId,
      });
      return c.json({ key: stored.key, url: `/api/images/${stored.key}` }, 201);
    } catch (error) {
      if (error instanceof ImageStorageError) {
        c.var.logger.error('image not stored', { error: error.cause, userId });
        return c.json({ error: { message: error.message } }, 503);
      }
      if (!(error instanceof UnsupportedImageError)) throw error;
      c.var.logger.warn('image refused', { reason: error.message, userId });
      return c.json({ error: { message: error.message } }, error.message.includes('10 MB') ? 413 : 415);
    }
  });

  routes.get('/:key', async (c) => {
    const auth = c.var.auth;
    const key = c.req.param('key');
    if (!auth || !IMAGE_KEY_PATTERN.test(key)) return c.json(notFound, 404);
    const upload = await findUpload(c.var.db, key);
    const access = upload ? await findProfileAccess(c.var.db, auth.user.id, upload.profile_id) : null;
    if (!upload || !access) return c.json(notFound, 404);
    // Keys are never reused, so the key is the image's version: a cached copy is shown again only
    // after this access check has passed once more (no-cache), without sending the bytes again.
    const etag = `"${key}"`;
    const caching = { 'Cache-Control': 'private, no-cache', ETag: etag };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, caching);
    const blob = await deps.blobs.get(key);
    if (!blob) return c.json(notFound, 404);
    return c.body(blob.body, 200, {
      ...caching,
      'Content-Type': upload.content_type,
      'Content-Length': String(blob.size),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });

  return routes;
}
