import { lazyWithPreload } from '../../lib/lazyWithPreload';

// Issue 38: the small body figure of a physical entry's card and details, in the body map's chunk.
export const SmallBodyMap = lazyWithPreload(() => import('../body-map/SmallBodyMap'), 'SmallBodyMap');
