import type { ReactNode } from 'react';

/** A full-page status line, e.g. 'Checking authentication...' or a placeholder screen. */
export function CenteredMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 px-6 text-center">
      <h1 className="text-xl font-semibold text-slate-800">{title}</h1>
      {children && <div className="max-w-md text-slate-600">{children}</div>}
    </main>
  );
}
