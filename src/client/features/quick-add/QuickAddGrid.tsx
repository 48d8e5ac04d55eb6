import { useEffect, useRef } from 'react';
import { DEFAULT_BUTTONS, type QuickAddButton, SHORTCUT_KEYS } from '../../../shared/domain/quick-add';
import { Emoji } from '../../ui/Emoji';
import { FittedLabel } from '../../ui/FittedLabel';

// Rows share one height (1fr), at least a tile's width on desktop (100cqw of the wrapper, less
// six gaps, over seven) and 4.5rem on phones, so a label on two lines or at 200% text grows all
// tiles together and keeps them even.
const GRID = 'grid auto-rows-[minmax(4.5rem,1fr)] grid-cols-5 gap-2 md:auto-rows-[minmax(calc((100cqw-3rem)/7),1fr)] md:grid-cols-7';
const TILE = 'flex h-full w-full rounded-2xl border border-slate-200';

/**
 * The user's buttons: 7 columns on desktop, 5 on mobile; the shortcut key shows on desktop
 * unless the shortcuts are switched off.
 * `null` while the saved set loads: empty tiles of the default set's size, nothing to press.
 * `returnFocusTo` (a button id) takes the focus back to that tile, or the first, when the grid
 * comes back after a flow and the focus was left on the page.
 */
export function QuickAddGrid({
  buttons,
  onSelect,
  returnFocusTo = null,
  shortcuts = true,
  disabled = false,
}: {
  buttons: readonly QuickAddButton[] | null;
  onSelect: (button: QuickAddButton) => void;
  returnFocusTo?: string | null;
  shortcuts?: boolean;
  /** Shown but not pressable: the journal is view-only for this account. */
  disabled?: boolean;
}) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (!returnFocusTo || !list.current || (active && active !== document.body)) return;
    const tile = list.current.querySelector<HTMLElement>(`[data-button-id="${CSS.escape(returnFocusTo)}"]`) ?? list.current.querySelector('button');
    tile?.focus();
  }, [returnFocusTo]);

  if (!buttons) {
    return (
      <div className="@container">
        <div role="status" aria-label="Loading buttons" aria-busy className={GRID}>
          {DEFAULT_BUTTONS.map((button) => (
            <div key={button.id} className={`${TILE} animate-pulse bg-slate-100`} />
          ))}
        </div>
      </div>
    );
  }
  const keys: readonly string[] = shortcuts ? SHORTCUT_KEYS : [];
  return (
    <div className="@container">
      <ul ref={list} className={GRID}>
        {buttons.map((button, index) => (
          <li key={button.id}>
            <button
              type="button"
              data-button-id={button.id}
              title={button.label}
              disabled={disabled}
              onClick={() => onSelect(button)}
              aria-keyshortcuts={keys[index]}
              className={`${TILE} @container relative flex-col items-center justify-center gap-1 bg-white px-1 py-1 font-medium text-slate-700 shadow-sm transition [--label-max:0.6875rem] [--label-min:0.625rem] hover:-translate-y-0.5 hover:border-teal-500 hover:shadow-md disabled:pointer-events-none disabled:opacity-40 md:px-1.5 md:[--label-max:0.875rem] md:[--label-min:0.75rem]`}
            >
              <Emoji emoji={button.emoji} className="text-2xl leading-none md:text-3xl" />
              <FittedLabel text={button.label} className="line-clamp-2" />
              {keys[index] && (
                <kbd aria-hidden className="absolute top-1 right-1.5 hidden text-[0.6875rem] text-slate-500 md:block">
                  {keys[index]}
                </kbd>
              )}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
