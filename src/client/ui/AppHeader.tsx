import type { ReactNode } from 'react';

/** The fixed top bar: the brand on the left, controls (e.g. the account menu) on the right, the brand's gradient as a line below. */
export function AppHeader({ brand, children }: { brand: ReactNode; children?: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 bg-white/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3">
        <div className="flex shrink-0 items-center gap-2">{brand}</div>
        {/* On a phone the account's name gives way (it truncates), never a control */}
        <div className="flex min-w-0 items-center gap-1 [&>:not(:last-child)]:shrink-0">{children}</div>
      </div>
      <div aria-hidden className="h-0.5 bg-linear-to-r from-(--brand-from) to-(--brand-to)" />
    </header>
  );
}
