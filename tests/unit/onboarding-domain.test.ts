import { describe, expect, it } from 'vitest';
import { COUNTRY_OPTIONS } from '../../src/shared/domain/countries';
import { isValidAnswer, ONBOARDING_STEPS, progressFraction, questionFor } from '../../src/shared/domain/onboarding';

describe('onboarding steps', () => {
  it('are the ten questions, then commitment, plan selection and completion', () => {
    expect(ONBOARDING_STEPS).toEqual([
      'lifeStruggle',
      'occupation',
      'satisfiedEconomy',
      'country',
      'comfortableAlone',
      'maritalStatus',
      'attentionNeeds',
      'hasChildren',
      'notDoingBest',
      'helpScope',
      'commitment',
      'plan_selection',
      'completion',
    ]);
  });

  it('fill the progress bar by (step-1)/(total-1)', () => {
    expect(progressFraction('lifeStruggle')).toBe(0);
    expect(progressFraction('occupation')).toBeCloseTo(1 / 12);
    expect(progressFraction('completion')).toBe(1);
  });
});

describe('answers', () => {
  it('accept only true or false for yes/no questions', () => {
    const question = questionFor('hasChildren')!;
    expect(isValidAnswer(question, true)).toBe(true);
    expect(isValidAnswer(question, false)).toBe(true);
    expect(isValidAnswer(question, null)).toBe(false);
    expect(isValidAnswer(question, 'yes')).toBe(false);
  });

  it('accept only listed values for select and radio questions', () => {
    expect(isValidAnswer(questionFor('occupation')!, 'retired')).toBe(true);
    expect(isValidAnswer(questionFor('occupation')!, '')).toBe(false);
    expect(isValidAnswer(questionFor('helpScope')!, 'group')).toBe(true);
    expect(isValidAnswer(questionFor('helpScope')!, 'toString')).toBe(false);
  });
});

describe('country list', () => {
  it('starts with the six priority countries, then the rest alphabetically, ending with Other', () => {
    const names = COUNTRY_OPTIONS.map((country) => country.name);
    expect(names.slice(0, 6)).toEqual(['United States', 'Canada', 'United Kingdom', 'Australia', 'New Zealand', 'Ireland']);
    const rest = names.slice(6, -1);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names.at(-1)).toBe('Other');
    expect(names.length).toBeGreaterThanOrEqual(245);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives unrecognised territories and Other the placeholder code ZZ', () => {
    const zz = COUNTRY_OPTIONS.filter((country) => country.code === 'ZZ').map((country) => country.name);
    expect(zz).toEqual(expect.arrayContaining(['Kosovo', 'Other']));
  });
});
