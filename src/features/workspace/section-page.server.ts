import type { AstroGlobal } from 'astro';
import { markPrivatePage } from '../../lib/server/private-page';
import { paths } from '../../paths';
import { chooseBusiness } from './workspace';
import type { MembershipEntry } from '../members/members';
import { listMemberships, notYourBusiness } from '../members/membership.server';
import { mayOpenSection, type WorkspaceSection } from './workspace-sections';
import { m } from '../../lib/i18n';

/** The refusal of a section the member's role may not open, in the language of the request that reads it. */
export const sectionRefused = () => m['workspace.refusal.ownersOnlyPage']();
/** sectionRefused() read once, as business/index.astro still imports it (in English) until its words are converted. */
export const SECTION_REFUSED = sectionRefused();

/** A workspace section page may be shown: the signed-in member and the business it is about. */
export interface SectionPageOpen {
  user: App.SessionUser;
  memberships: MembershipEntry[];
  current: MembershipEntry;
  refusal: null;
}

/** It may not: the status and message to show instead (never the business's data). */
export interface SectionPageRefused {
  user: App.SessionUser;
  memberships: MembershipEntry[];
  current: MembershipEntry | undefined;
  refusal: { status: number; message: string };
}

/**
 * The check every workspace section page (/business/<section>?partner=ID) makes before it loads anything:
 * visitors sign in first and come back (a Response to return); a business the user is not a member of is a
 * 404 whether it exists or not; a section their role may not open (its action in members/permissions.ts,
 * workspace-sections.ts's `sectionAction`) is a 403. Without ?partner= the user's first business is meant.
 */
export async function openSectionPage(astro: AstroGlobal, section: WorkspaceSection): Promise<Response | SectionPageOpen | SectionPageRefused> {
  const user = astro.locals.user;
  if (!user) return astro.redirect(`${paths.login()}?redirect=${encodeURIComponent(astro.url.pathname + astro.url.search)}`);
  markPrivatePage(astro);

  const memberships = await listMemberships(user.id);
  const askedParam = astro.url.searchParams.get('partner');
  const asked = askedParam === null ? null : Number(askedParam);
  const current = chooseBusiness(memberships, asked);
  const refuse = (status: number, message: string): SectionPageRefused => {
    astro.response.status = status;
    return { user, memberships, current, refusal: { status, message } };
  };
  if (!current || (asked !== null && current.partner_id !== asked)) return refuse(404, notYourBusiness().message);
  if (!mayOpenSection(current.role, section)) return refuse(403, sectionRefused());
  return { user, memberships, current, refusal: null };
}
