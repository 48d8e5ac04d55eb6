// `npm run sounds`: synthesises the sound cues and encodes them as MP3 into public/sounds.
// Generated here rather than downloaded, so the project owns every byte it ships.
import { writeFileSync } from 'node:fs';
import { Mp3Encoder } from '@breezystack/lamejs';
import { BILATERAL_LOOP_S } from '../../shared/domain/sound-cue';

const SAMPLE_RATE = 22_050;
const TWO_PI = Math.PI * 2;

type Voice = (time: number, duration: number) => number;

function render(duration: number, voice: Voice): Int16Array {
  const samples = new Int16Array(Math.round(duration * SAMPLE_RATE));
  for (let index = 0; index < samples.length; index += 1) {
    const time = index / SAMPLE_RATE;
    const fade = Math.min(1, time / 0.01, (duration - time) / 0.05); // no clicks at either end
    samples[index] = Math.round(Math.max(-1, Math.min(1, voice(time, duration) * fade)) * 32_767 * 0.8);
  }
  return samples;
}

const bell = (frequency: number, start: number) => (time: number) =>
  time < start ? 0 : Math.sin(TWO_PI * frequency * (time - start)) * Math.exp(-(time - start) * 6);

const SOUNDS: Record<string, [number, Voice]> = {
  // a bright rising arpeggio
  yay: [0.7, (t) => (bell(523.25, 0)(t) + bell(659.25, 0.1)(t) + bell(783.99, 0.2)(t) + bell(1046.5, 0.3)(t)) / 2.2],
  // a low, rough growl with a tremble
  anger: [0.55, (t) => {
    const phase = (110 * t) % 1;
    return (2 * phase - 1) * 0.6 * (0.7 + 0.3 * Math.sin(TWO_PI * 14 * t)) * Math.exp(-t * 2);
  }],
  // a slow falling sigh
  yawn: [1.1, (t, d) => Math.sin(TWO_PI * (520 * t - 150 * t * t)) * Math.sin((Math.PI * t) / d) * 0.7],
  // a short sharp drop
  pain: [0.3, (t) => Math.sign(Math.sin(TWO_PI * (950 * t - 700 * t * t))) * 0.35 * Math.exp(-t * 9)],
  // the eye exercise's soft hum, breathing every 2 s; 196 and 294 Hz and the swell repeat exactly in the 4 s loop
  bilateral: [BILATERAL_LOOP_S.end + 0.5, (t) => (0.3 * Math.sin(TWO_PI * 196 * t) + 0.12 * Math.sin(TWO_PI * 294 * t)) * (0.7 + 0.3 * Math.cos(TWO_PI * 0.5 * t))],
};

const directory = new URL('../public/sounds/', import.meta.url);
for (const [name, [duration, voice]] of Object.entries(SOUNDS)) {
  const encoder = new Mp3Encoder(1, SAMPLE_RATE, 64);
  const chunks = [encoder.encodeBuffer(render(duration, voice)), encoder.flush()];
  const bytes = Buffer.concat(chunks.map((chunk) => Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)));
  writeFileSync(new URL(`${name}.mp3`, directory), bytes);
  console.log(`sounds/${name}.mp3  ${bytes.length} bytes`);
}
