/** What could not load, said as an alert, with a way to ask again. */
export function RetryAlert({ message, onRetry, className }: { message: string; onRetry: () => void; className: string }) {
  return (
    <div role="alert" className={`text-center text-red-700 ${className}`}>
      <p>{message}</p>
      <button type="button" onClick={onRetry} className="min-h-11 text-sm font-semibold text-teal-800 underline">
        Try again
      </button>
    </div>
  );
}
