import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Bell, Globe, LogOut, Palette, Trash2 } from 'lucide-react';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { lazyWithPreload, preloadWhenIdle } from '../../lib/lazyWithPreload';
import { navigate } from '../../lib/router';
import type { PopupArrival } from '../../ui/DeferredPopup';
import { ACCOUNT_TRIGGER_CLASS, AccountFace } from './AccountFace';
import { displayName } from '../../../shared/domain/display-name';
import { readingZone } from '../../../shared/domain/zoned-time';
import { ManageSubscriptionItem } from '../billing/ManageSubscriptionItem';
import { type ProfileDialog, preloadProfileDialogs } from '../profiles/profileDialogs';
import { ProfileDialogs } from '../profiles/ProfileDialogs';
import { MENU_ITEM_CLASS, ProfileMenuItems } from '../profiles/ProfileMenuItems';
import { useCurrentProfile } from '../profiles/useCurrentProfile';
import type { useSession } from './useSession';
import { useSignOut } from './useSignOut';

const DeleteAccountModal = lazyWithPreload(() => import('../account/DeleteAccountModal'), 'DeleteAccountModal');
const TimeZoneModal = lazyWithPreload(() => import('./TimeZoneModal'), 'TimeZoneModal');
const BrandStyleModal = lazyWithPreload(() => import('../brand/modal/BrandStyleModal'), 'BrandStyleModal');

type User = NonNullable<NonNullable<ReturnType<typeof useSession>['data']>['user']>;

/** Spec 2.6, the header dropdown: the account, its profiles and what can be done with them. */
export function AccountMenu({ user, arrival }: { user: User; arrival: PopupArrival }) {
  const { signingOut, signOut } = useSignOut();
  const current = useCurrentProfile();
  const [dialog, setDialog] = useState<ProfileDialog | 'brand' | 'time-zone' | 'delete-account'>(null);
  // Stable, so the invite modal's 3 s auto-close timer is not restarted by the menu's re-renders.
  const closeDialog = useCallback(() => setDialog(null), []);
  useEffect(() => preloadWhenIdle(...preloadProfileDialogs, BrandStyleModal.preload), []);
  return (
    <>
      {/* Not modal: a modal menu would hide the focusable page behind it from screen readers (aria-hidden). */}
      <DropdownMenu.Root modal={false} open={arrival.open} onOpenChange={arrival.onOpenChange}>
        {/* Named by what it shows, the first name (WCAG 2.5.3), then what it is. */}
        <DropdownMenu.Trigger className={ACCOUNT_TRIGGER_CLASS} data-walkthrough="profiles" autoFocus={arrival.autoFocus}>
          <AccountFace user={user} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            // A dialog opened from the menu takes the focus; the menu must not pull it back to its button.
            onCloseAutoFocus={(event) => dialog && event.preventDefault()}
            className="z-50 w-80 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-slate-200"
          >
            <div className="px-3 py-2">
              <p className="truncate font-semibold text-slate-900">{displayName(user)}</p>
              <p className="truncate text-sm text-slate-600">{user.email}</p>
            </div>
            {/* The menu stays open while signing out, so 'Signing out...' is seen. */}
            <DropdownMenu.Item
              className={MENU_ITEM_CLASS}
              disabled={signingOut}
              onSelect={(event) => {
                event.preventDefault();
                void signOut();
              }}
            >
              <LogOut aria-hidden className="size-4" />
              {signingOut ? 'Signing out...' : 'Sign Out'}
            </DropdownMenu.Item>
            <ManageSubscriptionItem />
            <DropdownMenu.Item className={MENU_ITEM_CLASS} onSelect={() => setDialog('brand')}>
              <Palette aria-hidden className="size-4" /> Brand style
            </DropdownMenu.Item>
            <DropdownMenu.Item className={MENU_ITEM_CLASS} onSelect={() => setDialog('time-zone')}>
              <Globe aria-hidden className="size-4" /> <span className="truncate">Time zone: {readingZone(user.timeZone).replaceAll('_', ' ')}</span>
            </DropdownMenu.Item>
            <DropdownMenu.Item className={MENU_ITEM_CLASS} onSelect={() => void navigate('/settings/reminders')}>
              <Bell aria-hidden className="size-4" /> Reminders
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
            <ProfileMenuItems current={current} onOpen={setDialog} />
            <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
            <DropdownMenu.Item className={`${MENU_ITEM_CLASS} text-red-800`} onSelect={() => setDialog('delete-account')}>
              <Trash2 aria-hidden className="size-4" />
              Delete account…
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ProfileDialogs dialog={dialog === 'brand' || dialog === 'time-zone' || dialog === 'delete-account' ? null : dialog} onClose={closeDialog} current={current} />
      {dialog === 'brand' && (
        <Suspense fallback={null}>
          <BrandStyleModal onClose={closeDialog} />
        </Suspense>
      )}
      {dialog === 'time-zone' && (
        <Suspense fallback={null}>
          <TimeZoneModal current={readingZone(user.timeZone)} onClose={closeDialog} />
        </Suspense>
      )}
      {dialog === 'delete-account' && (
        <Suspense fallback={null}>
          <DeleteAccountModal email={user.email} onClose={closeDialog} />
        </Suspense>
      )}
    </>
  );
}
