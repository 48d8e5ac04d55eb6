import { UserMenu } from '../features/auth/UserMenu';
import { BrandHomeLink } from '../features/brand/BrandHomeLink';
import { AppHeader } from '../ui/AppHeader';
import { LAST_UPDATED, legalText } from './legalText';

/** Terms or Privacy; often opened on their own (a new tab from sign-in), so the brand leads home. */
export function LegalPage({ kind }: { kind: keyof typeof legalText }) {
  const { title, sections } = legalText[kind];
  return (
    <>
      <AppHeader brand={<BrandHomeLink />}>
        <UserMenu />
      </AppHeader>
      <main className="mx-auto max-w-2xl space-y-6 px-5 py-12">
        <header>
          <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
          <p className="mt-2 text-sm text-slate-500">Last updated {LAST_UPDATED}</p>
        </header>
        {sections.map(([heading, paragraphs]) => (
          <section key={heading} className="space-y-2">
            <h2 className="text-lg font-semibold text-slate-800">{heading}</h2>
            {paragraphs.map((paragraph) => (
              <p key={paragraph} className="text-slate-600">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </main>
    </>
  );
}
