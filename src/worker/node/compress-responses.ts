import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** Below this a compressed answer saves less than its headers cost. */
const MIN_BYTES = 1024;
/** Up to this, compressing takes well under a millisecond: done at once rather than on the thread pool. */
const INLINE_MAX_BYTES = 64 * 1024;
/**
 * Quality 3: an API page (12-18 KB of JSON) compresses in about a third of quality 5's time for a
 * few percent more bytes; from quality 4 on, Brotli's slower match finder doubles the cost.
 */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } };

const brotliPooled = promisify(brotliCompress);
const gzipPooled = promisify(gzip);
const compressors = {
  br: { inline: (body: Uint8Array) => brotliCompressSync(body, BROTLI), pooled: (body: Uint8Array) => brotliPooled(body, BROTLI) },
  gzip: { inline: (body: Uint8Array) => gzipSync(body), pooled: (body: Uint8Array) => gzipPooled(body) },
};

const ENCODINGS = ['br', 'gzip'] as const;

/**
 * The encoding to answer `request` in: the accepted one of the highest weight, Brotli before gzip
 * where the browser weighs them alike (it is smaller); null when it takes neither.
 */
function chosenEncoding(request: Request): (typeof ENCODINGS)[number] | null {
  const accepted = parseAccept(request.headers.get('Accept-Encoding') ?? '');
  const weight = (encoding: string) => accepted.find(({ type }) => type.toLowerCase() === encoding)?.q ?? accepted.find(({ type }) => type === '*')?.q ?? 0;
  return ENCODINGS.filter((encoding) => weight(encoding) > 0).sort((x, y) => weight(y) - weight(x))[0] ?? null;
}

/**
 * Compresses the Node host's dynamic answers (API JSON, pages) with Brotli or gzip, as Cloudflare
 * does for the Worker's. The answer is compressed whole with node:zlib rather than piped through a
 * CompressionStream, which cost an API call more than its own work. Built assets come with their
 * precompressed copy and are left alone, as are images and streamed answers, which say
 * `no-transform` (exports: compressing them whole would hold the whole stream in memory).
 *
 * A function on the Fetch objects rather than a Hono middleware: replacing `c.res` there rebuilds
 * the answer twice more (Hono copies it to merge headers), a tenth of an API call's time.
 */
export async function compressResponse(request: Request, response: Response): Promise<Response> {
  const { headers } = response;
  if (request.method === 'HEAD' || response.status === 206 || headers.has('Content-Encoding')) return response;
  if (!COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers.get('Content-Type') ?? '') || /no-transform/i.test(headers.get('Cache-Control') ?? '')) return response;
  // Headers and status only so far: reading the body of an answer left alone would cost its conversion to a full Response.
  if (Number(headers.get('Content-Length') ?? Number.NaN) < MIN_BYTES) return response;
  headers.append('Vary', 'Accept-Encoding');
  const encoding = chosenEncoding(request);
  if (!encoding) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  if (body.byteLength < MIN_BYTES) return new Response(body, { status: response.status, headers });
  const compressor = compressors[encoding];
  const compressed = body.byteLength <= INLINE_MAX_BYTES ? compressor.inline(body) : await compressor.pooled(body);
  headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(compressed.byteLength));
  return new Response(compressed, { status: response.status, headers });
}
