import { CenteredMessage } from '../ui/CenteredMessage';

export function PlaceholderPage({ title }: { title: string }) {
  return <CenteredMessage title={title}>This screen is on its way.</CenteredMessage>;
}
