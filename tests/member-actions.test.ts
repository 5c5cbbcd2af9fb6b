import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type MemberAction, memberPermissions, type OperatorAction, operatorActions } from '../src/features/members/permissions';
import { sectionAction, type WorkspaceSection } from '../src/features/workspace/workspace-sections';

/**
 * Every business endpoint (src/pages/api/business/**) and workspace page (src/pages/business/**) names the
 * member action it takes, from the permission table (src/features/members/permissions.ts), so a new one
 * cannot forget to ask who may use it. A file names its action, written out as a string, in one of these:
 *
 * - its check: `requireMember(user, partnerId, 'team.invite')`, `requireListingMember(user, id, 'listing.photos')`;
 * - the server function it calls, when that makes the check (`quoteLead` holds `requireMember(…, 'leads.quote')`):
 *   the test reads the body of each function the file imports from a `*.server.ts` and calls;
 * - a page: the workspace section it opens, `openSectionPage(Astro, 'reviews')` (each section's action is
 *   workspace-sections.ts's `sectionAction`), in the page or in its loader (`teamPage` in team-page.server.ts).
 *
 * The files that take no member action are listed below, each with its reason.
 *
 * Operators the same way: every operator endpoint (src/pages/api/operator/**) and console page
 * (src/pages/operator/**) names the operator action it takes, in `requireOperator(user, 'operator.claims.decide')`
 * or in the server function it calls (the console's `consolePage`).
 */

const NOT_MEMBER_ACTIONS: Record<string, string> = {
  'src/pages/api/business/claim/[id].ts': 'a claim is made by someone who is not a member yet (the email on file, or a request support checks)',
  'src/pages/business/claim/[id].astro': "the claim's form, as its endpoint",
  'src/pages/api/business/partners.ts': "lists the caller's own memberships: it acts for no business",
};

/**
 * Operator actions of the table that no endpoint or page takes yet, each until its feature lands (then it leaves
 * this list: a test below fails while an action listed here is used).
 */
const OPERATOR_ACTIONS_TO_COME: Partial<Record<OperatorAction, string>> = {};

const actions = Object.keys(memberPermissions) as MemberAction[];
const QUOTED = /'([a-z-]+(?:\.[a-z-]+)+)'/g;
const SECTION_OPENED = /openSectionPage\(\s*astro\s*,\s*'([a-z-]+)'\s*\)/gi;

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? filesUnder(full) : [full];
    });
}

/** The source of `export [async] function name(…) {…}` in a module (our formatting closes it with a `}` alone on a line). */
function functionBody(source: string, name: string): string {
  const start = source.search(new RegExp(`export (?:async )?function ${name}\\b`));
  if (start < 0) return '';
  const end = source.indexOf('\n}\n', start);
  return source.slice(start, end < 0 ? undefined : end);
}

/** The bodies of the server functions (`*.server.ts`, imported by a relative path) that `file` calls. */
function serverFunctionsCalled(file: string, source: string): string[] {
  const bodies: string[] = [];
  for (const match of source.matchAll(/import\s+\{([^}]*)\}\s+from\s+'(\.[^']*\.server)'/g)) {
    const module = readFileSync(path.join(path.dirname(file), `${match[2]}.ts`), 'utf8');
    for (const part of match[1]!.split(',')) {
      const [name, local = name] = part.trim().split(/\s+as\s+/);
      if (name && !name.startsWith('type ') && new RegExp(`\\b${local}\\(`).test(source)) bodies.push(functionBody(module, name));
    }
  }
  return bodies;
}

/** The operator actions a file names, in itself and in the server functions it calls. */
function operatorActionsNamed(file: string): Set<OperatorAction> {
  const source = readFileSync(file, 'utf8');
  const named = new Set<OperatorAction>();
  for (const text of [source, ...serverFunctionsCalled(file, source)]) {
    for (const [, quoted] of text.matchAll(QUOTED)) if ((operatorActions as readonly string[]).includes(quoted!)) named.add(quoted as OperatorAction);
  }
  return named;
}

/** The member actions a file names, in itself and in the server functions it calls. */
function actionsNamed(file: string): Set<MemberAction> {
  const source = readFileSync(file, 'utf8');
  const named = new Set<MemberAction>();
  for (const text of [source, ...serverFunctionsCalled(file, source)]) {
    for (const [, quoted] of text.matchAll(QUOTED)) if ((actions as string[]).includes(quoted!)) named.add(quoted as MemberAction);
    for (const [, section] of text.matchAll(SECTION_OPENED)) {
      const action = sectionAction[section as WorkspaceSection];
      if (action) named.add(action);
    }
  }
  return named;
}

const files = [...filesUnder(path.join('src', 'pages', 'api', 'business')), ...filesUnder(path.join('src', 'pages', 'business'))].map((file) =>
  file.split(path.sep).join('/'),
);
const memberFiles = files.filter((file) => !(file in NOT_MEMBER_ACTIONS));

describe('every business endpoint and workspace page names its member action', () => {
  it.each(memberFiles)('%s', (file) => {
    expect([...actionsNamed(file)], `${file} names no action of src/features/members/permissions.ts`).not.toEqual([]);
  });

  it('finds the files (the walk reaches the endpoints and the pages)', () => {
    expect(memberFiles).toContain('src/pages/api/business/team/invite.ts');
    expect(memberFiles).toContain('src/pages/business/reviews.astro');
  });

  it('lists as exceptions only files there are', () => {
    for (const file of Object.keys(NOT_MEMBER_ACTIONS)) expect(existsSync(file), file).toBe(true);
  });

  it('uses every action of the table somewhere (none is left unchecked)', () => {
    const used = new Set(memberFiles.flatMap((file) => [...actionsNamed(file)]));
    expect(actions.filter((action) => !used.has(action))).toEqual([]);
  });
});

const operatorFiles = [...filesUnder(path.join('src', 'pages', 'api', 'operator')), ...filesUnder(path.join('src', 'pages', 'operator'))].map(
  (file) => file.split(path.sep).join('/'),
);

describe('every operator endpoint and console page names its operator action', () => {
  it.each(operatorFiles)('%s', (file) => {
    expect([...operatorActionsNamed(file)], `${file} names no operator action of src/features/members/permissions.ts`).not.toEqual([]);
  });

  it('finds the files (the walk reaches the endpoints and the console)', () => {
    expect(operatorFiles).toContain('src/pages/api/operator/claims.ts');
    expect(operatorFiles).toContain('src/pages/operator/index.astro');
  });

  it('uses every operator action somewhere, but those whose feature is still to come', () => {
    const used = new Set(operatorFiles.flatMap((file) => [...operatorActionsNamed(file)]));
    expect(operatorActions.filter((action) => !used.has(action) && !(action in OPERATOR_ACTIONS_TO_COME))).toEqual([]);
  });

  it('lists as still to come only actions nothing takes yet (an action leaves the list once used)', () => {
    const used = new Set(operatorFiles.flatMap((file) => [...operatorActionsNamed(file)]));
    expect(Object.keys(OPERATOR_ACTIONS_TO_COME).filter((action) => used.has(action as OperatorAction))).toEqual([]);
  });

  it('gives operator actions to operators only, and member actions to members only (two columns, no overlap)', () => {
    for (const action of operatorActions) expect(action.startsWith('operator.'), action).toBe(true);
    for (const action of actions) expect(action.startsWith('operator.'), action).toBe(false);
  });
});
