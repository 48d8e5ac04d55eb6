import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../src/shared/domain/entries';
import { skippedFileMessage, sortPickedFiles } from '../../src/shared/domain/image-picks';

const file = (name: string, type = 'image/png', size = 1000) => ({ name, type, size });

describe('picked files', () => {
  it('keeps the images in the order picked and names each file skipped with its reason', () => {
    const { accepted, skipped } = sortPickedFiles(
      [file('one.png'), file('notes.txt', 'text/plain'), file('huge.jpg', 'image/jpeg', MAX_IMAGE_BYTES + 1), file('two.png'), file('three.png')],
      2,
    );
    expect(accepted.map((picked) => picked.name)).toEqual(['one.png', 'two.png']);
    expect(skipped.map(skippedFileMessage)).toEqual([
      'notes.txt was not added: it is not an image.',
      'huge.jpg was not added: images can be at most 10 MB.',
      'three.png was not added: an entry holds at most 10 images.',
    ]);
  });

  it("words the server's refusal as the reason", () => {
    expect(skippedFileMessage({ name: 'fake.png', reason: 'Only PNG, JPEG, GIF and WebP images can be attached.' })).toBe(
      'fake.png was not added: only PNG, JPEG, GIF and WebP images can be attached.',
    );
    expect(skippedFileMessage({ name: 'x.heic', reason: 'HEIC and AVIF photos are not supported yet: please share it as JPEG or PNG.' })).toBe(
      'x.heic was not added: HEIC and AVIF photos are not supported yet: please share it as JPEG or PNG.',
    );
  });
});
