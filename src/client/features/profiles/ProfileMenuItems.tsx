import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, Download, FileUp, Info, LogOut as LeaveIcon, Plus, Settings2, UserPlus, Users } from 'lucide-react';
import { useId } from 'react';
import { ProfileBadge } from './ProfileBadge';
import type { ProfileDialog } from './profileDialogs';
import type { useCurrentProfile } from './useCurrentProfile';

export const MENU_ITEM_CLASS =
  'flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm text-slate-700 outline-none data-[disabled]:opacity-50 data-[highlighted]:bg-slate-100';

/** Spec 2.6: the 'Select Profile' list and what can be done with the current profile. */
export function ProfileMenuItems({ current, onOpen }: { current: ReturnType<typeof useCurrentProfile>; onOpen: (dialog: ProfileDialog) => void }) {
  const labelId = useId();
  const { profile, data: profiles = [] } = current;
  return (
    <>
      <DropdownMenu.Label id={labelId} className="px-3 py-2 text-xs font-semibold text-slate-600">
        Select Profile
      </DropdownMenu.Label>
      {current.isPending && <p className="px-3 py-2 text-sm text-slate-600">Loading profiles...</p>}
      {!current.isPending && profiles.length === 0 && <p className="px-3 py-2 text-sm text-slate-600">No profiles available.</p>}
      {profiles.length > 0 && (
        <DropdownMenu.RadioGroup
          aria-labelledby={labelId}
          value={profile?.id ?? ''}
          onValueChange={current.select}
          className="max-h-48 overflow-y-auto"
        >
          {profiles.map((listed) => (
            <DropdownMenu.RadioItem key={listed.id} value={listed.id} className={`${MENU_ITEM_CLASS} py-2`}>
              <ProfileBadge profile={listed} />
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-1.5">
                  <span className="truncate font-medium text-slate-900">{listed.name}</span>
                  {listed.source === 'shared' && <Users role="img" aria-label="Shared profile" className="size-3.5 shrink-0 text-slate-500"><title>Shared profile</title></Users>}
                </span>
                {listed.sharedBy && <span className="block truncate text-xs text-slate-600">Shared by {listed.sharedBy}</span>}
              </span>
              <DropdownMenu.ItemIndicator>
                <Check aria-hidden className="size-4 text-teal-700" />
              </DropdownMenu.ItemIndicator>
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      )}
      <DropdownMenu.Item className={MENU_ITEM_CLASS} onSelect={() => onOpen('create')}>
        <Plus aria-hidden className="size-4" /> New profile…
      </DropdownMenu.Item>
      {profile?.source === 'owned' && (
        <DropdownMenu.Item className={MENU_ITEM_CLASS} onSelect={() => onOpen('manage')}>
          <Settings2 aria-hidden className="size-4" /> <span className="truncate">Manage {profile.name}</span>
        </DropdownMenu.Item>
      )}
      {profile?.source === 'shared' && (
        <>
          <DropdownMenu.Item className={MENU_ITEM_CLASS} onSelect={() => onOpen('about')}>
            <Info aria-hidden className="size-4" /> About this shared journal
          </DropdownMenu.Item>
          <DropdownMenu.Item className={MENU_ITEM_CLASS} onSelect={() => onOpen('leave')}>
            <LeaveIcon aria-hidden className="size-4" /> <span className="truncate">Leave {profile.name}…</span>
          </DropdownMenu.Item>
        </>
      )}
      {profile && (
        <DropdownMenu.Item className={MENU_ITEM_CLASS} onSelect={() => onOpen('export')}>
          <Download aria-hidden className="size-4" /> <span className="truncate">Export {profile.name}…</span>
        </DropdownMenu.Item>
      )}
      {profile && profile.permissionLevel !== 'viewer' && (
        <DropdownMenu.Item className={MENU_ITEM_CLASS} onSelect={() => onOpen('import')}>
          <FileUp aria-hidden className="size-4" /> <span className="truncate">Import into {profile.name}…</span>
        </DropdownMenu.Item>
      )}
      <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
      <DropdownMenu.Item className={`${MENU_ITEM_CLASS} font-medium text-teal-800`} onSelect={() => onOpen('invite')}>
        <UserPlus aria-hidden className="size-4" /> Invite a Friend, Coach, or Patient
      </DropdownMenu.Item>
    </>
  );
}
