import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '../../src/shared/domain/brand';
import { BRANDS, brandById } from '../../src/shared/domain/brands';
import { contrastRatio, MIN_TEXT_CONTRAST, relativeLuminance } from '../../src/shared/domain/colour-contrast';

describe('the contrast of two colours (WCAG 2.x)', () => {
  it('gives the luminance of black, white and a mid grey', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 4);
  });

  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
    ['#0f766e', '#ffffff', 5.47],
    ['#fff', '#000', 21],
  ])('between %s and %s is %s:1, in either order', (first, second, ratio) => {
    expect(contrastRatio(first, second)).toBeCloseTo(ratio, 2);
    expect(contrastRatio(second, first)).toBeCloseTo(ratio, 2);
  });

  it('refuses what is not a hex colour', () => {
    expect(() => relativeLuminance('teal')).toThrow('Not a hex colour');
  });
});

describe('the brand styles (spec 2.13)', () => {
  it('are 23, Attune’s own teal first', () => {
    expect(BRANDS).toHaveLength(23);
    expect(BRANDS[0]).toBe(DEFAULT_BRAND);
    expect(DEFAULT_BRAND).toMatchObject({ id: 'attune', name: 'Attune', primaryColor: '#0f766e' });
  });

  it.each(['id', 'name', 'logo'] as const)('each have their own %s', (field) => {
    expect(new Set(BRANDS.map((brand) => brand[field])).size).toBe(BRANDS.length);
  });

  it.each(BRANDS.map((brand) => [brand.id, brand] as const))('%s has a kebab-case id, a short name and tagline, and a logo emoji', (_, brand) => {
    expect(brand.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(brand.name.length).toBeLessThanOrEqual(14);
    expect(brand.tagline.length).toBeLessThanOrEqual(32);
    expect(brand.logo).toMatch(/^\p{Extended_Pictographic}\uFE0F?$/u);
  });

  it('each have their logo as a picture (public/brands/{id}.svg), and no picture is left over', () => {
    const pictures = readdirSync('src/client/public/brands').sort();
    expect(pictures).toEqual(BRANDS.map((brand) => `${brand.id}.svg`).sort());
  });

  it.each(BRANDS.map((brand) => [brand.id, brand] as const))('%s carries white text on both its colours', (_, brand) => {
    for (const colour of [brand.primaryColor, brand.secondaryColor]) {
      expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });
});

describe('a brand found by its id', () => {
  it('is that brand when listed', () => {
    expect(brandById('lavender-dusk').name).toBe('Lavender Dusk');
  });

  it.each([['no-such-brand'], [''], [null], [undefined]])('is the default for %j', (id) => {
    expect(brandById(id)).toBe(DEFAULT_BRAND);
  });
});
