import { EmojiText } from './Emoji';

/** A question answered by tapping one of a few large tiles (tag and picker steps). */
export function ChoiceTiles({
  options,
  selected,
  onChoose,
  label,
  autoFocus = false,
}: {
  options: Record<string, string>;
  selected?: string | null;
  onChoose: (value: string) => void;
  label: string;
  /** Focus the first tile, so a keyboard user can answer at once. */
  autoFocus?: boolean;
}) {
  return (
    <div role="group" aria-label={label} className="grid grid-cols-2 gap-3">
      {Object.entries(options).map(([value, text], index) => (
        <button
          key={value}
          autoFocus={autoFocus && index === 0}
          type="button"
          aria-pressed={selected === value}
          onClick={() => onChoose(value)}
          className="min-h-14 rounded-2xl border border-slate-200 bg-white px-4 font-semibold text-slate-800 shadow-sm hover:border-teal-500 hover:bg-teal-50 aria-pressed:border-teal-600 aria-pressed:bg-teal-50"
        >
          <EmojiText text={text} />
        </button>
      ))}
    </div>
  );
}
