import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogOut } from 'lucide-react';
import type { PopupArrival } from '../../ui/DeferredPopup';
import { ACCOUNT_TRIGGER_CLASS, AccountFace } from './AccountFace';
import { displayName } from '../../../shared/domain/display-name';
import type { useSession } from './useSession';
import { useSignOut } from './useSignOut';

type User = NonNullable<NonNullable<ReturnType<typeof useSession>['data']>['user']>;

const itemClass =
  'flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm text-slate-700 outline-none data-[disabled]:opacity-50 data-[highlighted]:bg-slate-100';

/** Spec 2.6, the account part of the header dropdown (profiles and invitations join it later). */
export function AccountMenu({ user, arrival }: { user: User; arrival: PopupArrival }) {
  const { signingOut, signOut } = useSignOut();
  return (
    // Not modal: a modal menu would hide the focusable page behind it from screen readers (aria-hidden).
    <DropdownMenu.Root modal={false} open={arrival.open} onOpenChange={arrival.onOpenChange}>
      {/* Named by what it shows, the first name (WCAG 2.5.3), then what it is. */}
      <DropdownMenu.Trigger className={ACCOUNT_TRIGGER_CLASS} autoFocus={arrival.autoFocus}>
        <AccountFace user={user} />
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
