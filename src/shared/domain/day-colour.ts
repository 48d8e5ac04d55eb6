/** A day's feelings as the calendar colours them. */
export interface DayFeelings {
  feelings: number;
  positive: number;
  negative: number;
  rated: number;
  intensitySum: number;
}

export const BALANCES = ['negative', 'leaning negative', 'mixed', 'leaning positive', 'positive'] as const;
export type Balance = (typeof BALANCES)[number];
export const STRENGTHS = ['mild', 'strong'] as const;
export type Strength = (typeof STRENGTHS)[number];

/** The balance of a day: (positive - negative) / feelings, from -1 to 1, in five steps. */
export function balanceOf({ feelings, positive, negative }: DayFeelings): Balance | null {
  if (feelings === 0) return null;
  const balance = (positive - negative) / feelings;
  if (balance <= -0.6) return 'negative';
  if (balance < -0.2) return 'leaning negative';
  if (balance <= 0.2) return 'mixed';
  if (balance < 0.6) return 'leaning positive';
  return 'positive';
}

/** Mean intensity of 6 or more (of 10) is a strong day, else mild; a day without ratings is mild. */
export const strengthOf = ({ rated, intensitySum }: DayFeelings): Strength => (rated > 0 && intensitySum / rated >= 6 ? 'strong' : 'mild');

/** Fill and text colour of each shade (text at WCAG AA contrast on its fill); rose for negative, teal for positive. */
const SHADES: Record<Balance, Record<Strength, { fill: string; text: string }>> = {
  negative: { mild: { fill: '#fda4af', text: '#0f172a' }, strong: { fill: '#be123c', text: '#ffffff' } },
  'leaning negative': { mild: { fill: '#fecdd3', text: '#0f172a' }, strong: { fill: '#fb7185', text: '#0f172a' } },
  mixed: { mild: { fill: '#e2e8f0', text: '#0f172a' }, strong: { fill: '#94a3b8', text: '#0f172a' } },
  'leaning positive': { mild: { fill: '#ccfbf1', text: '#0f172a' }, strong: { fill: '#5eead4', text: '#0f172a' } },
  positive: { mild: { fill: '#99f6e4', text: '#0f172a' }, strong: { fill: '#0f766e', text: '#ffffff' } },
};

export const NO_FEELINGS_SHADE = { fill: '#f8fafc', text: '#334155' };

export interface DayShade {
  balance: Balance | null;
  strength: Strength;
  fill: string;
  text: string;
  /** What the colour says, for the day's accessible name and the table. */
  description: string;
}

export function dayShade(day: DayFeelings): DayShade {
  const balance = balanceOf(day);
  const strength = strengthOf(day);
  if (balance === null) return { balance, strength, ...NO_FEELINGS_SHADE, description: 'no feelings logged' };
  return { balance, strength, ...SHADES[balance][strength], description: `${balance} feelings, ${strength}` };
}

/** The legend: every shade with its words. */
export const SHADE_LEGEND = BALANCES.flatMap((balance) => STRENGTHS.map((strength) => ({ balance, strength, ...SHADES[balance][strength] })));

/** The entries a calendar day counts, with physical sensations and affirmations each shown or not. */
export const visibleEntries = (day: { entries: number; physical: number; affirmations: number }, show: { physical: boolean; affirmations: boolean }) =>
  day.entries - (show.physical ? 0 : day.physical) - (show.affirmations ? 0 : day.affirmations);
