import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { accepts } from 'hono/accepts';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** Below this a compressed answer saves less than its headers cost. */
const MIN_BYTES = 1024;
/** Up to this, compressing takes well under a millisecond: done at once rather than on the thread pool. */
const INLINE_MAX_BYTES = 64 * 1024;
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

const brotliPooled = promisify(brotliCompress);
const gzipPooled = promisify(gzip);
const compressors = {
  br: { inline: (body: Uint8Array) => brotliCompressSync(body, BROTLI), pooled: (body: Uint8Array) => brotliPooled(body, BROTLI) },
  gzip: { inline: (body: Uint8Array) => gzipSync(body), pooled: (body: Uint8Array) => gzipPooled(body) },
};

/** The accepted encoding of the highest weight, Brotli before gzip where the browser weighs them alike (it is smaller). */
const preferSmaller: NonNullable<Parameters<typeof accepts>[1]['match']> = (accepted, { supports, default: fallback }) => {
  const weight = (encoding: string) => accepted.find(({ type }) => type.toLowerCase() === encoding)?.q ?? accepted.find(({ type }) => type === '*')?.q ?? 0;
  return supports.filter((encoding) => weight(encoding) > 0).sort((a, b) => weight(b) - weight(a))[0] ?? fallback;
};

/**
 * Compresses the Node host's dynamic answers (API JSON, pages) with Brotli or gzip, as Cloudflare
 * does for the Worker's. The answer is compressed whole with node:zlib rather than piped through a
 * CompressionStream, which cost an API call more than its own work. Built assets come with their
 * precompressed copy and are left alone, as are images and streamed answers, which say
 * `no-transform` (exports: compressing them whole would hold the whole stream in memory).
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const { res } = c;
    // Headers and status only: reading the body of an answer left alone would cost its conversion to a full Response.
    const length = Number(res.headers.get('Content-Length') ?? Number.NaN);
    if (c.req.method === 'HEAD' || res.status === 206 || res.headers.has('Content-Encoding')) return;
    if (!COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get('Content-Type') ?? '') || /no-transform/i.test(res.headers.get('Cache-Control') ?? '')) return;
    if (length < MIN_BYTES) return;
    c.header('Vary', 'Accept-Encoding', { append: true });
    const encoding = accepts(c, { header: 'Accept-Encoding', supports: ['br', 'gzip'], default: 'identity', match: preferSmaller });
    if (encoding !== 'br' && encoding !== 'gzip') return;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    if (body.byteLength < MIN_BYTES) {
      c.res = new Response(body, { status: res.status, headers });
      return;
    }
    const compressor = compressors[encoding];
    const compressed = body.byteLength <= INLINE_MAX_BYTES ? compressor.inline(body) : await compressor.pooled(body);
    headers.set('Content-Encoding', encoding);
    c.res = new Response(compressed, { status: res.status, headers });
    // Set after: Hono copies the replaced answer's headers onto its replacement, a static file's plain length among them.
    c.res.headers.set('Content-Length', String(compressed.byteLength));
  };
}
