import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../ui/Button';

export function SignInCard() {
  const emailId = useId();
  const [email, setEmail] = useState('');

  return (
    <section aria-label="Sign in" className="rounded-3xl bg-white p-6 shadow-lg ring-1 ring-slate-100 md:p-8">
      <form className="space-y-5" noValidate onSubmit={(event) => event.preventDefault()}>
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
            onChange={(event) => setEmail(event.target.value)}
            className="block min-h-11 w-full rounded-xl border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 focus:outline-none"
          />
        </div>
        <Button type="submit" className="w-full" disabled={email.trim() === ''}>
          Get Login Link
        </Button>
      </form>
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
