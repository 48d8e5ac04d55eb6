/** The questions stage of onboarding (spec 2.3); its steps arrive with the onboarding issue. */
export function QuestionsStage() {
  return (
    <main className="mx-auto max-w-xl px-5 py-16">
      <section aria-labelledby="questions-heading" className="rounded-3xl bg-white p-8 shadow-lg ring-1 ring-slate-100">
        <h1 id="questions-heading" className="text-2xl font-bold text-slate-900">
          Let's get to know you
        </h1>
        <p className="mt-3 text-slate-600">
          A few short questions will tailor Attune to you. They will appear here shortly.
        </p>
      </section>
    </main>
  );
}
