import { describe, expect, it } from 'vitest';
import { redirectTo, takeRedirect } from './navigation';

describe('takeRedirect', () => {
  it('follows a stored path of ours once, and nothing else', () => {
    redirectTo.set('/details/x?y=1#Reviews');
    expect(takeRedirect('/profile')).toBe('/details/x?y=1#Reviews');
    expect(redirectTo.get()).toBe('');
    expect(takeRedirect('/profile')).toBe('/profile');
    for (const stored of [
      '/\\evil.example',
      '/%5Cevil.example',
      '/\t/evil.example',
      '//evil.example',
      'https://evil.example',
      'javascript:alert(1)',
    ]) {
      redirectTo.set(stored);
      expect(takeRedirect('/profile'), stored).toBe('/profile');
      expect(redirectTo.get()).toBe('');
    }
  });
});
