/** What a panel shows until its data is in: a loading line, or an alert when the load failed. */
export function PanelStatus({ failed, loading, failure }: { failed: boolean; loading: string; failure: string }) {
  return failed ? (
    <p role="alert" className="py-4 text-sm text-red-700">
      {failure}
    </p>
  ) : (
    <p className="py-4 text-sm text-slate-600">{loading}</p>
  );
}
