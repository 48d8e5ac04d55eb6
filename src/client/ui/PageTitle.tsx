/**
 * The document's title, as '<page> · Attune' (just 'Attune' without a page). React hoists the
 * <title> into <head> ahead of index.html's own, and removes it when the page goes.
 */
export function PageTitle({ page }: { page?: string }) {
  return <title>{page ? `${page} · Attune` : 'Attune'}</title>;
}
