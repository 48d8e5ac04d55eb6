import type { ClientError } from '../lib/trpc';
import { failureMessage } from '../lib/failureMessage';

/** A failed call said as an alert (spec 8's wording, see `failureMessage`), or nothing without one. */
export function FailureAlert({ error, fallback }: { error: ClientError | null; fallback: string }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
      {failureMessage(error, fallback)}
    </p>
  );
}
