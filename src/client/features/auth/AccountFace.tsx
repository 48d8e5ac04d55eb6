import { ChevronDown } from 'lucide-react';
import { Avatar } from '../../ui/Avatar';
import { displayName, firstName } from '../../../shared/domain/display-name';

type User = Parameters<typeof displayName>[0] & { avatarUrl: string | null };

export const ACCOUNT_TRIGGER_CLASS = 'flex min-w-0 items-center gap-2 rounded-full py-1 pr-2 pl-1 hover:bg-slate-100';

/** What the account button shows, the same before and after its menu's code has loaded. */
export function AccountFace({ user }: { user: User }) {
  return (
    <>
      <Avatar name={displayName(user)} imageUrl={user.avatarUrl} />
      <span className="max-w-20 truncate text-sm font-medium text-slate-800 sm:max-w-[150px]">{firstName(user)}</span>
      <span className="sr-only">, account menu</span>
      <ChevronDown aria-hidden className="size-4 shrink-0 text-slate-500" />
    </>
  );
}
