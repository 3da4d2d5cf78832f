/**
 * Provider territory restrictions (community.md §8): a restriction text starting with 'no' (any case) means
 * none; otherwise it is split on ', ' into country names, each mapped to its ISO 3166-1 alpha-2 code by
 * i18n-iso-countries (official and common English names); names it does not know are skipped.
 */
import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';

countries.registerLocale(english);

export function restrictedCountries(restrictions: string): string[] {
  const text = restrictions.trim();
  if (text === '' || /^no/i.test(text)) return [];
  const codes = new Set<string>();
  for (const name of text.split(', ')) {
    const code = countries.getAlpha2Code(name.trim(), 'en');
    if (code) codes.add(code);
  }
  return [...codes];
}

/** Whether a player in `country` (ISO-2) may not play a provider with this restriction text. */
export const isRestricted = (restrictions: string, country: string | null | undefined): boolean =>
  !!country && restrictedCountries(restrictions).includes(country.toUpperCase());
