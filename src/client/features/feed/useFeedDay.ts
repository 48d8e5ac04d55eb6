import { useCallback } from 'react';
import { useLocation, useNavigate } from '../../lib/router';

/** The calendar day the feed is narrowed to, from the address (/?day=2026-03-29), and a way back to every day. */
export function useFeedDay() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const chosen = new URLSearchParams(search).get('day');
  // The server checks the day; the shape alone keeps a stray parameter out of the request.
  const day = chosen && /^\d{4}-\d{2}-\d{2}$/.test(chosen) ? chosen : null;
  const clearDay = useCallback(() => {
    const next = new URLSearchParams(search);
    next.delete('day');
    const rest = next.toString();
    void navigate(`${pathname}${rest ? `?${rest}` : ''}`);
  }, [navigate, pathname, search]);
  return { day, clearDay };
}
