import { SignInCard } from '../auth/SignInCard';
import { ServiceStatusNote } from '../system/ServiceStatusNote';
import { featureCards } from './featureCards';

/** Spec 2.2. On phones the sign-in card comes right after the headline, before the feature cards. */
export function WelcomeScreen() {
  return (
    <main className="min-h-dvh bg-gradient-to-br from-teal-50 via-white to-indigo-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-5 py-10 md:grid-cols-[1.15fr_1fr] md:items-center md:gap-x-12 md:py-20">
        <header className="space-y-4 md:self-end">
          <p className="inline-flex rounded-full bg-white/70 px-3 py-1 text-sm font-medium text-teal-800 ring-1 ring-teal-100">
            Your wellness journal
          </p>
          <h1 className="text-4xl font-bold tracking-tight text-slate-900 md:text-5xl">Welcome to Attune</h1>
          <p className="max-w-xl text-lg text-slate-600">Use AI to guide you through the ups and downs of daily life.</p>
        </header>
        <div className="space-y-4 md:col-start-2 md:row-span-2 md:row-start-1">
          <SignInCard />
          <ServiceStatusNote />
        </div>
        <ul aria-label="Features" className="grid gap-3 sm:grid-cols-3 md:self-start">
          {featureCards.map(({ title, text, icon: Icon }) => (
            <li key={title} className="rounded-2xl bg-white/80 p-4 shadow-sm ring-1 ring-slate-100">
              <Icon aria-hidden className="mb-3 size-6 text-teal-700" />
              <h2 className="font-semibold text-slate-900">{title}</h2>
              <p className="mt-1 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
