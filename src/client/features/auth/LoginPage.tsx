import { Navigate } from '../../lib/router';
import { CenteredMessage } from '../../ui/CenteredMessage';
import { OfflineMessage } from '../connection/OfflineMessage';
import { useSessionUnreachable } from '../connection/useSessionUnreachable';
import { ServiceStatusNote } from '../system/ServiceStatusNote';
import { destinationFor } from './destination';
import { SignInCard } from './SignInCard';
import { useSession } from './useSession';

/** /login: the sign-in card on its own; a signed-in account is sent where it belongs. */
export function LoginPage() {
  const session = useSession();
  const unreachable = useSessionUnreachable(session);
  if (unreachable) return <OfflineMessage purpose="sign-in" />;
  if (session.isPending) return <CenteredMessage title="Loading..." busy />;
  if (session.data?.user) return <Navigate to={destinationFor(session.data.user, null)} replace />;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-teal-50 via-white to-indigo-50 px-5 py-10">
      <div className="w-full max-w-md space-y-6">
        <header className="flex flex-col items-center gap-3 text-center">
          <img src="/favicon.svg" alt="" className="size-12" />
          <h1 className="text-2xl font-bold text-slate-900">Sign in to Attune</h1>
        </header>
        <SignInCard />
        <ServiceStatusNote />
      </div>
    </main>
  );
}
