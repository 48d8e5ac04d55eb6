import { HeartHandshake, Info, Palette, Pause, Play } from 'lucide-react';
import { type ReactNode, type RefObject, useRef } from 'react';
import { type BallColour, EXERCISE_PHASES, type ExercisePhase, PHASE_LABELS } from '../../../../shared/domain/eye-exercise';
import { ColourPicker } from './ColourPicker';

export interface ControlState {
  phase: ExercisePhase;
  paused: boolean;
  colour: BallColour;
  pickerOpen: boolean;
  infoOpen: boolean;
  readAloud: boolean;
  feelNowOpen: boolean;
}

interface Props extends ControlState {
  onPhase: (phase: ExercisePhase) => void;
  onTogglePause: () => void;
  onTogglePicker: () => void;
  onColour: (colour: BallColour) => void;
  onToggleInfo: () => void;
  onToggleReadAloud: () => void;
  onToggleFeelNow: () => void;
  /** 'How do you feel now?' is on offer (paused, or near the end). */
  feelNowOffered: boolean;
}

const CONTROL = 'inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold text-slate-100 hover:bg-white/10 focus-visible:outline-teal-300';

function ToggleButton({
  label,
  pressed,
  onClick,
  children,
  controls,
  ref,
}: {
  label: string;
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
  controls?: string;
  ref?: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <button ref={ref} type="button" aria-expanded={pressed} aria-controls={pressed ? controls : undefined} onClick={onClick} className={`${CONTROL} aria-expanded:bg-white/15`}>
      {children}
      <span className="max-sm:sr-only">{label}</span>
    </button>
  );
}

/** The bottom bar: phase switch, pause/play, ball colour, info, and reading the words aloud. */
export function ExerciseControls(props: Props) {
  const { phase, paused, colour, pickerOpen, infoOpen, readAloud, feelNowOpen, feelNowOffered } = props;
  const colourButton = useRef<HTMLButtonElement>(null);
  return (
    <div className="flex flex-wrap items-center justify-center gap-2 px-3 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
      <div role="group" aria-label="Phase" className="flex rounded-full bg-white/10 p-1">
        {EXERCISE_PHASES.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={option === phase}
            onClick={() => props.onPhase(option)}
            className="min-h-11 rounded-full px-3 text-sm font-semibold text-slate-200 hover:text-white focus-visible:outline-teal-300 aria-pressed:bg-teal-300 aria-pressed:text-slate-950 sm:px-4"
          >
            {PHASE_LABELS[option]}
          </button>
        ))}
      </div>
      <button type="button" aria-label={paused ? 'Play' : 'Pause'} onClick={props.onTogglePause} className={`${CONTROL} bg-white/10`}>
        {paused ? <Play aria-hidden className="size-5" /> : <Pause aria-hidden className="size-5" />}
        <span aria-hidden className="max-sm:hidden">
          {paused ? 'Play' : 'Pause'}
        </span>
      </button>
      <div className="relative">
        <ToggleButton ref={colourButton} label="Ball colour" pressed={pickerOpen} onClick={props.onTogglePicker} controls="exercise-colours">
          <Palette aria-hidden className="size-5" />
        </ToggleButton>
        {pickerOpen && <ColourPicker id="exercise-colours" colour={colour} onPick={props.onColour} trigger={colourButton} />}
      </div>
      <ToggleButton label="Info" pressed={infoOpen} onClick={props.onToggleInfo} controls="exercise-info">
        <Info aria-hidden className="size-5" />
      </ToggleButton>
      {feelNowOffered && (
        <button
          type="button"
          aria-expanded={feelNowOpen}
          aria-controls={feelNowOpen ? 'exercise-feel-now' : undefined}
          onClick={props.onToggleFeelNow}
          className={`${CONTROL} bg-teal-300/15 text-teal-100 ring-1 ring-teal-300/40 aria-expanded:bg-teal-300/30`}
        >
          <HeartHandshake aria-hidden className="size-5" />
          How do you feel now?
        </button>
      )}
      <button type="button" role="switch" aria-checked={readAloud} onClick={props.onToggleReadAloud} className={`${CONTROL} group`}>
        <span aria-hidden className="flex h-6 w-10 items-center rounded-full bg-slate-600 p-0.5 transition group-aria-checked:bg-teal-400">
          <span className="size-5 rounded-full bg-white transition group-aria-checked:translate-x-4" />
        </span>
        Read words aloud
      </button>
    </div>
  );
}
