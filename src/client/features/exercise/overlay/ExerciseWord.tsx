import { useEffect, useRef } from 'react';
import { WORD_TIMING, type LitWord } from '../../../../shared/domain/eye-exercise-schedule';

const FADE = [{ opacity: 0 }, { opacity: 1, offset: 0.15 }, { opacity: 1, offset: 0.85 }, { opacity: 0 }];

/** One lit copy of a word at its place, fading in and out over its 2.5 s of running time (it waits while paused). */
export function ExerciseWord({ word, colour, paused }: { word: LitWord; colour: string; paused: boolean }) {
  const element = useRef<HTMLSpanElement>(null);
  const fade = useRef<Animation | undefined>(undefined);
  useEffect(() => {
    const animation = element.current?.animate(FADE, { duration: WORD_TIMING.displayMs, fill: 'forwards', easing: 'ease-in-out' });
    fade.current = animation;
    return () => animation?.cancel();
  }, []);
  useEffect(() => {
    if (paused) fade.current?.pause();
    else if (fade.current?.playState === 'paused') fade.current.play();
  }, [paused]);
  return (
    <span
      ref={element}
      data-exercise-word
      className={`absolute font-semibold whitespace-nowrap opacity-0 drop-shadow ${colour}`}
      style={{
        left: `${word.x}%`,
        top: `${word.y}%`,
        fontSize: `${word.sizeRem}rem`,
        transform: `translate(-50%, -50%) rotate(${word.rotation}deg)`,
      }}
    >
      {word.word}
    </span>
  );
}
