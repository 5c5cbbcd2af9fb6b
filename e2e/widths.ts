/**
 * Which widths a spec's test runs at. The phone project runs every spec; the desktop project runs the specs
 * about what a wide screen lays out otherwise (playwright.config.ts `DESKTOP_SPECS`), but not their tests
 * tagged `phoneOnly`: those are about a phone's network, sensors or timing (slow 4G, a dropped connection, the
 * location, a carousel's motion, when an island's code arrives), the same code at every width.
 */
export const PHONE_ONLY_TAG = '@phone-only';

/** The details of a test that runs only at the phone's width: `test(title, phoneOnly, body)`. */
export const phoneOnly = { tag: PHONE_ONLY_TAG };
