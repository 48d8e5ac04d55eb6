import { describe, expect, it } from 'vitest';
import { skippedFileMessage, sortOfflineFiles } from '../../src/shared/domain/image-picks';
import { LOGGED_AT_AHEAD_MESSAGE, LOGGED_AT_TOO_OLD_MESSAGE, loggedAtRefusal, OFFLINE_IMAGE_MAX_BYTES } from '../../src/shared/domain/offline-entries';
import { conflictMessage } from '../../src/client/features/offline/queueStore';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('the time an entry was logged on a device (issue 37)', () => {
  it('is kept from 30 days back to 5 minutes ahead of the server, and refused beyond, in plain words', () => {
    expect(loggedAtRefusal(new Date(NOW), NOW)).toBeNull();
    expect(loggedAtRefusal(new Date(NOW + 5 * MINUTE), NOW)).toBeNull();
    expect(loggedAtRefusal(new Date(NOW - 30 * DAY), NOW)).toBeNull();
    expect(loggedAtRefusal(new Date(NOW + 5 * MINUTE + 1), NOW)).toBe(LOGGED_AT_AHEAD_MESSAGE);
    expect(loggedAtRefusal(new Date(NOW - 30 * DAY - 1), NOW)).toBe(LOGGED_AT_TOO_OLD_MESSAGE);
    expect(LOGGED_AT_TOO_OLD_MESSAGE).toBe('Entries can be sent at most 30 days after they were logged.');
  });
});

describe('images attached without a connection', () => {
  const file = (name: string, size = 1000) => ({ name, type: 'image/png', size });

  it('wait on the device up to 5 MB each and 3 to an entry; the others are named with the reason', () => {
    const { accepted, skipped } = sortOfflineFiles([file('one.png'), file('big.png', OFFLINE_IMAGE_MAX_BYTES + 1), file('two.png'), file('three.png')], 1);
    expect(accepted.map((picked) => picked.name)).toEqual(['one.png', 'two.png']);
    expect(skipped.map(skippedFileMessage)).toEqual([
      'big.png was not added: without a connection, images can be at most 5 MB.',
      'three.png was not added: without a connection, an entry keeps at most 3 images.',
    ]);
  });
});

describe("a waiting entry's card when the server refuses it", () => {
  const refusal = (code: string, message: string, reason: string | null = null) => conflictMessage({ error: { message, data: { code, reason } } });

  it('says what happened to the journal meanwhile: removed, access revoked, plan full, or the server’s own sentence', () => {
    expect(refusal('NOT_FOUND', 'Profile not found.')).toBe('Not saved: this journal was deleted, or you no longer have access to it.');
    expect(refusal('FORBIDDEN', 'Viewers cannot add entries.')).toBe('Not saved: you can no longer add entries to this journal.');
    expect(refusal('FORBIDDEN', 'Entry limit reached for Free plan. Upgrade to Pro?', 'EVENT_LIMIT_REACHED')).toBe(
      "Not saved: the journal's free plan reached its limit of 100 entries while this waited.",
    );
    expect(refusal('BAD_REQUEST', 'Entries can be sent at most 30 days after they were logged.')).toBe(
      'Not saved. Entries can be sent at most 30 days after they were logged.',
    );
  });
});
