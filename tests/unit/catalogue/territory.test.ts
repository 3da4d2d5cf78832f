/** The territory parser (community.md §8 "Territory restriction"). */
import { describe, expect, it } from 'vitest';
import { isRestricted, restrictedCountries } from '@contract/territory';

describe('restrictedCountries', () => {
  it("maps each name split on ', ' to its ISO-2 code", () => {
    expect(restrictedCountries('United States, United Kingdom, France, Australia')).toEqual([
      'US',
      'GB',
      'FR',
      'AU',
    ]);
  });

  it("reads a text starting with 'no', in any case, as no restriction", () => {
    for (const text of ['No', 'no', 'NO', 'No restrictions', 'none'])
      expect(restrictedCountries(text)).toEqual([]);
  });

  it('skips names it does not know and keeps the others', () => {
    expect(restrictedCountries('Narnia, Germany, Netherlands Antilles, Atlantis, Spain')).toEqual([
      'DE',
      'ES',
    ]);
  });

  it('splits on comma and space only: a name with a comma inside is not a country', () => {
    expect(restrictedCountries('France,Spain')).toEqual([]);
  });

  it('blocks a player whose country is listed, whatever the case of the code', () => {
    const text = 'United States, France';
    expect(isRestricted(text, 'us')).toBe(true);
    expect(isRestricted(text, 'FR')).toBe(true);
    expect(isRestricted(text, 'MT')).toBe(false);
    expect(isRestricted('No', 'US')).toBe(false);
    expect(isRestricted(text, null)).toBe(false);
  });
});
