import { useEffect } from 'react';
import { isTypingTarget } from '../../lib/isTypingTarget';

const ROWS = [[7, 8, 9], [4, 5, 6], [1, 2, 3], [0]] as const;

/** 'How intense is the feeling?': a phone-style keypad; the number keys pick a value too. */
export function IntensityKeypad({ onSelect, selected }: { onSelect: (value: number) => void; selected?: number | null }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!/^[0-9]$/.test(event.key) || event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      event.preventDefault();
      onSelect(Number(event.key));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onSelect]);

  return (
    <div>
      <h3 className="mb-4 text-center text-lg font-semibold text-slate-800">How intense is the feeling?</h3>
      <div className="mx-auto grid max-w-xs grid-cols-3 gap-3">
        {ROWS.flat().map((value) => (
          <button
            key={value}
            type="button"
            aria-label={`Press ${value}`}
            aria-pressed={selected === value}
            onClick={() => onSelect(value)}
            className={`min-h-14 rounded-2xl border border-slate-200 bg-white text-2xl font-bold text-slate-800 shadow-sm hover:border-teal-500 hover:bg-teal-50 aria-pressed:border-teal-600 aria-pressed:bg-teal-50 ${value === 0 ? 'col-start-2' : ''}`}
          >
            {value}
          </button>
        ))}
      </div>
    </div>
  );
}
