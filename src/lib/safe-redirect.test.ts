import { describe, expect, it } from 'vitest';
import { safeRedirectPath, safeRedirectOr } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    '/%5Cevil.example',
    '/%5cevil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%09/evil.example',
    '/\t/evil.example',
    '/%0A/x',
    '/\n/x',
    '/%0D/x',
    '/%2F/evil.example',
    '//evil.example',
    '///evil.example',
    'https://evil.example',
    'http:/evil.example',
    'evil.example',
    'javascript:alert(1)',
    '/%E0',
    '/.//evil.example',
    '/./%2F/evil.example',
    '/.%2F%2Fevil.example',
    '/%2E//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/./\\evil.example',
    'https:evil.example',
    'https:/evil.example',
    '/.//%09evil.example',
    '/.\t//evil.example',
    ' //evil.example',
    '',
    null,
    undefined,
  ])('refuses %j', (target) => {
    expect(safeRedirectPath(target)).toBeNull();
  });

  it.each([
    ['/profile#Favourites', '/profile#Favourites'],
    ['/details/x?y=1', '/details/x?y=1'],
    ['/', '/'],
    ['/service/plumber?q=tap%20repair&page=2', '/service/plumber?q=tap%20repair&page=2'],
    ['/search?q=%E0%A4%A8%E0%A4%B2', '/search?q=%E0%A4%A8%E0%A4%B2'],
  ])('keeps %j', (target, path) => {
    expect(safeRedirectPath(target)).toBe(path);
  });
});

describe('safeRedirectOr', () => {
  it('passes the fallback through the same check', () => {
    expect(safeRedirectOr('/.//evil.example', '/.//evil.example')).toBe('/');
    expect(safeRedirectOr(null, '//evil.example')).toBe('/');
    expect(safeRedirectOr('', '/profile')).toBe('/profile');
    expect(safeRedirectOr('/details/x', '/profile')).toBe('/details/x');
  });
});
