import { Children, createContext, isValidElement, type ReactElement, type ReactNode, useContext, useEffect } from 'react';
import { navigate, useLocation, type NavigateOptions } from './location';

interface RouteProps {
  /** An exact path, or '*' for any; none for a layout, whose `element` draws its matched child through <Outlet />. */
  path?: string;
  element?: ReactNode;
  children?: ReactNode;
}

/** Declares a page of <Routes>; draws nothing itself. */
export function Route(_props: RouteProps): null {
  return null;
}

const OutletContext = createContext<ReactNode>(null);

/** Where a layout route draws the page it matched. */
export function Outlet() {
  return useContext(OutletContext);
}

function match(children: ReactNode, pathname: string): ReactNode | undefined {
  for (const child of Children.toArray(children)) {
    if (!isValidElement(child) || child.type !== Route) continue;
    const { path, element, children: nested } = (child as ReactElement<RouteProps>).props;
    if (path === undefined) {
      const page = match(nested, pathname);
      if (page !== undefined) return <OutletContext value={page}>{element}</OutletContext>;
    } else if (path === '*' || path.toLowerCase() === pathname.toLowerCase()) {
      return element;
    }
  }
  return undefined;
}

/** The element of the first <Route> whose path is the address's (a trailing slash and letter case aside, as React Router matched). */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return match(children, pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) ?? null;
}

/** Goes to `to` as soon as it is drawn. */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  useEffect(() => navigate(to, { replace, state }), [to, replace, state]);
  return null;
}
