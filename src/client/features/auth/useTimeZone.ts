import { useEffect, useRef } from 'react';
import { readingZone } from '../../../shared/domain/zoned-time';
import { trpc } from '../../lib/trpc';
import { useSession } from './useSession';

/** The zone of the browser, as Intl reports it (UTC where it reports none). */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * The zone the signed-in account reads its days in (issue 36): the account's, not the browser's,
 * so the browser draws the same days the server counts; a shared journal is read in the reader's.
 */
export function useTimeZone(): string {
  const session = useSession();
  return readingZone(session.data?.user?.timeZone);
}

/** An account without a zone gets the browser's, once; after that only Settings changes it. */
export function useDetectTimeZone() {
  const session = useSession();
  const utils = trpc.useUtils();
  const save = trpc.preferences.saveTimeZone.useMutation({ onSuccess: () => utils.auth.session.invalidate() });
  const asked = useRef(false);
  const user = session.data?.user;
  useEffect(() => {
    if (!user || user.timeZone !== null || asked.current) return;
    asked.current = true;
    save.mutate({ timeZone: browserTimeZone() });
  }, [user, save]);
}
