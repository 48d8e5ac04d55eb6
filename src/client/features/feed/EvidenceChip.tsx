import { Sparkles, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { IconButton } from '../../ui/IconButton';
import type { EvidenceFilter } from './feedScroller';

/**
 * Says that the feed shows an insight's evidence, and takes the person to it: the feed scrolls
 * into view and the chip has the focus, so the next Tab reaches its remove button.
 */
export function EvidenceChip({ evidence, onRemove }: { evidence: EvidenceFilter; onRemove: () => void }) {
  const chip = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // The feed's heading just below the sticky header, which would cover it with scrollIntoView.
    const feed = chip.current?.closest('section');
    const header = document.querySelector('header')?.offsetHeight ?? 0;
    if (feed) window.scrollTo({ top: feed.getBoundingClientRect().top + window.scrollY - header - 16 });
    chip.current?.focus({ preventScroll: true });
  }, []);
  const count = evidence.ids.length;
  return (
    <div className="flex items-center gap-2 rounded-2xl bg-violet-100 py-1 pr-2 pl-3 text-sm text-violet-800">
      <Sparkles aria-hidden className="size-4 shrink-0" />
      <p ref={chip} tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
        Showing the {count} {count === 1 ? 'entry' : 'entries'} behind “{evidence.title}”
      </p>
      <IconButton label="Show all entries" onClick={onRemove} className="relative size-8 rounded-full hover:bg-white max-md:tap-target">
        <X aria-hidden className="size-4" />
      </IconButton>
    </div>
  );
}
