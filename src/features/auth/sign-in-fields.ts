import { mobileInput } from '../../lib/fields';
import { m } from '../../lib/i18n';

/**
 * The mobile number field as sign-in and the profile show it: its words and the input of the forgiving rule it is
 * checked with (auth.ts, `mobileNumber`), which takes +91, spaces and dashes.
 */
export const mobileFieldProps = () =>
  ({
    label: m['auth.login.mobile'](),
    hint: m['auth.login.mobileHint'](),
    ...mobileInput({ forgiving: true }),
    placeholder: m['auth.login.mobilePlaceholder'](),
  }) as const;

/** The email field of sign-in: its words and the phone's email keyboard. */
export const emailFieldProps = () =>
  ({
    label: m['auth.login.email'](),
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    placeholder: m['auth.login.emailPlaceholder'](),
  }) as const;
