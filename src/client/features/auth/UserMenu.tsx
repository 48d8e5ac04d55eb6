import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../ui/Avatar';
import { displayName, firstName } from './displayName';
import { useSession } from './useSession';
import { useSignOut } from './useSignOut';

const itemClass =
  'flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm text-slate-700 outline-none data-[disabled]:opacity-50 data-[highlighted]:bg-slate-100';

/** Spec 2.6, the account part of the header dropdown (profiles and invitations join it later). */
export function UserMenu() {
  const session = useSession();
  const { signingOut, signOut } = useSignOut();
  const user = session.data?.user;

  if (!user) {
    return (
      <Link to="/login" className="rounded-xl bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800">
        Sign In
      </Link>
    );
  }

  return (
    // Not modal: a modal menu would hide the focusable page behind it from screen readers (aria-hidden).
    <DropdownMenu.Root modal={false}>
      {/* Named by what it shows, the first name (WCAG 2.5.3), then what it is. */}
      <DropdownMenu.Trigger className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 hover:bg-slate-100">
        <Avatar name={displayName(user)} imageUrl={user.avatarUrl} />
        <span className="max-w-20 truncate text-sm font-medium text-slate-800 sm:max-w-[150px]">{firstName(user)}</span>
        <span className="sr-only">, account menu</span>
        <ChevronDown aria-hidden className="size-4 text-slate-500" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-72 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-slate-200"
        >
          <div className="px-3 py-2">
            <p className="truncate font-semibold text-slate-900">{displayName(user)}</p>
            <p className="truncate text-sm text-slate-500">{user.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          {/* The menu stays open while signing out, so 'Signing out...' is seen. */}
          <DropdownMenu.Item
            className={itemClass}
            disabled={signingOut}
            onSelect={(event) => {
              event.preventDefault();
              void signOut();
            }}
          >
            <LogOut aria-hidden className="size-4" />
            {signingOut ? 'Signing out...' : 'Sign Out'}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
