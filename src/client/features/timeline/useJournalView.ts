import { useCallback } from 'react';
import { useLocation, useNavigate } from '../../lib/router';

export type JournalView = 'timeline' | 'body-map';

/** Whether the panel above quick add shows the timeline or the body map (issue 38), from the address (/?view=body-map). */
export function useJournalView() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const view: JournalView = new URLSearchParams(search).get('view') === 'body-map' ? 'body-map' : 'timeline';
  const setView = useCallback(
    (next: JournalView) => {
      const params = new URLSearchParams(search);
      if (next === 'body-map') params.set('view', next);
      else params.delete('view');
      const rest = params.toString();
      navigate(`${pathname}${rest ? `?${rest}` : ''}`, { replace: true });
    },
    [navigate, pathname, search],
  );
  return { view, setView };
}
