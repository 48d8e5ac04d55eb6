import type { ReactNode } from 'react';

/** A button drawn as an icon alone: its label is its accessible name and its tooltip. */
export function IconButton({ label, onClick, className, children }: { label: string; onClick: () => void; className: string; children: ReactNode }) {
  return (
    <button type="button" aria-label={label} title={label} onClick={onClick} className={`grid shrink-0 place-items-center ${className}`}>
      {children}
    </button>
  );
}
