import { paths } from '../../src/paths';

/**
 * The public pages a language must cover, one of each kind (a details page is found from a listing by the
 * tests that need one): tests/api/languages.test.ts and untranslated-words.test.ts render each in hi and bn.
 */
export const STATIC_PUBLIC_PAGES = [
  paths.home(),
  paths.services(),
  paths.search('plumber'),
  paths.about(),
  paths.app(),
  paths.offers(),
  paths.blog(),
  paths.contact(),
  paths.terms(),
  paths.privacy(),
  paths.refund(),
  paths.cancellation(),
  paths.ranking(),
  paths.reviewPolicy(),
  paths.becomePartner(),
  paths.grievanceForm(),
  paths.grievanceOfficer(),
  paths.login(),
  paths.category('fashion'),
  paths.listing('driver'),
] as const;
