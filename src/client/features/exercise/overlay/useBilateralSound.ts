import { useCallback, useEffect, useRef } from 'react';
import { BILATERAL_LOOP_S } from '../../../../shared/domain/sound-cue';
import { useVolume } from '../../sound/volume';

const logFailure = (error: unknown) => console.warn('Could not play the exercise sound', error);

/**
 * Loops /sounds/bilateral.mp3 while `playing`, at the app's volume, through a stereo panner the
 * caller moves with the ball (the returned `setPan`, -1 left to 1 right). Audio failures are only logged.
 */
export function useBilateralSound(playing: boolean): (pan: number) => void {
  const panner = useRef<StereoPannerNode | null>(null);
  const gain = useRef<GainNode | null>(null);
  const context = useRef<AudioContext | null>(null);
  const { volume } = useVolume();

  useEffect(() => {
    let audio: AudioContext;
    try {
      audio = new AudioContext();
    } catch (error) {
      logFailure(error);
      return;
    }
    context.current = audio;
    const pan = new StereoPannerNode(audio);
    const level = new GainNode(audio);
    pan.connect(level).connect(audio.destination);
    panner.current = pan;
    gain.current = level;
    void audio.suspend().catch(logFailure);
    fetch('/sounds/bilateral.mp3')
      .then((response) => response.arrayBuffer())
      .then((bytes) => audio.decodeAudioData(bytes))
      .then((buffer) => {
        if (audio.state === 'closed') return;
        const source = new AudioBufferSourceNode(audio, { buffer, loop: true, loopStart: BILATERAL_LOOP_S.start, loopEnd: BILATERAL_LOOP_S.end });
        source.connect(pan);
        source.start(0, BILATERAL_LOOP_S.start);
      })
      .catch(logFailure);
    return () => {
      panner.current = null;
      context.current = null;
      void audio.close().catch(logFailure);
    };
  }, []);

  useEffect(() => {
    if (gain.current) gain.current.gain.value = volume;
  }, [volume]);

  useEffect(() => {
    const audio = context.current;
    if (!audio || audio.state === 'closed') return;
    (playing ? audio.resume() : audio.suspend()).catch(logFailure);
  }, [playing]);

  return useCallback((pan: number) => {
    if (panner.current) panner.current.pan.value = pan;
  }, []);
}
