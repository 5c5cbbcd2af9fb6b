/**
 * How an account is named to people (features/auth and members read it), apart from auth.ts so that the header's few lines of script
 * (who-am-i.ts) load no schemas.
 */

/** A stored mobile as people read it: '+919876543210' → '+91 98765 43210'. */
export const displayMobile = (stored: string) => stored.replace(/^\+91(\d{5})(\d{5})$/, '+91 $1 $2');

/**
 * How an account is named to people (header, team lists, mails to staff): its email, else its verified
 * mobile as people read it. Every account has one of the two.
 */
export const accountLabel = (user: { email: string | null; mobile?: string | null }): string =>
  user.email ?? (user.mobile ? displayMobile(user.mobile) : '');
