import { type DeletionCounts, deletionLines } from '../../shared/domain/deletion-summary';

/** What a deletion will remove, as a list (or a line saying there is nothing in it yet). */
export function DeletionList({ counts, label }: { counts: DeletionCounts | undefined; label: string }) {
  if (!counts) return <p className="text-sm text-slate-600">Counting what will be removed…</p>;
  const lines = deletionLines(counts);
  if (lines.length === 0) return <p className="text-sm text-slate-700">It holds no entries yet.</p>;
  return (
    <ul aria-label={label} className="list-disc space-y-0.5 pl-5 text-sm text-slate-800">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
