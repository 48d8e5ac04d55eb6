import { Sparkles } from 'lucide-react';
import { FeedFilterChip } from './FeedFilterChip';
import type { EvidenceFilter } from './feedScroller';

/** Says that the feed shows an insight's evidence. */
export function EvidenceChip({ evidence, onRemove }: { evidence: EvidenceFilter; onRemove: () => void }) {
  const count = evidence.ids.length;
  return (
    <FeedFilterChip icon={<Sparkles aria-hidden className="size-4 shrink-0" />} className="bg-violet-100 text-violet-800" removeLabel="Show all entries" onRemove={onRemove}>
      Showing the {count} {count === 1 ? 'entry' : 'entries'} behind “{evidence.title}”
    </FeedFilterChip>
  );
}
