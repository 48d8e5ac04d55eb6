import { LoaderCircle } from 'lucide-react';
import { type RefObject, useEffect, useMemo, useState } from 'react';
import { type BallColour, type ExercisePhase, nextPhase, offersFeelNow, wordKindFor } from '../../../../shared/domain/eye-exercise';
import { sweepPatternFor, wordGroupsFor } from '../../../../shared/domain/eye-exercise-schedule';
import type { RouterOutputs } from '../../../lib/trpc';
import { BALL_COLOUR_VALUES } from './ballColours';
import { type ControlState, ExerciseControls } from './ExerciseControls';
import { ExerciseInfoPanel } from './ExerciseInfoPanel';
import { ExerciseTopBar } from './ExerciseTopBar';
import { ExerciseWord } from './ExerciseWord';
import { FeelNowPanel } from './FeelNowPanel';
import { useAutoClose } from './useAutoClose';
import { useExerciseKeys } from './useExerciseKeys';
import { useExerciseMotion } from './useExerciseMotion';
import { useMobileExercise, useReducedMotion } from './useMediaState';

const WORD_COLOUR: Record<ExercisePhase, string> = {
  desensitization: 'text-amber-100',
  reprocessing: 'text-sky-300',
  installation: 'text-emerald-300',
};

/** The ball's size, centred on its place: the frame writes only its left edge's translation. */
const ballSize = (mobile: boolean) => {
  const rem = mobile ? 2.5 : 3; // ballClearancePx keeps the words off it
  return { width: `${rem}rem`, height: `${rem}rem`, marginLeft: `-${rem / 2}rem` };
};

interface Props {
  profileId: string;
  words: { loading: boolean; words: RouterOutputs['exercise']['words'] | null };
  onPhase: (phase: ExercisePhase) => void;
  /** Ends the exercise, with how distressing it feels now if the person said. */
  onEnd: (distressAfter: number | null) => void;
  escapeRef: RefObject<() => boolean>;
}

/** The running exercise: the ball, the words, the controls, the countdown. */
export function ExerciseStage({ profileId, words, onPhase, onEnd, escapeRef }: Props) {
  const mobile = useMobileExercise();
  const reducedMotion = useReducedMotion();
  const [state, setState] = useState<ControlState>({
    phase: 'desensitization',
    paused: false,
    colour: 'Green',
    pickerOpen: false,
    infoOpen: false,
    readAloud: false,
    feelNowOpen: false,
  });
  const update = (change: Partial<ControlState>) => setState((current) => ({ ...current, ...change }));
  const secondsLeft = useAutoClose(true, () => onEnd(null));
  const feelNowOffered = offersFeelNow(state.paused, secondsLeft);
  const pattern = sweepPatternFor(words.words?.source?.specificMood);
  const groups = useMemo(() => wordGroupsFor(words.words, wordKindFor(state.phase)), [words.words, state.phase]);
  const { track, ball, lit } = useExerciseMotion({ playing: !state.paused, pattern, reducedMotion, groups, mobile });

  const choosePhase = (phase: ExercisePhase) => {
    onPhase(phase);
    update({ phase });
  };
  const controls = {
    onPhase: choosePhase,
    onTogglePause: () => update({ paused: !state.paused }),
    onTogglePicker: () => update({ pickerOpen: !state.pickerOpen }),
    onColour: (colour: BallColour) => update({ colour, pickerOpen: false }),
    onToggleInfo: () => update({ infoOpen: !state.infoOpen }),
    onToggleReadAloud: () => update({ readAloud: !state.readAloud }),
    onToggleFeelNow: () => update({ feelNowOpen: !state.feelNowOpen }),
  };
  useExerciseKeys({ onSpace: controls.onTogglePause, onInfo: controls.onToggleInfo, onPhase: () => choosePhase(nextPhase(state.phase)), onColours: controls.onTogglePicker });
  useEffect(() => {
    escapeRef.current = () => {
      if (!state.pickerOpen) return false;
      setState((current) => ({ ...current, pickerOpen: false }));
      return true;
    };
  });

  return (
    <>
      <ExerciseTopBar mobile={mobile} secondsLeft={secondsLeft} onClose={() => onEnd(null)} />
      <div ref={track} className="relative flex-1 overflow-hidden">
        <div aria-hidden>
          {lit.map((word) => (
            <ExerciseWord key={word.key} word={word} colour={WORD_COLOUR[state.phase]} paused={state.paused} />
          ))}
        </div>
        <div
          ref={ball}
          aria-hidden
          data-testid="exercise-ball"
          className="absolute top-1/2 left-0 rounded-full will-change-transform"
          style={{ ...ballSize(mobile), background: BALL_COLOUR_VALUES[state.colour], boxShadow: `0 0 28px 6px ${BALL_COLOUR_VALUES[state.colour]}66` }}
        />
        {words.loading && (
          <p role="status" data-words-avoid className="absolute top-4 left-1/2 flex -translate-x-1/2 items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm text-slate-100">
            <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" /> Analyzing emotional patterns...
          </p>
        )}
        {reducedMotion && (
          <p data-words-avoid className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-white/10 px-3 py-1 text-xs text-slate-200">
            Reduced motion is on: the ball moves more slowly.
          </p>
        )}
        <p aria-live="polite" className="sr-only">
          {state.readAloud ? lit.at(-1)?.word : ''}
        </p>
        {state.infoOpen && <ExerciseInfoPanel id="exercise-info" profileId={profileId} pattern={pattern} />}
        {feelNowOffered && state.feelNowOpen && <FeelNowPanel id="exercise-feel-now" onAnswer={onEnd} onKeepGoing={controls.onToggleFeelNow} />}
      </div>
      <ExerciseControls {...state} {...controls} feelNowOffered={feelNowOffered} />
    </>
  );
}
