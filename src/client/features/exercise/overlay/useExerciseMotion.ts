import { useEffect, useRef, useState } from 'react';
import {
  advanceWordSchedule,
  ballPosition,
  type LitWord,
  panFor,
  startWordSchedule,
  type SweepPattern,
  type WordGroup,
} from '../../../../shared/domain/eye-exercise-schedule';
import type { Box } from '../../../../shared/domain/eye-exercise-placement';
import { useBilateralSound } from './useBilateralSound';
import { useExerciseLoop } from './useExerciseLoop';

/** The ball's diameter and its glow: words keep out of the band it sweeps. */
export const ballClearancePx = (mobile: boolean) => (mobile ? 40 : 48) + 32;

/** The open panels and notes over the stage (marked data-words-avoid), as boxes in the stage's pixels. */
function panelBoxes(stage: HTMLElement | null): Box[] {
  if (!stage) return [];
  const origin = stage.getBoundingClientRect();
  return Array.from(stage.querySelectorAll('[data-words-avoid]'), (panel) => {
    const box = panel.getBoundingClientRect();
    return { left: box.left - origin.left, right: box.right - origin.left, top: box.top - origin.top, bottom: box.bottom - origin.top };
  });
}

interface Motion {
  playing: boolean;
  pattern: SweepPattern;
  reducedMotion: boolean;
  groups: readonly WordGroup[];
  mobile: boolean;
}

/**
 * The ball, its sound and the words, all from one running clock: each frame writes the ball's
 * transform and the sound's pan; React redraws only when a word lights up or goes out.
 */
export function useExerciseMotion({ playing, pattern, reducedMotion, groups, mobile }: Motion) {
  const track = useRef<HTMLDivElement>(null);
  const ball = useRef<HTMLDivElement>(null);
  const width = useRef(0);
  const height = useRef(0);
  const schedule = useRef({ groups, words: startWordSchedule(0) });
  const [lit, setLit] = useState<readonly LitWord[]>([]);
  const setPan = useBilateralSound(playing);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      width.current = entry?.contentRect.width ?? 0;
      height.current = entry?.contentRect.height ?? 0;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useExerciseLoop(playing, (elapsed) => {
    const position = ballPosition(elapsed, pattern, reducedMotion);
    if (ball.current) ball.current.style.transform = `translate3d(${position * width.current}px, -50%, 0)`;
    setPan(panFor(position));
    // New words (loaded, or another phase's): their schedule starts now, the first a second later.
    if (schedule.current.groups !== groups) schedule.current = { groups, words: startWordSchedule(elapsed) };
    const area = () => ({ width: width.current, height: height.current, avoid: panelBoxes(track.current), ballPx: ballClearancePx(mobile) });
    const next = advanceWordSchedule(schedule.current.words, elapsed, groups, { mobile, random: Math.random, area });
    if (next.lit !== schedule.current.words.lit) setLit(next.lit);
    schedule.current.words = next;
  });

  // Words of a phase left behind go at once.
  const shown = lit.filter((word) => groups.some((group) => group.id === word.groupId));
  return { track, ball, lit: shown };
}
