import { jpegScanEnd } from './jpeg-scan';
import { checkImageSize, countImagePart, type ImageSize, unreadableImage } from './unreadable-image';

type Component = { id: number; horizontal: number; vertical: number; quantTable: number };
type Frame = ImageSize & { progressive: boolean; components: Component[] };

/** Baseline, extended sequential and progressive Huffman frames: what browsers' libjpeg-turbo draws. */
const SUPPORTED_FRAMES = new Set([0xc0, 0xc1, 0xc2]);
const OTHER_FRAMES = new Set([0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
/** Segments a decoder reads past: APPn, comments, arithmetic-coding conditioning, DNL. */
const SKIPPED = (marker: number) => (marker >= 0xe0 && marker <= 0xef) || marker === 0xfe || marker === 0xcc || marker === 0xdc;

function readFrame(marker: number, payload: Uint8Array): Frame {
  const count = payload[5] ?? 0;
  if (payload.length !== 6 + 3 * count || payload[0] !== 8) throw unreadableImage('JPEG frame header is invalid');
  const size = { height: (payload[1]! << 8) | payload[2]!, width: (payload[3]! << 8) | payload[4]! };
  if (size.width === 0 || size.height === 0) throw unreadableImage('JPEG has no pixels');
  checkImageSize(size);
  if (![1, 3, 4].includes(count)) throw unreadableImage('JPEG has an unusual number of colour components');
  const components = Array.from({ length: count }, (_, index) => {
    const [id, sampling, quantTable] = payload.subarray(6 + 3 * index, 9 + 3 * index);
    return { id: id!, horizontal: sampling! >> 4, vertical: sampling! & 15, quantTable: quantTable! };
  });
  const maxH = Math.max(...components.map((component) => component.horizontal));
  const maxV = Math.max(...components.map((component) => component.vertical));
  for (const { id, horizontal, vertical, quantTable } of components) {
    if (components.filter((other) => other.id === id).length > 1 || quantTable > 3) throw unreadableImage('JPEG component is invalid');
    if (horizontal < 1 || horizontal > 4 || vertical < 1 || vertical > 4 || maxH % horizontal !== 0 || maxV % vertical !== 0) {
      throw unreadableImage('JPEG sampling factors are invalid'); // libjpeg-turbo draws only whole-number ratios
    }
  }
  return { ...size, progressive: marker === 0xc2, components };
}

/** Records the Huffman tables a DHT segment defines (`dc0`…`ac3`), refusing any that is not a prefix code. */
function readHuffmanTables(payload: Uint8Array, defined: Set<string>) {
  for (let offset = 0; offset < payload.length; ) {
    const [classAndId] = payload.subarray(offset, offset + 1);
    const counts = payload.subarray(offset + 1, offset + 17);
    const total = counts.reduce((sum, count) => sum + count, 0);
    const symbols = payload.subarray(offset + 17, offset + 17 + total);
    if (classAndId! >> 4 > 1 || (classAndId! & 15) > 3 || counts.length < 16 || total > 256 || symbols.length < total) throw unreadableImage('JPEG Huffman table is invalid');
    let code = 0;
    for (const [index, count] of counts.entries()) {
      code += count;
      if (code >= 2 ** (index + 1)) throw unreadableImage('JPEG Huffman code lengths are invalid'); // no code may be all ones
      code *= 2;
    }
    const dc = classAndId! >> 4 === 0;
    if (dc && symbols.some((symbol) => symbol > 15)) throw unreadableImage('JPEG DC Huffman table is invalid');
    defined.add(`${dc ? 'dc' : 'ac'}${classAndId! & 15}`);
    offset += 17 + total;
  }
}

function readQuantTables(payload: Uint8Array, defined: Set<number>) {
  for (let offset = 0; offset < payload.length; ) {
    const precisionAndId = payload[offset]!;
    const end = offset + 1 + (precisionAndId >> 4 === 0 ? 64 : 128);
    if (precisionAndId >> 4 > 1 || (precisionAndId & 15) > 3 || end > payload.length) throw unreadableImage('JPEG quantization table is invalid');
    defined.add(precisionAndId & 15);
    offset = end;
  }
}

/** Checks a start-of-scan header against the frame and the tables defined so far (libjpeg-turbo supplies the standard Huffman tables 0 and 1). */
function checkScan(payload: Uint8Array, frame: Frame, quantTables: Set<number>, huffmanTables: Set<string>) {
  const count = payload[0] ?? 0;
  if (count < 1 || count > 4 || payload.length !== 4 + 2 * count) throw unreadableImage('JPEG scan header is invalid');
  const [start, end, approximation] = payload.subarray(1 + 2 * count);
  const [high, low] = [approximation! >> 4, approximation! & 15];
  const progressionValid = start === 0 ? end === 0 : end! >= start! && end! <= 63 && count === 1;
  if (frame.progressive && (!progressionValid || (high !== 0 && low !== high - 1) || low > 13)) throw unreadableImage('JPEG progressive scan is invalid');
  const usesDc = !frame.progressive || (start === 0 && high === 0);
  const usesAc = !frame.progressive || start! > 0;
  const huffmanReady = (name: string) => Number(name.slice(2)) < 2 || huffmanTables.has(name);
  const selected = new Set<number>();
  let blocks = 0;
  for (let index = 0; index < count; index += 1) {
    const [id, tables] = payload.subarray(1 + 2 * index, 3 + 2 * index);
    const component = frame.components.find((candidate) => candidate.id === id);
    if (!component || selected.has(id!)) throw unreadableImage('JPEG scan names an unknown component');
    selected.add(id!);
    blocks += component.horizontal * component.vertical;
    if (!quantTables.has(component.quantTable)) throw unreadableImage('JPEG quantization table is missing');
    if ((usesDc && !huffmanReady(`dc${tables! >> 4}`)) || (usesAc && !huffmanReady(`ac${tables! & 15}`))) throw unreadableImage('JPEG Huffman table is missing');
  }
  if (count > 1 && blocks > 10) throw unreadableImage('JPEG sampling factors are too large for an interleaved scan');
}

/**
 * A JPEG a browser can draw: its segments whole and in order, one supported frame with pixels,
 * the tables its scans use, each scan followed by entropy-coded data, and the end-of-image marker.
 * The entropy-coded data itself is not decoded (decoders draw what they can of damaged data).
 */
export function checkJpegStructure(bytes: Uint8Array): ImageSize {
  const quantTables = new Set<number>();
  const huffmanTables = new Set<string>();
  let frame: Frame | null = null;
  let scans = 0;
  for (let offset = 2, segments = 0; ; ) {
    if (offset + 2 > bytes.length) throw unreadableImage('JPEG ends before its end-of-image marker');
    if (bytes[offset] !== 0xff) throw unreadableImage('JPEG marker expected');
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte before a marker
      continue;
    }
    if (marker === 0xd9) {
      if (!frame || scans === 0) throw unreadableImage('JPEG has no frame or no scan');
      return { width: frame.width, height: frame.height };
    }
    segments = countImagePart(segments + 1, 'JPEG segments');
    if (offset + 4 > bytes.length) throw unreadableImage('JPEG segment runs past the end');
    const end = offset + 2 + ((bytes[offset + 2]! << 8) | bytes[offset + 3]!);
    if (end < offset + 4 || end > bytes.length) throw unreadableImage('JPEG segment runs past the end');
    const payload = bytes.subarray(offset + 4, end);
    if (SUPPORTED_FRAMES.has(marker)) {
      if (frame) throw unreadableImage('JPEG has two frames');
      frame = readFrame(marker, payload);
    } else if (OTHER_FRAMES.has(marker)) throw unreadableImage('JPEG coding process is not supported');
    else if (marker === 0xc4) readHuffmanTables(payload, huffmanTables);
    else if (marker === 0xdb) readQuantTables(payload, quantTables);
    else if (marker === 0xdd && payload.length !== 2) throw unreadableImage('JPEG restart interval is invalid');
    else if (marker === 0xda) {
      if (!frame) throw unreadableImage('JPEG scan before its frame');
      checkScan(payload, frame, quantTables, huffmanTables);
      const scanEnd = jpegScanEnd(bytes, end);
      if (scanEnd === end) throw unreadableImage('JPEG scan has no data');
      scans += 1;
      offset = scanEnd;
      continue;
    } else if (marker !== 0xdd && !SKIPPED(marker)) throw unreadableImage(`JPEG has an unexpected marker ${marker.toString(16)}`);
    offset = end;
  }
}
