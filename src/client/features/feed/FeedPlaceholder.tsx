/** What the feed says while its entries load. */
export const LoadingEntries = () => <p className="py-8 text-center text-slate-500">Loading entries…</p>;

/** What stands for the feed while its code arrives: its heading, and what it says while its entries load. */
export function FeedPlaceholder() {
  return (
    <section aria-label="Activity Feed" className="space-y-4">
      <h2 className="text-xl font-bold text-slate-900">Activity Feed</h2>
      <LoadingEntries />
    </section>
  );
}
