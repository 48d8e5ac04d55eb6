import { type Brand, DEFAULT_BRAND } from './brand';

const brand = (id: string, name: string, tagline: string, logo: string, primaryColor: string, secondaryColor: string): Brand => ({
  id,
  name,
  tagline,
  logo,
  primaryColor,
  secondaryColor,
});

/** Spec 2.13: the 23 brand styles, the default first. Every colour carries white text (contrast at least 4.5:1). */
export const BRANDS: readonly Brand[] = [
  DEFAULT_BRAND,
  brand('sage', 'Sage', 'Grow at your own pace.', '🌱', '#4f6f52', '#3f6212'),
  brand('forest', 'Forest', 'Rooted and steady.', '🌲', '#15803d', '#14532d'),
  brand('meadow', 'Meadow', 'Breathe in the open air.', '🌼', '#4d7c0f', '#a16207'),
  brand('ocean', 'Ocean', 'Let the waves carry you.', '🌊', '#0369a1', '#1e3a8a'),
  brand('lagoon', 'Lagoon', 'Calm and unhurried.', '🐚', '#0e7490', '#1d4ed8'),
  brand('mountain-air', 'Mountain Air', 'Steady as the peaks.', '🏔️', '#1e293b', '#047857'),
  brand('gentle-rain', 'Gentle Rain', 'It is okay to slow down.', '🌧️', '#475569', '#0369a1'),
  brand('slate', 'Slate', 'Clear mind, calm heart.', '🪨', '#1e293b', '#475569'),
  brand('midnight', 'Midnight', 'Rest under the stars.', '🌙', '#1e1b4b', '#4338ca'),
  brand('lavender-dusk', 'Lavender Dusk', 'Soft light, slow breaths.', '🪻', '#7c3aed', '#4f46e5'),
  brand('flutter', 'Flutter', 'Change can be gentle.', '🦋', '#0e7490', '#4f46e5'),
  brand('blueberry', 'Blueberry', 'Small joys, often.', '🫐', '#1d4ed8', '#86198f'),
  brand('aurora', 'Aurora', 'Light finds a way.', '🌌', '#047857', '#6d28d9'),
  brand('plum', 'Plum', 'Tender and strong.', '🍇', '#86198f', '#581c87'),
  brand('lotus', 'Lotus', 'Bloom where you are.', '🪷', '#be185d', '#7e22ce'),
  brand('twilight', 'Twilight', 'Wind down, let go.', '🌆', '#4338ca', '#be185d'),
  brand('rose-quartz', 'Rose Quartz', 'Be kind to yourself.', '🌹', '#be123c', '#9d174d'),
  brand('coral-reef', 'Coral Reef', 'Bright, brave and you.', '🪸', '#c2410c', '#be123c'),
  brand('sunrise', 'Sunrise', 'Each day, a fresh start.', '🌅', '#b45309', '#be185d'),
  brand('candlelight', 'Candlelight', 'Warmth from within.', '🕯️', '#a16207', '#9a3412'),
  brand('desert-bloom', 'Desert Bloom', 'Beauty in stillness.', '🌵', '#9a3412', '#4d7c0f'),
  brand('cocoa', 'Cocoa', 'Cozy and content.', '☕', '#78350f', '#57534e'),
];

/** The brand with this id; the default for an unknown or missing one (a stored choice from an older list, say). */
export function brandById(id: string | null | undefined): Brand {
  return BRANDS.find((listed) => listed.id === id) ?? DEFAULT_BRAND;
}
