import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';

countries.registerLocale(en);

/** Every country's English name (ISO 3166-1, from the maintained i18n-iso-countries package), sorted. */
export const COUNTRY_NAMES: readonly string[] = Object.values(countries.getNames('en', { select: 'official' })).sort((a, b) =>
  a.localeCompare(b, 'en'),
);

/** SPEC.md section 3: the country list defaults to India. */
export const DEFAULT_COUNTRY = 'India';
