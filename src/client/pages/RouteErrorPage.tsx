import { CenteredMessage } from '../ui/CenteredMessage';
import { PageTitle } from '../ui/PageTitle';

export function RouteErrorPage({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : 'Unknown error';
  return (
    <CenteredMessage title="Unexpected Application Error!">
      <PageTitle page="Something went wrong" />
      <p>{detail}</p>
      <a href="/" className="mt-4 inline-block font-semibold text-teal-700 underline">
        Back to Attune
      </a>
    </CenteredMessage>
  );
}
