import { describe, expect, it } from 'vitest';
import { deviceFacts, deviceSummary, deviceWords, sessionCookieName } from './session';

describe('deviceSummary', () => {
  it('names the browser and the system, without versions', () => {
    const cases: Array<[string, string]> = [
      ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36', 'Chrome on Android'],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        'Safari on iPhone',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130.0 Mobile/15E148 Safari/604.1',
        'Chrome on iPhone',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
        'Edge on Windows',
      ],
      ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:131.0) Gecko/20100101 Firefox/131.0', 'Firefox on Mac'],
      [
        'Mozilla/5.0 (Linux; Android 13; SM-A536E) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
        'Samsung Internet on Android',
      ],
      ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36', 'Chrome on Linux'],
      ['curl/8.5.0', 'Unknown device'],
    ];
    for (const [userAgent, summary] of cases) expect(deviceSummary(userAgent), userAgent).toBe(summary);
    expect(deviceSummary(null)).toBeNull();
  });

  it('keeps names only, and says the words of rows kept before as it says the new ones', () => {
    expect(deviceFacts('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36')).toBe(
      'Chrome|Android',
    );
    expect(deviceFacts('curl/8.5.0')).toBe('|');
    expect(deviceFacts(null)).toBeNull();
    expect(deviceWords('|Linux')).toBe('Linux');
    for (const kept of ['Chrome on Android', 'Samsung Internet on Android', 'Chrome', 'Mac', 'Unknown device']) expect(deviceWords(kept)).toBe(kept);
    expect(deviceWords(null)).toBe('Unknown device');
  });
});

describe('sessionCookieName', () => {
  it('is __Host- prefixed under https only', () => {
    expect(sessionCookieName(true)).toBe('__Host-seva_session');
    expect(sessionCookieName(false)).toBe('seva_session');
  });
});
