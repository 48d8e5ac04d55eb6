import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { knownAuth } from '../../src/worker/auth/request-auth';
import { type ContextDeps, createContextInner, type SessionUser } from '../../src/worker/context';
import type { Database } from '../../src/worker/db/schema';
import { createDiskBlobStore } from '../../src/worker/node/disk-blob-store';
import { createLocalEngine } from '../../src/worker/services/ai/local-engine';
import { disabledBilling } from '../../src/worker/services/billing/create-billing';
import { createDevOutbox } from '../../src/worker/services/mail/dev-outbox';
import { testConfig } from './app';
import { createCapturedLogger } from './logger';

export function asSessionUser(user: { id: string; email: string; name: string | null }): SessionUser {
  return { ...user, avatarUrl: null, onboardingCompleted: false, timeZone: null };
}

/** The context of a procedure call without HTTP, as `user` or signed out; `deps` replaces services (e.g. the AI provider). */
export function createTestContext(db: Kysely<Database>, user: SessionUser | null, deps: Partial<ContextDeps> = {}) {
  return createContextInner({
    db,
    deps: {
      config: testConfig(),
      logger: createCapturedLogger(),
      mailer: createDevOutbox(() => {}),
      push: null,
      blobs: createDiskBlobStore(mkdtempSync(join(tmpdir(), 'attune-blobs-'))),
      billing: disabledBilling,
      ai: createLocalEngine(),
      services: { database: 'pglite', images: 'disk', mail: 'dev-outbox', ai: 'local', payments: 'disabled', googleSignIn: false, push: false },
      ...deps,
    },
    auth: knownAuth(db, user ? { user, session: { id: 'test-session', userId: user.id, expiresAt: new Date(Date.now() + 60_000) } } : null),
    request: { id: 'test-request', clientAddress: '203.0.113.7', responseHeaders: new Headers() },
  });
}
