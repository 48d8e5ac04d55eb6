import { X } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';

/**
 * Says what the feed is narrowed to (an insight's evidence, a calendar day) and takes the person to
 * it: the feed scrolls into view and the chip has the focus, so the next Tab reaches its remove button.
 */
export function FeedFilterChip({ icon, className, removeLabel, onRemove, children }: { icon: ReactNode; className: string; removeLabel: string; onRemove: () => void; children: ReactNode }) {
  const chip = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // The feed's heading just below the sticky header, which would cover it with scrollIntoView.
    const feed = chip.current?.closest('section');
    const header = document.querySelector('header')?.offsetHeight ?? 0;
    if (feed) window.scrollTo({ top: feed.getBoundingClientRect().top + window.scrollY - header - 16 });
    chip.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className={`flex items-center gap-2 rounded-2xl py-1 pr-2 pl-3 text-sm ${className}`}>
      {icon}
      <p ref={chip} tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
        {children}
      </p>
      <button
        type="button"
        aria-label={removeLabel}
        title={removeLabel}
        onClick={onRemove}
        className="relative grid size-8 shrink-0 place-items-center rounded-full hover:bg-white max-md:tap-target"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}
