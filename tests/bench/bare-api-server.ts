// The least a Node server can do for entries.list and entries.add, as the API's bench sees them:
// node:http, the session and the grant in one query, the call through the same driver, Kysely and
// service as the host, the answer as JSON compressed with Brotli. No framework, middleware, log
// line or security header. Run in a process of its own, as the host is (startBareApiServer).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { brotliCompressSync, constants } from 'node:zlib';
import { addEntryInput, listEntriesInput } from '../../src/shared/schemas/entries';
import type { AccessLevel } from '../../src/shared/domain/access';
import { validateSessionOnProfile } from '../../src/worker/auth/sessions';
import { listEntries } from '../../src/worker/db/entries';
import { decideProfileAccess } from '../../src/worker/db/profile-access';
import { openPostgres } from '../../src/worker/node/database';
import { addEntry } from '../../src/worker/services/entries';

const { db } = openPostgres(process.env.DATABASE_URL!);
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } };

async function bodyOf(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

/** The account of the request's session cookie and its access to the input's profile, or null. */
async function access(request: IncomingMessage, profileId: unknown, required: AccessLevel) {
  const token = /attune_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  if (!token || typeof profileId !== 'string') return null;
  const { validation, grant } = await validateSessionOnProfile(db, token, profileId);
  const decision = decideProfileAccess(profileId, grant, required);
  return validation.status === 'valid' && decision.granted ? { userId: validation.user.id, ...decision.access } : null;
}

async function answer(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url!, 'http://bare');
  let data: unknown;
  if (url.pathname === '/trpc/entries.list') {
    const raw = JSON.parse(url.searchParams.get('input') ?? '{}');
    const granted = await access(request, raw.profileId, 'viewer');
    if (granted) data = await listEntries(db, { profileId: granted.id, ownerUserId: granted.ownerUserId }, listEntriesInput.parse(raw));
  } else if (url.pathname === '/trpc/entries.add') {
    const raw = JSON.parse(await bodyOf(request));
    const granted = await access(request, raw.profileId, 'editor');
    if (granted) data = await addEntry(db, { profileId: granted.id, ownerUserId: granted.ownerUserId, userId: granted.userId, entry: addEntryInput.parse(raw).entry });
  }
  if (data === undefined) return response.writeHead(404).end();
  const body = brotliCompressSync(JSON.stringify({ result: { data } }), BROTLI);
  response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'br', 'Content-Length': body.byteLength }).end(body);
}

const server = createServer((request, response) => void answer(request, response).catch(() => response.writeHead(500).end()));
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('"listening"'));
