import { DEFAULT_BUTTONS, type QuickAddButton, SHORTCUT_KEYS } from '../../../shared/domain/quick-add';

const GRID = 'grid grid-cols-5 gap-2 md:grid-cols-7';
const TILE = 'flex aspect-square w-full rounded-2xl border border-slate-200';

/**
 * The user's buttons: 7 columns on desktop, 5 on mobile; the shortcut key shows on desktop.
 * `null` while the saved set loads: empty tiles of the default set's size, nothing to press.
 */
export function QuickAddGrid({ buttons, onSelect }: { buttons: readonly QuickAddButton[] | null; onSelect: (button: QuickAddButton) => void }) {
  if (!buttons) {
    return (
      <div role="status" aria-label="Loading buttons" aria-busy className={GRID}>
        {DEFAULT_BUTTONS.map((button) => (
          <div key={button.id} className={`${TILE} animate-pulse bg-slate-100`} />
        ))}
      </div>
    );
  }
  return (
    <ul className={GRID}>
      {buttons.map((button, index) => (
        <li key={button.id}>
          <button
            type="button"
            onClick={() => onSelect(button)}
            aria-keyshortcuts={SHORTCUT_KEYS[index]}
            className={`${TILE} relative flex-col items-center justify-center gap-1 bg-white p-1 text-xs font-medium text-slate-700 shadow-sm transition hover:-translate-y-0.5 hover:border-teal-500 hover:shadow-md md:text-sm`}
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
