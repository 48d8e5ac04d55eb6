import type { ReactNode } from 'react';
import { CenteredMessage } from '../../ui/CenteredMessage';

/**
 * A page's place while the session cannot be checked for want of a connection; `purpose` says what
 * the connection is for; `children` follow the words (the entries waiting on this device).
 */
export function OfflineMessage({ purpose = 'journal', children }: { purpose?: 'journal' | 'sign-in'; children?: ReactNode }) {
  return (
    <CenteredMessage title="You are offline">
      {purpose === 'journal'
        ? 'Attune needs a connection to load your journal. It will reload your journal when you are back online.'
        : 'Attune needs a connection to sign you in. This page will go on when you are back online.'}
      {children}
    </CenteredMessage>
  );
}
