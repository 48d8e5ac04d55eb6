import { REQUEST_ID_HEADER } from '../../src/worker/http/request-context';

/** Headers that differ between any two responses, whatever they answer. */
const PER_REQUEST_HEADERS = new Set(['date', REQUEST_ID_HEADER.toLowerCase()]);

/**
 * What a client can learn from a response: its status, its headers and its body, with the
 * request's own id (a header, and part of a tRPC error) blanked out. Two answers that compare
 * equal tell a caller nothing apart.
 */
export async function comparableResponse(response: Response) {
  const requestId = response.headers.get(REQUEST_ID_HEADER);
  const headers: string[] = [];
  response.headers.forEach((value, name) => {
    if (!PER_REQUEST_HEADERS.has(name)) headers.push(`${name}: ${value}`);
  });
  headers.sort();
  const body = await response.text();
  return { status: response.status, headers, body: requestId ? body.replaceAll(requestId, '<request id>') : body };
}
