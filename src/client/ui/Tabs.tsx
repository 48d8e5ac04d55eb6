import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

/**
 * Tabs as WAI-ARIA has them: one tab stop, arrow keys (and Home, End) move between tabs, the
 * panel named by its tab. Only the chosen panel is drawn.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
  children,
}: {
  label: string;
  tabs: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  children: ReactNode;
}) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.value === value);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length]!;
    onChange(target.value);
    list.current?.querySelector<HTMLElement>(`[data-tab="${target.value}"]`)?.focus();
  };
  return (
    <>
      <div ref={list} role="tablist" aria-label={label} onKeyDown={move} className="mb-4 flex gap-1 rounded-xl bg-slate-100 p-1">
        {tabs.map((tab) => (
          <button
            key={tab.value}
            type="button"
            role="tab"
            data-tab={tab.value}
            id={`${id}-${tab.value}`}
            aria-selected={tab.value === value}
            aria-controls={`${id}-panel`}
            tabIndex={tab.value === value ? 0 : -1}
            onClick={() => onChange(tab.value)}
            className="min-h-10 flex-auto rounded-lg px-3 whitespace-nowrap text-sm font-semibold text-slate-600 aria-selected:bg-white aria-selected:text-slate-900 aria-selected:shadow-sm"
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${value}`}>
        {children}
      </div>
    </>
  );
}
