import { type RefObject, useEffect, useRef } from 'react';
import { BALL_COLOURS, type BallColour } from '../../../../shared/domain/eye-exercise';
import { BALL_COLOUR_VALUES } from './ballColours';

/** The seven ball colours as a radio group; the chosen one takes focus when the picker opens. */
export function ColourPicker({
  id,
  colour,
  onPick,
  trigger,
}: {
  id: string;
  colour: BallColour;
  onPick: (colour: BallColour) => void;
  /** Takes focus back when the picker closes with focus inside it. */
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const chosen = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const button = trigger.current;
    chosen.current?.focus();
    return () => {
      if (document.activeElement === document.body || document.activeElement === null) button?.focus();
    };
  }, [trigger]);
  return (
    <div
      id={id}
      role="radiogroup"
      aria-label="Ball colour"
      className="absolute bottom-full left-1/2 z-10 mb-2 grid w-64 -translate-x-1/2 grid-cols-2 gap-1 rounded-2xl bg-slate-900 p-2 shadow-xl ring-1 ring-white/15"
    >
      {BALL_COLOURS.map((name) => (
        <button
          key={name}
          ref={name === colour ? chosen : undefined}
          type="button"
          role="radio"
          aria-checked={name === colour}
          onClick={() => onPick(name)}
          className="flex min-h-11 items-center gap-2 rounded-xl px-3 text-left text-sm text-slate-100 hover:bg-white/10 aria-checked:bg-white/15 aria-checked:font-semibold"
        >
          <span aria-hidden className="size-4 rounded-full" style={{ background: BALL_COLOUR_VALUES[name] }} />
          {name}
        </button>
      ))}
    </div>
  );
}
