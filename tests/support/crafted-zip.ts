import { Deflate, strToU8 } from 'fflate';

/**
 * A one-file ZIP written by hand, so its headers can declare any unpacked size: deflated data,
 * local header, central directory and end record, both headers stating `declaredSize`.
 */
export function craftedZip(name: string, deflated: Uint8Array, declaredSize: number): Uint8Array {
  const fileName = strToU8(name);
  const local = new Uint8Array(30 + fileName.length);
  const central = new Uint8Array(46 + fileName.length);
  const end = new Uint8Array(22);
  const at = (bytes: Uint8Array) => new DataView(bytes.buffer);
  const localView = at(local);
  localView.setUint32(0, 0x04034b50, true);
  localView.setUint16(4, 20, true);
  localView.setUint16(8, 8, true);
  localView.setUint32(18, deflated.length, true);
  localView.setUint32(22, declaredSize, true);
  localView.setUint16(26, fileName.length, true);
  local.set(fileName, 30);
  const centralView = at(central);
  centralView.setUint32(0, 0x02014b50, true);
  centralView.setUint16(4, 20, true);
  centralView.setUint16(6, 20, true);
  centralView.setUint16(10, 8, true);
  centralView.setUint32(20, deflated.length, true);
  centralView.setUint32(24, declaredSize, true);
  centralView.setUint16(28, fileName.length, true);
  central.set(fileName, 46);
  const endView = at(end);
  endView.setUint32(0, 0x06054b50, true);
  endView.setUint16(8, 1, true);
  endView.setUint16(10, 1, true);
  endView.setUint32(12, central.length, true);
  endView.setUint32(16, local.length + deflated.length, true);
  const zip = new Uint8Array(local.length + deflated.length + central.length + end.length);
  zip.set(local);
  zip.set(deflated, local.length);
  zip.set(central, local.length + deflated.length);
  zip.set(end, local.length + deflated.length + central.length);
  return zip;
}

/** `head` followed by `padding` bytes of spaces, deflated a megabyte at a time: about 1,000 to 1. */
export function deflatedWithSpaces(head: Uint8Array, padding: number): Uint8Array {
  const parts: Uint8Array[] = [];
  const deflate = new Deflate({ level: 9 }, (chunk) => parts.push(chunk));
  deflate.push(head);
  const megabyte = new Uint8Array(1024 * 1024).fill(0x20);
  for (let left = padding; left > 0; left -= megabyte.length) deflate.push(megabyte.subarray(0, Math.min(left, megabyte.length)));
  deflate.push(new Uint8Array(0), true);
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  parts.reduce((offset, part) => (out.set(part, offset), offset + part.length), 0);
  return out;
}
