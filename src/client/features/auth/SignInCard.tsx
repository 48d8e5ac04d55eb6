import { type FormEvent, useId, useState } from 'react';
import { Link } from '../../lib/router';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/Button';
import { FIELD_CLASS } from '../../ui/fieldStyles';
import { GoogleButton } from './GoogleButton';
import { useSession } from './useSession';

// zod comes with the first look at the form (focus) rather than with the welcome screen.
const loadLoginSchema = () => import('../../../shared/schemas/auth');

export function SignInCard() {
  const emailId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const session = useSession();
  const status = trpc.system.status.useQuery();
  const sendLink = trpc.auth.requestLoginLink.useMutation();
  const sentTo = sendLink.data?.email;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { requestLoginLinkInput } = await loadLoginSchema();
    const parsed = requestLoginLinkInput.safeParse({ email });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Please enter a valid email address.');
      return;
    }
    setInvalid(null);
    sendLink.mutate(parsed.data);
  };

  return (
    <section aria-label="Sign in" className="rounded-3xl bg-white p-6 shadow-lg ring-1 ring-slate-100 md:p-8">
      {session.data?.googleSignIn && (
        <>
          <GoogleButton />
          <div className="my-5 flex items-center gap-3 text-xs font-semibold tracking-wide text-slate-600" role="separator">
            <span className="h-px flex-1 bg-slate-200" />
            OR
            <span className="h-px flex-1 bg-slate-200" />
          </div>
        </>
      )}
      <form className="space-y-4" noValidate onSubmit={(event) => void submit(event)}>
        <div className="space-y-2">
          <label htmlFor={emailId} className="block text-sm font-medium text-slate-700">
            Continue with any other Email
          </label>
          <input
            id={emailId}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            value={email}
            aria-invalid={invalid !== null}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => setEmail(event.target.value)}
            onFocus={() => void loadLoginSchema()}
            className={FIELD_CLASS}
          />
          {invalid && (
            <p id={errorId} role="alert" className="text-sm text-red-700">
              {invalid}
            </p>
          )}
        </div>
        <Button type="submit" className="w-full" disabled={email.trim() === '' || sendLink.isPending || Boolean(sentTo)}>
          {sendLink.isPending ? 'Sending Link...' : 'Get Login Link'}
        </Button>
      </form>
      <div aria-live="polite" className="mt-4 empty:hidden">
        {sentTo && (
          <p className="rounded-xl bg-teal-50 p-3 text-sm text-teal-900">
            We've sent a login link to {sentTo}. It shall be there within 2 minutes. Check your inbox!
            {status.data?.services.mail === 'dev-outbox' && (
              <>
                {' '}
                <a href="/dev/outbox" target="_blank" rel="noopener" className="font-semibold underline">
                  Open the dev outbox
                </a>
              </>
            )}
          </p>
        )}
        {sendLink.isError && (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
            Error: {sendLink.error.message || 'Failed to send magic link.'}
          </p>
        )}
      </div>
      <p className="mt-6 text-center text-xs text-slate-500">
        By continuing you agree to our{' '}
        <Link to="/terms" target="_blank" rel="noopener" className="underline hover:text-slate-700">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to="/privacy" target="_blank" rel="noopener" className="underline hover:text-slate-700">
          Privacy Policy
        </Link>
        .
      </p>
    </section>
  );
}
