import { describe, expect, it, vi } from 'vitest';

// The service worker module registers its listeners on `self`; here `self` is a stand-in that ignores them.
vi.stubGlobal('self', { addEventListener: () => {} });
const { readReminderPush } = await import('../../src/service-worker/reminder-notifications');

const data = (value: unknown) => ({ json: () => value });

describe('the notification a reminder push shows', () => {
  it('shows the server’s quiet words and opens the given page of the app', () => {
    expect(readReminderPush(data({ title: 'Attune', body: 'Your reminder to check in.', url: '/?from=reminder', tag: 'attune-reminder' }))).toEqual({
      title: 'Attune',
      body: 'Your reminder to check in.',
      url: '/?from=reminder',
      tag: 'attune-reminder',
    });
  });

  it('shows the default words when the payload is missing or unreadable, and never opens another site', () => {
    const fallback = { title: 'Attune', body: 'Your reminder to check in.', url: '/', tag: 'attune-reminder' };
    expect(readReminderPush(null)).toEqual(fallback);
    expect(readReminderPush({ json: () => { throw new SyntaxError('not JSON'); } })).toEqual(fallback);
    expect(readReminderPush(data({ url: 'https://elsewhere.example/' })).url).toBe('/');
    expect(readReminderPush(data({ url: '//elsewhere.example/' })).url).toBe('/');
  });
});
