import { Link } from '../../lib/router';
import { lazyWithPreload } from '../../lib/lazyWithPreload';
import { DeferredPopup } from '../../ui/DeferredPopup';
import { ACCOUNT_TRIGGER_CLASS, AccountFace } from './AccountFace';
import { useSession } from './useSession';

const AccountMenu = lazyWithPreload(() => import('./AccountMenu'), 'AccountMenu');

/** 'Sign In' for a visitor; for an account, its button and menu (Radix comes after the first view). */
export function UserMenu() {
  const session = useSession();
  const user = session.data?.user;

  if (!user) {
    return (
      <Link to="/login" className="rounded-xl bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800">
        Sign In
      </Link>
    );
  }
  return (
    <DeferredPopup
      placeholder={(props) => (
        <button {...props} aria-haspopup="menu" data-state="closed" data-walkthrough="profiles" className={ACCOUNT_TRIGGER_CLASS}>
          <AccountFace user={user} />
        </button>
      )}
      popup={(arrival) => <AccountMenu user={user} arrival={arrival} />}
      preload={AccountMenu.preload}
    />
  );
}
