/** Said where notes had a link or image whose address is refused, so the words beside it read as what they were. */
export function RemovedMark({ what }: { what: 'link' | 'image' }) {
  return <span className="text-xs text-slate-500">({what} removed)</span>;
}
