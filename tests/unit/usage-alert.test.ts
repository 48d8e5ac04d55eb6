import { describe, expect, it } from 'vitest';
import { planUsage } from '../../src/shared/domain/plans';
import { entryLimitReached, usageAlert } from '../../src/shared/domain/usage-alert';

const used = (entries: number, affirmations = 0, insights = 0) => ({ entries, affirmations, insights });

describe('the usage banner (spec 4.6)', () => {
  it('is hidden on the free plan below 80% of every limit', () => {
    expect(usageAlert('free', planUsage('free', used(79, 79, 3)))).toBeNull();
  });

  it('warns from 80% of any limit', () => {
    expect(usageAlert('free', planUsage('free', used(80)))).toBe('approaching');
    expect(usageAlert('free', planUsage('free', used(0, 80)))).toBe('approaching');
    expect(usageAlert('free', planUsage('free', used(0, 0, 4 * 0.8)))).toBe('approaching');
  });

  it('says the limit is reached at or over any limit', () => {
    expect(usageAlert('free', planUsage('free', used(100)))).toBe('reached');
    expect(usageAlert('free', planUsage('free', used(85, 0, 4)))).toBe('reached');
    expect(usageAlert('free', planUsage('free', used(120)))).toBe('reached');
  });

  it('never shows on pro', () => {
    expect(usageAlert('pro', planUsage('pro', used(500, 500, 50)))).toBeNull();
  });
});

describe('the entry limit', () => {
  it('is reached at 100 entries on free, never on pro', () => {
    expect(entryLimitReached(planUsage('free', used(99)))).toBe(false);
    expect(entryLimitReached(planUsage('free', used(100)))).toBe(true);
    expect(entryLimitReached(planUsage('pro', used(1000)))).toBe(false);
  });
});
