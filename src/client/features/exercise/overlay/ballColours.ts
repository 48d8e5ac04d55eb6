import type { BallColour } from '../../../../shared/domain/eye-exercise';

/** How each of the seven ball colours is drawn: soft, bright enough on the dark backdrop. */
export const BALL_COLOUR_VALUES: Record<BallColour, string> = {
  Green: '#4ade80',
  Blue: '#60a5fa',
  Purple: '#c084fc',
  Pink: '#f472b6',
  Orange: '#fb923c',
  Teal: '#2dd4bf',
  Indigo: '#818cf8',
};
