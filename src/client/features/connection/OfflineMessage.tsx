import { CenteredMessage } from '../../ui/CenteredMessage';

/** The signed-in app's page while the session cannot be checked for want of a connection. */
export function OfflineMessage() {
  return (
    <CenteredMessage title="You are offline">
      Attune needs a connection to load your journal. It will reload your journal when you are back online.
    </CenteredMessage>
  );
}
