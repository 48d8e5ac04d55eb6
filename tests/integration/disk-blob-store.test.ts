import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDiskBlobStore } from '../../src/worker/node/disk-blob-store';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('disk blob store', () => {
  const store = () => createDiskBlobStore(mkdtempSync(join(tmpdir(), 'attune-blobs-')));

  it('stores an object and reads it back with its content type', async () => {
    const blobs = store();
    expect(await blobs.putIfAbsent('pasted-image-1-abc.png', png, 'image/png')).toBe(true);
    const stored = await blobs.get('pasted-image-1-abc.png');
    expect(stored?.contentType).toBe('image/png');
    expect(stored?.size).toBe(png.length);
    expect(new Uint8Array(await new Response(stored!.body).arrayBuffer())).toEqual(png);
  });

  it('never overwrites an existing key', async () => {
    const blobs = store();
    await blobs.putIfAbsent('a.png', png, 'image/png');
    expect(await blobs.putIfAbsent('a.png', new Uint8Array([1, 2, 3]), 'image/jpeg')).toBe(false);
    expect((await blobs.get('a.png'))?.size).toBe(png.length);
  });

  it('deletes, and answers null for a missing key', async () => {
    const blobs = store();
    await blobs.putIfAbsent('a.png', png, 'image/png');
    await blobs.delete('a.png');
    expect(await blobs.get('a.png')).toBeNull();
  });

  it('refuses keys that could leave its folder', async () => {
    await expect(store().get('../etc/passwd')).rejects.toThrow(/unsafe blob key/);
  });
});
