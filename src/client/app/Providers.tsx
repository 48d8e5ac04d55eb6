import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { httpBatchLink } from '@trpc/client';
import { type ReactNode, useState } from 'react';
import { MAX_BATCH_CALLS } from '../../shared/domain/api-limits';
import { earlyFirstBatchFetch } from '../features/auth/earlyFirstBatch';
import { signOutGate } from '../features/auth/signOutGate';
import { useRetryPendingSignOut } from '../features/auth/useSession';
import { debugLink } from '../lib/debugLink';
import { isDebugMode } from '../lib/debugMode';
import { trpc } from '../lib/trpc';
import { LazyToaster } from '../ui/LazyToaster';

function createQueryClient() {
  // React Query assumes a connection until an 'offline' event; a page opened offline (from the
  // service worker's cache) pauses its queries from the start, and they run on the 'online' event.
  onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

function createTrpcClient() {
  const transport = httpBatchLink({ url: '/trpc', maxItems: MAX_BATCH_CALLS, fetch: earlyFirstBatchFetch });
  return trpc.createClient({ links: isDebugMode() ? [debugLink, signOutGate.link, transport] : [signOutGate.link, transport] });
}

function PendingSignOutRetry() {
  useRetryPendingSignOut();
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <PendingSignOutRetry />
        {children}
        <LazyToaster />
      </QueryClientProvider>
    </trpc.Provider>
  );
}
