import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/Providers';
import { registerServiceWorker } from './app/registerServiceWorker';
import { AppRoutes } from './app/routes';
import { likelyPageCodeLoaded } from './app/usePrefetchLikelyPage';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

/** Past this the page is drawn anyway, its fallback shown until the journal's code is in. */
const LIKELY_PAGE_WAIT_MS = 1_000;

void likelyPageCodeLoaded(LIKELY_PAGE_WAIT_MS).then(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <AppRoutes />
      </Providers>
    </StrictMode>,
  ),
);

registerServiceWorker();
