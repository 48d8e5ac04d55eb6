import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from './location';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** A link that opens a page of the app in place; with a modifier key, another target or another button, as the browser would. */
export function Link({ to, onClick, target, ...props }: LinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const plain = event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
    if (event.defaultPrevented || !plain || (target && target !== '_self')) return;
    event.preventDefault();
    navigate(to);
  };
  return <a {...props} href={to} target={target} onClick={follow} />;
}
