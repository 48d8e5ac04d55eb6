import type { FormEvent, ReactNode } from 'react';

/** The white card an onboarding step sits in, headed by its title; a form when it submits. */
export function StepCard({
  title,
  titleId,
  onSubmit,
  children,
}: {
  title: string;
  titleId: string;
  onSubmit?: () => void;
  children: ReactNode;
}) {
  const className = 'rounded-3xl bg-white p-6 shadow-lg ring-1 ring-slate-100 md:p-8';
  const heading = (
    <h1 id={titleId} className="mb-6 text-2xl font-bold text-slate-900">
      {title}
    </h1>
  );
  if (!onSubmit) {
    return (
      <section aria-labelledby={titleId} className={className}>
        {heading}
        {children}
      </section>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form aria-labelledby={titleId} onSubmit={submit} className={className}>
      {heading}
      {children}
    </form>
  );
}
