import { describe, expect, it } from 'vitest';
import { planUsage } from '../../src/shared/domain/plans';
import { limitMeaning } from '../../src/shared/domain/limit-meaning';
import { bannerDue, countLabel, crossedThresholds, quotaAlerts } from '../../src/shared/domain/usage-banner';

const used = (entries: number, affirmations = 0, insights = 0) => ({ entries, affirmations, insights });

describe('the usage banner: what it is about', () => {
  it('names only the quotas at 80% or more, each approaching or reached', () => {
    expect(quotaAlerts(planUsage('free', used(79, 3, 1)))).toEqual([]);
    expect(quotaAlerts(planUsage('free', used(85, 3, 4)))).toEqual([
      { quota: 'entries', level: 'approaching', used: 85, limit: 100 },
      { quota: 'insights', level: 'reached', used: 4, limit: 4 },
    ]);
    expect(quotaAlerts(planUsage('pro', used(500, 500, 50)))).toEqual([]);
    expect(quotaAlerts(planUsage('free', used(85))).map(countLabel)).toEqual(['85 of 100 entries']);
  });
});

describe('the usage banner: dismissed for the session until the next threshold', () => {
  const approaching = quotaAlerts(planUsage('free', used(85)));
  const reached = quotaAlerts(planUsage('free', used(100)));
  const insightsToo = quotaAlerts(planUsage('free', used(85, 0, 4)));

  it('shows when nothing was dismissed, and not once what shows now was dismissed', () => {
    expect(bannerDue(approaching, [])).toBe(true);
    expect(bannerDue(approaching, crossedThresholds(approaching))).toBe(false);
  });

  it('comes back when a limit is reached, or another quota crosses its threshold', () => {
    expect(bannerDue(reached, crossedThresholds(approaching))).toBe(true);
    expect(bannerDue(insightsToo, crossedThresholds(approaching))).toBe(true);
  });
});

describe('the usage banner: what a limit means, where no upgrade is offered', () => {
  it('says that deleting entries frees no room (the count is of entries written)', () => {
    const [entries] = quotaAlerts(planUsage('free', used(100)));
    expect(limitMeaning(entries!)).toBe('New entries cannot be saved (deleting does not make room); the journal stays readable.');
    const [soon] = quotaAlerts(planUsage('free', used(80)));
    expect(limitMeaning(soon!)).toBe('At 100 entries saving new ones stops; deleting entries does not make room.');
  });
});
