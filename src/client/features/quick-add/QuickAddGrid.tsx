import { type QuickAddButton, SHORTCUT_KEYS } from '../../../shared/domain/quick-add';

/** The user's buttons: 7 columns on desktop, 5 on mobile; the shortcut key shows on desktop. */
export function QuickAddGrid({ buttons, onSelect }: { buttons: readonly QuickAddButton[]; onSelect: (button: QuickAddButton) => void }) {
  return (
    <ul className="grid grid-cols-5 gap-2 md:grid-cols-7">
      {buttons.map((button, index) => (
        <li key={button.id}>
          <button
            type="button"
            onClick={() => onSelect(button)}
            aria-keyshortcuts={SHORTCUT_KEYS[index]}
            className="relative flex aspect-square w-full flex-col items-center justify-center gap-1 rounded-2xl border border-slate-200 bg-white p-1 text-xs font-medium text-slate-700 shadow-sm transition hover:-translate-y-0.5 hover:border-teal-500 hover:shadow-md md:text-sm"
          >
            <span aria-hidden className="text-2xl md:text-3xl">
              {button.emoji}
            </span>
            <span className="max-w-full truncate">{button.label}</span>
            {SHORTCUT_KEYS[index] && (
              <kbd aria-hidden className="absolute top-1 right-1.5 hidden text-[10px] text-slate-400 md:block">
                {SHORTCUT_KEYS[index]}
              </kbd>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
