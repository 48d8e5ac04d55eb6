import { trpc } from '../../lib/trpc';
import { describeServices } from './serviceLabels';

/** A quiet line under the sign-in card saying what this installation runs on. */
export function ServiceStatusNote() {
  const status = trpc.system.status.useQuery();
  if (status.isPending) return <p className="text-center text-xs text-slate-600">Checking services…</p>;
  if (status.isError) {
    return (
      <p role="alert" className="text-center text-xs text-red-700">
        The server is not answering: {status.error.message}
      </p>
    );
  }
  return (
    <section aria-label="Services" className="text-center text-xs text-slate-500">
      <ul className="flex flex-wrap justify-center gap-x-3 gap-y-1">
        {describeServices(status.data.services).map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
    </section>
  );
}
