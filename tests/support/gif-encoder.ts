/**
 * GIF's LZW coder, as an encoder writes it: a clear code first, codes that widen when the decoder's
 * table reaches the next power of two, and, once the table holds 4,096 entries, no clear code: the
 * rest is coded with the full table ("deferred clear"), which decoders must follow.
 */
export function encodeGifLzw(indices: Uint8Array, minCodeSize: number): Buffer {
  const clear = 1 << minCodeSize;
  const table = new Map<number, number>(); // prefix code × 256 + next index -> code
  const bytes: number[] = [];
  let [codeSize, next, pending, pendingBits] = [minCodeSize + 1, clear + 2, 0, 0];
  const emit = (code: number) => {
    pending |= code << pendingBits;
    for (pendingBits += codeSize; pendingBits >= 8; pendingBits -= 8, pending >>>= 8) bytes.push(pending & 0xff);
  };
  emit(clear);
  let prefix = indices[0]!;
  for (const index of indices.subarray(1)) {
    const known = table.get(prefix * 256 + index);
    if (known !== undefined) {
      prefix = known;
      continue;
    }
    emit(prefix);
    if (next < 4096) {
      table.set(prefix * 256 + index, next);
      next += 1;
      if (next - 1 === 1 << codeSize && codeSize < 12) codeSize += 1; // the decoder's table, one entry behind, is now full at this width
    }
    prefix = index;
  }
  emit(prefix);
  emit(clear + 1);
  if (pendingBits > 0) bytes.push(pending & 0xff);
  return Buffer.from(bytes);
}

/** A GIF of one image, `width` × `height` palette indices (fewer than 2 ** minCodeSize colours, greys), coded with encodeGifLzw. */
export function makeGifOf(width: number, height: number, indices: Uint8Array, minCodeSize = 8): Buffer {
  const colours = 1 << minCodeSize;
  const palette = Buffer.from(Array.from({ length: colours }, (_, index) => Array<number>(3).fill(Math.round((index * 255) / (colours - 1)))).flat());
  const data = encodeGifLzw(indices, minCodeSize);
  const subBlocks = Array.from({ length: Math.ceil(data.length / 255) }, (_, block) => data.subarray(block * 255, block * 255 + 255));
  const size = (value: number) => [value & 0xff, value >> 8];
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    Buffer.from([...size(width), ...size(height), 0x80 | (minCodeSize - 1), 0, 0]),
    palette,
    Buffer.from([0x2c, 0, 0, 0, 0, ...size(width), ...size(height), 0, minCodeSize]),
    ...subBlocks.map((block) => Buffer.concat([Buffer.from([block.length]), block])),
    Buffer.from([0, 0x3b]),
  ]);
}

/** Pseudo-random palette indices (a fixed seed): noise, which fills the LZW table quickly. */
export function noiseIndices(count: number, colours: number, seed = 1): Uint8Array {
  let state = seed;
  return Uint8Array.from({ length: count }, () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return (state >>> 16) % colours;
  });
}
