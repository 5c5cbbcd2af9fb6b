import { describe, expect, it } from 'vitest';
import { PENDING_ACTION_MAX_AGE_MS, parsePendingAction } from './pending-action';

const now = Date.UTC(2026, 10, 25, 10, 0);
const page = '/details/sharma-plumbing?from=list';
const stored = (value: Record<string, unknown>) => JSON.stringify({ kind: 'save', target: 42, path: page, at: now - 60_000, ...value });

describe('parsePendingAction', () => {
  it('resumes a known action kept on this page within the half hour', () => {
    for (const kind of ['save', 'rate', 'book', 'photo']) {
      expect(parsePendingAction(stored({ kind }), page, now)).toEqual({ kind, target: 42, path: page, at: now - 60_000 });
    }
  });

  it('refuses an action kept on another page, or naming a path not ours', () => {
    expect(parsePendingAction(stored({}), '/details/other', now)).toBeNull();
    expect(parsePendingAction(stored({}), '/details/sharma-plumbing', now)).toBeNull();
    for (const path of ['https://evil.example/details/x', '//evil.example', '/\\evil.example', '/%5Cevil.example', 'javascript:alert(1)']) {
      expect(parsePendingAction(stored({ path }), path, now), path).toBeNull();
    }
  });

  it('refuses unknown kinds and targets that are not a listing id', () => {
    for (const kind of ['delete', 'Save', '', null, 1, '__proto__']) expect(parsePendingAction(stored({ kind }), page, now), String(kind)).toBeNull();
    for (const target of [0, -3, 1.5, '42', null, Number.MAX_SAFE_INTEGER + 2])
      expect(parsePendingAction(stored({ target }), page, now), String(target)).toBeNull();
  });

  it('refuses stale, future-dated and malformed values', () => {
    expect(parsePendingAction(stored({ at: now - PENDING_ACTION_MAX_AGE_MS - 1 }), page, now)).toBeNull();
    expect(parsePendingAction(stored({ at: now + 60_000 }), page, now)).toBeNull();
    expect(parsePendingAction(stored({ at: String(now) }), page, now)).toBeNull();
    for (const raw of [null, '', 'save', '{', '[]', 'null', '42']) expect(parsePendingAction(raw, page, now), String(raw)).toBeNull();
  });
});
