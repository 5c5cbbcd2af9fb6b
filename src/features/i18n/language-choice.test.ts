import { describe, expect, it } from 'vitest';
import { chosenLocale, localeToKeepAtSignIn, switchedLocale } from './language-choice';

describe("the switch's cookie", () => {
  it('names the language chosen, English too; nothing else is a choice', () => {
    expect(switchedLocale('seva_session=abc; seva_lang=bn')).toBe('bn');
    expect(switchedLocale('seva_lang=en; other=1')).toBe('en');
    expect(switchedLocale('seva_lang=ta')).toBeNull();
    expect(switchedLocale('not_seva_lang=hi')).toBeNull();
    expect(switchedLocale(null)).toBeNull();
  });

  it('sends English pages elsewhere only for a language other than English', () => {
    expect(chosenLocale('seva_lang=hi')).toBe('hi');
    expect(chosenLocale('seva_lang=en')).toBeNull();
  });
});

describe('the language an account keeps as its person signs in', () => {
  it("is, for a new account, the switch's choice, else its page's; English from an English page stays 'never chose'", () => {
    expect(localeToKeepAtSignIn({ kept: null, switched: null, page: 'hi', created: true })).toBe('hi');
    expect(localeToKeepAtSignIn({ kept: null, switched: null, page: 'bn', created: true })).toBe('bn');
    expect(localeToKeepAtSignIn({ kept: null, switched: null, page: 'en', created: true })).toBeNull();
    expect(localeToKeepAtSignIn({ kept: null, switched: 'bn', page: 'hi', created: true })).toBe('bn');
    expect(localeToKeepAtSignIn({ kept: null, switched: 'en', page: 'hi', created: true })).toBe('en');
  });

  it("is, for an account that never chose, the switch's choice only: a page's language alone is no choice", () => {
    expect(localeToKeepAtSignIn({ kept: null, switched: 'bn', page: 'bn', created: false })).toBe('bn');
    expect(localeToKeepAtSignIn({ kept: null, switched: 'en', page: 'en', created: false })).toBe('en');
    expect(localeToKeepAtSignIn({ kept: null, switched: null, page: 'hi', created: false })).toBeNull();
  });

  it('never overwrites a choice the account holds, English included', () => {
    expect(localeToKeepAtSignIn({ kept: 'hi', switched: 'bn', page: 'bn', created: false })).toBeNull();
    expect(localeToKeepAtSignIn({ kept: 'en', switched: 'hi', page: 'hi', created: false })).toBeNull();
  });
});
