/// <reference types="astro/client" />

declare namespace App {
  interface SessionUser {
    id: number;
    /** Null for an account made by signing in with a mobile number. */
    email: string | null;
    /** The verified mobile as +91XXXXXXXXXX, or null. */
    mobile: string | null;
    refCode: string;
  }
  interface Locals {
    user: SessionUser | null;
    /** SHA-256 of the session token of this request, when signed in. */
    sessionHash: string | null;
    requestId: string;
    /** The language the request is answered in (src/middleware.ts, src/lib/i18n.ts `requestLocale`). */
    locale: import('./lib/i18n').Locale;
    /** Set when the database could not serve this request (src/lib/server/db/faults.ts): what failed, for its log line. */
    databaseFault?: string;
  }
}
