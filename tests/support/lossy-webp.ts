import { readdirSync, readFileSync } from 'node:fs';

const FIXTURE_FOLDER = new URL('../fixtures/images/', import.meta.url);

/** The payloads of a WebP's 'VP8 ' chunks, animation frames' included. */
export function vp8Payloads(file: Buffer): Buffer[] {
  const payloads: Buffer[] = [];
  for (let offset = 12; offset + 8 <= file.length; ) {
    const type = file.toString('latin1', offset, offset + 4);
    const size = file.readUInt32LE(offset + 4);
    if (type === 'VP8 ') payloads.push(file.subarray(offset + 8, offset + 8 + size));
    offset += type === 'ANMF' ? 8 + 16 : 8 + size + (size % 2); // an animation frame's chunks follow its 16-byte header
  }
  return payloads;
}

/**
 * The real lossy WebPs among the fixtures, by file name: cwebp's (qualities, segments, filters,
 * alpha, an odd size, an animation) and Chromium's (canvas.toDataURL), each drawn by dwebp and Chromium.
 */
export const LOSSY_FIXTURES: Record<string, Buffer> = Object.fromEntries(
  readdirSync(FIXTURE_FOLDER)
    .filter((name) => name.endsWith('.webp'))
    .map((name) => [name, readFileSync(new URL(name, FIXTURE_FOLDER))] as const)
    .filter(([, file]) => vp8Payloads(file).length > 0),
);
