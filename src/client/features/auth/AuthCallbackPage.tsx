import { Link } from 'react-router';
import { CenteredMessage } from '../../ui/CenteredMessage';
import { useAuthCallback } from './useAuthCallback';

export function AuthCallbackPage() {
  const { error } = useAuthCallback();
  if (!error) return <CenteredMessage title="Finishing authentication..." busy />;
  return (
    <CenteredMessage title="Authentication Failed">
      <p role="alert">{error}</p>
      <Link
        to="/login"
        className="mt-6 inline-flex min-h-11 items-center rounded-xl bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800"
      >
        Back to Login
      </Link>
    </CenteredMessage>
  );
}
