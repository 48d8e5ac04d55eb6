/**
 * A data profile's colour is one of these background classes (spec 3: bg-{colour}-500), drawn as
 * a gradient from its 400 to its 600 shade; unknown or missing colours fall back to gray.
 */
export const PROFILE_COLORS = {
  'bg-gray-500': ['#9ca3af', '#4b5563'],
  'bg-red-500': ['#f87171', '#dc2626'],
  'bg-orange-500': ['#fb923c', '#ea580c'],
  'bg-amber-500': ['#fbbf24', '#d97706'],
  'bg-green-500': ['#4ade80', '#16a34a'],
  'bg-teal-500': ['#2dd4bf', '#0d9488'],
  'bg-sky-500': ['#38bdf8', '#0284c7'],
  'bg-blue-500': ['#60a5fa', '#2563eb'],
  'bg-indigo-500': ['#818cf8', '#4f46e5'],
  'bg-purple-500': ['#c084fc', '#9333ea'],
  'bg-pink-500': ['#f472b6', '#db2777'],
  'bg-rose-500': ['#fb7185', '#e11d48'],
} as const satisfies Record<string, readonly [string, string]>;

export type ProfileColor = keyof typeof PROFILE_COLORS;
export const PROFILE_COLOR_CLASSES = Object.keys(PROFILE_COLORS) as ProfileColor[];
export const DEFAULT_PROFILE_COLOR: ProfileColor = 'bg-gray-500';

export function profileGradient(color: string): readonly [string, string] {
  return PROFILE_COLORS[color as ProfileColor] ?? PROFILE_COLORS[DEFAULT_PROFILE_COLOR];
}

export const MAX_PROFILE_NAME_LENGTH = 100;
export const MAX_PROFILE_INITIAL_LENGTH = 2;
/** More journals than any household, coach or practice keeps at once; a bound on what one account can create. */
export const MAX_OWNED_PROFILES = 25;

/** The initial a profile shows when none is chosen: the name's first letter, upper-cased. */
export function defaultInitial(name: string): string {
  return (Array.from(name.trim())[0] ?? '?').toUpperCase();
}
