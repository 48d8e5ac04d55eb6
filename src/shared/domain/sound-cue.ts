export type SoundName = 'anger' | 'yay' | 'yawn' | 'pain';

export const DEFAULT_VOLUME = 0.5;
/** Anger is loud by nature: it plays at 0.2 when the volume is at its default of 0.5. */
const ANGER_SCALE = 0.4;

/** journal-core 4, sound cue after submission. */
export function soundFor(entry: { type: string; mood_category?: string | null; sensation?: string | null }): SoundName {
  if (entry.type === 'emotional') {
    if (entry.mood_category === 'negative') return 'anger';
    if (entry.mood_category === 'neutral') return 'yawn';
    return 'yay';
  }
  if (entry.type === 'physical' && entry.sensation === 'pain') return 'pain';
  return 'yay';
}

export function playbackVolume(sound: SoundName, volume: number): number {
  return sound === 'anger' ? volume * ANGER_SCALE : volume;
}

/**
 * The exercise's bilateral tone loops over this stretch of its file (seconds): whole periods of
 * every partial, clear of the file's fades and of the MP3 encoder's padding, so the loop has no seam.
 */
export const BILATERAL_LOOP_S = { start: 0.5, end: 4.5 } as const;
