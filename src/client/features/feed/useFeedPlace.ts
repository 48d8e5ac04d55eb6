import { useCallback } from 'react';
import { readBodyPlace, withBodyPlace } from '../../lib/bodyPlaceAddress';
import { useLocation, useNavigate } from '../../lib/router';

/** The place chosen on the body map that the feed is narrowed to (issue 38), and a way back to every entry. */
export function useFeedPlace() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const place = readBodyPlace(search);
  const clearPlace = useCallback(() => navigate(`${pathname}${withBodyPlace(search, null)}`), [navigate, pathname, search]);
  return { place, clearPlace };
}
