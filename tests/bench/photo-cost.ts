// Run by photos.bench.ts as `node --expose-gc --import tsx tests/bench/photo-cost.ts WIDTH HEIGHT`,
// a process of its own doing nothing else: the CPU time one photo's renditions take (process.cpuUsage,
// so a machine loaded by other work does not count), and the memory beyond the app's as the Worker's
// isolate counts it (V8 heap + external memory, which holds the codecs' WebAssembly memories).
import { decodeImage, encodeWebpRendition, fitWithin, provideCodecWasm, warmCodecs } from '../../src/worker/images/codecs';
import { makeRenditions } from '../../src/worker/images/renditions';
import { nodeCodecWasm } from '../../src/worker/node/codec-wasm';
import { makePhonePhoto } from '../support/phone-photo';

const [width, height] = process.argv.slice(2).map(Number) as [number, number];
const photo = await makePhonePhoto(width, height);
provideCodecWasm(nodeCodecWasm);
await warmCodecs();
(globalThis as { gc?: () => void }).gc?.();
const used = () => (process.memoryUsage().heapUsed + process.memoryUsage().external) / 2 ** 20;
const base = used();
let peak = 0;
const step = <T>(value: T) => ((peak = Math.max(peak, used() - base)), value);
const display = step(await fitWithin(step(await decodeImage('jpeg', photo)), 2048, false));
step(await encodeWebpRendition(display));
step(await encodeWebpRendition(await fitWithin(display, 480, false)));

const cpuMs: number[] = [];
const wallMs: number[] = [];
for (let run = 0; run < 3; run += 1) {
  const [cpu, wall] = [process.cpuUsage(), performance.now()];
  await makeRenditions({ bytes: photo });
  const spent = process.cpuUsage(cpu);
  cpuMs.push((spent.user + spent.system) / 1000);
  wallMs.push(performance.now() - wall);
}
const middle = (values: number[]) => [...values].sort((a, b) => a - b)[1]!;
console.log(JSON.stringify({ megapixels: (width * height) / 1e6, bytes: photo.length, peakMb: Math.round(peak), cpuMs: Math.round(middle(cpuMs)), wallMs: Math.round(middle(wallMs)) }));
