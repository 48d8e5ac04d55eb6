import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The fixed top bar: the brand on the left, controls (e.g. the account menu) on the right. */
export function AppHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex shrink-0 items-center gap-2 font-bold text-slate-900">
          <img src="/favicon.svg" alt="" className="size-8" />
          {/* a phone's header keeps the logo alone, to leave room for the controls */}
          <span className="max-sm:sr-only">Attune</span>
        </Link>
        <div className="flex items-center gap-2">{children}</div>
      </div>
    </header>
  );
}
