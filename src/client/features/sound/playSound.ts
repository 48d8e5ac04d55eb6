import { playbackVolume, type SoundName } from '../../../shared/domain/sound-cue';
import { volumeStore } from './volume';

/** Plays /sounds/{name}.mp3 at the chosen volume; a browser refusing to play is only logged. */
export function playSound(name: SoundName): void {
  const { volume } = volumeStore.get();
  if (volume === 0) return;
  const audio = new Audio(`/sounds/${name}.mp3`);
  audio.volume = playbackVolume(name, volume);
  audio.play().catch((error: unknown) => console.warn('Could not play sound', name, error));
}
