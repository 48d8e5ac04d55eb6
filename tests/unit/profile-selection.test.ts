import { describe, expect, it } from 'vitest';
import { invitingProfile, pickProfile } from '../../src/shared/domain/profile-selection';
import { relativeTime } from '../../src/client/lib/relativeTime';

const own = (id: string) => ({ id, source: 'owned' as const });
const shared = (id: string) => ({ id, source: 'shared' as const });

describe('the journal shown (spec 4.4)', () => {
  it('keeps the stored choice while it is still listed', () => {
    expect(pickProfile([own('a'), shared('b')], 'b')?.id).toBe('b');
  });

  it('falls back to the first owned, then the first shared, then none', () => {
    expect(pickProfile([shared('s'), own('a'), own('c')], 'gone')?.id).toBe('a');
    expect(pickProfile([shared('s'), shared('t')], null)?.id).toBe('s');
    expect(pickProfile([], 'a')).toBeNull();
  });
});

describe('the journal an invitation offers to share (spec 2.7)', () => {
  it('is the journal shown when it is the inviter’s own', () => {
    expect(invitingProfile(own('b'), [own('a'), own('b')])?.id).toBe('b');
  });

  it('is their first own journal while they view one shared with them, and none when they own none', () => {
    expect(invitingProfile(shared('s'), [shared('s'), own('a'), own('c')])?.id).toBe('a');
    expect(invitingProfile(shared('s'), [shared('s')])).toBeNull();
    expect(invitingProfile(null, [])).toBeNull();
  });
});

describe('times in the access log', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('says the largest whole unit, and "just now" under a minute', () => {
    expect(relativeTime(ago(20), now)).toBe('just now');
    expect(relativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(2 * 3600 + 600), now)).toBe('2 hours ago');
    expect(relativeTime(ago(26 * 3600), now)).toBe('yesterday');
    expect(relativeTime(ago(3 * 24 * 3600), now)).toBe('3 days ago');
  });
});
