import type { Quota } from './plans';
import type { UsageAlert } from './usage-alert';
import type { QuotaAlert } from './usage-banner';

// What the free plan's limits mean, in words: only the banner and the Clear all dialog say them, so
// they stay out of the modules every screen loads.

const MEANINGS: Record<Quota, Record<UsageAlert, (limit: number) => string>> = {
  entries: {
    approaching: (limit) => `At ${limit} entries saving new ones stops; deleting entries does not make room.`,
    reached: () => 'New entries cannot be saved (deleting does not make room); the journal stays readable.',
  },
  affirmations: {
    approaching: (limit) => `After ${limit} saved AI affirmations no more can be saved.`,
    reached: () => 'No more AI affirmations can be saved.',
  },
  insights: {
    approaching: (limit) => `After ${limit} AI insights no new ones can be generated.`,
    reached: () => 'No new AI insights can be generated; the ones you have stay.',
  },
};

/** What a limit means for the person, said where no upgrade is offered (no payments on this server). */
export const limitMeaning = ({ quota, level, limit }: QuotaAlert) => MEANINGS[quota][level](limit);

/** The free plan counts the entries ever added (event_count), so removing some gives none back. */
export const CLEARING_FREES_NO_ROOM = 'On the free plan this does not make room for new entries: the limit counts every entry ever added.';

export const PRO_NOT_OFFERED = 'No upgrade on this server.';
