import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';

/** A full-page status, e.g. 'Checking authentication...' (with a spinner when `busy`). */
export function CenteredMessage({ title, busy = false, children }: { title: string; busy?: boolean; children?: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 px-6 text-center" aria-busy={busy}>
      {busy && <LoaderCircle aria-hidden className="size-8 animate-spin text-teal-700" />}
      <h1 className="text-xl font-semibold text-slate-800">{title}</h1>
      {children && <div className="max-w-md text-slate-600">{children}</div>}
    </main>
  );
}
