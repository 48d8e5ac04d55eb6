import { describe, expect, it } from 'vitest';
import { noteImage } from '../../src/shared/domain/note-images';

const ORIGIN = 'https://attune.example';

describe('images in notes', () => {
  it.each(['/api/images/abc.webp', 'https://attune.example/api/images/abc.webp', '/api/images/a%20b.png'])('draws the app’s own photo: %s', (src) => {
    expect(noteImage(src, ORIGIN)).toEqual({ kind: 'own', src: new URL(src, ORIGIN).pathname });
  });

  it.each([
    ['https://cdn.example.com/cat.png', 'cdn.example.com'],
    ['http://old.example.org:8080/a.gif', 'old.example.org:8080'],
    ['//tracker.example.net/pixel.gif', 'tracker.example.net'],
    ['/favicon.svg', 'attune.example'],
    ['/api/images/../dev/outbox', 'attune.example'],
    ['/api/images/abc.webp?download=1', 'attune.example'],
  ])('offers a picture from anywhere else as a link, fetching nothing: %s', (src, host) => {
    expect(noteImage(src, ORIGIN)).toMatchObject({ kind: 'remote', host });
  });

  it.each(['', null, undefined, 'ftp://files.example.com/a.png', 'mailto:someone@example.com'])('refuses an address that is blank or not on the web: %j', (src) => {
    expect(noteImage(src, ORIGIN)).toEqual({ kind: 'refused' });
  });
});
