/**
 * Which widths a test runs at, one rule: a test runs at the desktop's width too only when what it checks is
 * laid out otherwise on a wide screen. The phone project runs every spec; the desktop project runs the specs
 * that hold such tests (playwright.config.ts `DESKTOP_SPECS`), and of them every test not tagged `phoneOnly`.
 *
 * Runs at both widths: layout (what fits, grids and columns, what shows or hides at the sm/md/lg breakpoints),
 * the header and its menus and drawers, sticky bars, hover.
 * Tagged `phoneOnly` (runs once, at the phone's width): what is the same code at every width — a form's
 * checks, a modal's logic, a journey and what it changes on the server, redirects, SEO tags and JSON-LD, the
 * copy of a page, a widget's keyboard behaviour — and what is about a phone's network, sensors or timing
 * (slow 4G, a dropped connection, the location, a carousel's motion, when an island's code arrives). A spec
 * whose every test sets its own phone-sized viewport (phone.spec.ts) is not a desktop spec at all.
 */
export const PHONE_ONLY_TAG = '@phone-only';

/** The details of a test that runs once, at the phone's width: `test(title, phoneOnly, body)`. */
export const phoneOnly = { tag: PHONE_ONLY_TAG };
