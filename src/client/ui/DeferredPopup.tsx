import { type ButtonHTMLAttributes, type ReactNode, Suspense, useState } from 'react';

/** The real popup's state, owned here, so a press on the look-alike opens it whenever its code arrives. */
export type PopupArrival = { open: boolean; onOpenChange: (open: boolean) => void; autoFocus: boolean };
export type PlaceholderProps = ButtonHTMLAttributes<HTMLButtonElement>;

/**
 * A menu or popup whose library (Radix and its positioning) stays off the first view. `placeholder`
 * draws a look-alike trigger until the first press; then `popup` draws the real one, open and
 * focused. Its code is fetched when the person reaches for the trigger (a pointer over it, or focus),
 * not when the browser is idle: opening a menu is not the likely next step on the journal, whose
 * idle fetches stay within issue 39's 250 KB. The look-alike is never swapped while it is being
 * pressed, so no press is lost, however late the code arrives.
 */
export function DeferredPopup({
  placeholder,
  popup,
  preload,
}: {
  placeholder: (props: PlaceholderProps) => ReactNode;
  popup: (arrival: PopupArrival) => ReactNode;
  preload: () => Promise<unknown>;
}) {
  const [pressed, setPressed] = useState(false);
  const [open, setOpen] = useState(false);
  const fetchCode = () => void preload().catch(() => {});

  const standIn = placeholder({
    type: 'button',
    'aria-expanded': false,
    onPointerEnter: fetchCode,
    onFocus: fetchCode,
    onClick: () => {
      setPressed(true);
      setOpen(true);
    },
  });
  if (!pressed) return standIn;
  return <Suspense fallback={standIn}>{popup({ open, onOpenChange: setOpen, autoFocus: true })}</Suspense>;
}
