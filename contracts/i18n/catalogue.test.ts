import { describe, expect, it } from 'vitest';
import { compileCatalogue, type RawCatalogue } from './compile';
import { LANGUAGES } from './languages';
import appEn from './messages/app.en.json';
import appHi from './messages/app.hi.json';
import appOr from './messages/app.or.json';
import datesEn from './messages/dates.en.json';
import datesHi from './messages/dates.hi.json';
import datesOr from './messages/dates.or.json';
import screensEn from './messages/screens.en.json';
import screensHi from './messages/screens.hi.json';
import screensOr from './messages/screens.or.json';
import serverEn from './messages/server.en.json';
import serverHi from './messages/server.hi.json';
import serverOr from './messages/server.or.json';
import { rendererFor } from './render';
import { msg, ref, renderPacked } from './packed-text';
import { issueText } from './zod-issues';
import { z } from 'zod';

const CATALOGUES: Record<string, Record<(typeof LANGUAGES)[number], RawCatalogue>> = {
  screens: { en: screensEn, or: screensOr, hi: screensHi },
  app: { en: appEn, or: appOr, hi: appHi },
  server: { en: serverEn, or: serverOr, hi: serverHi },
  dates: { en: datesEn, or: datesOr, hi: datesHi },
};

// The names of a message's {arguments}, plural and select ones included.
const argumentsOf = (message: string) => [...message.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]).sort();

describe.each(Object.entries(CATALOGUES))('the %s catalogue', (_, byLanguage) => {
  const english = byLanguage.en;

  it.each(LANGUAGES)('has every key in %s, and no other', (language) => {
    expect(Object.keys(byLanguage[language]).sort()).toEqual(Object.keys(english).sort());
  });

  // A translation may leave out an argument the language does not need ("Too many {what}
  // requests"), never use one the English message does not receive.
  it.each(LANGUAGES)('is valid ICU in %s, using only the arguments of the English message', (language) => {
    expect(() => compileCatalogue(byLanguage[language])).not.toThrow();
    for (const [key, message] of Object.entries(byLanguage[language])) {
      expect(message.trim(), key).not.toBe('');
      const extra = argumentsOf(message).filter((a) => !argumentsOf(english[key]).includes(a));
      expect({ key, extra }).toEqual({ key, extra: [] });
    }
  });

  it('writes every English message without arguments exactly as the catalogue holds it', () => {
    const render = rendererFor('en', compileCatalogue(english));
    for (const [key, message] of Object.entries(english)) if (!message.includes('{')) expect(render(key)).toBe(message);
  });

  it.each(['or', 'hi'] as const)('translates into %s rather than copying the English', (language) => {
    // Argument names ("{why} {ask}") are not English to translate.
    const words = (m: string) => m.replace(/\{\w+\}/g, '');
    const copied = Object.keys(english).filter(
      (k) => byLanguage[language][k] === english[k] && /[a-z]{3}/.test(words(english[k])),
    );
    expect(copied).toEqual([]);
  });
});

describe('the two screen catalogues', () => {
  it('share no key, so a text has one home: the sign-in page’s or the signed-in screens’', () => {
    expect(Object.keys(appEn).filter((k) => k in screensEn)).toEqual([]);
  });
});

describe('the ICU check', () => {
  it('fails on a broken message, naming its key', () => {
    expect(() => compileCatalogue({ 'x.broken': 'Hello {name' })).toThrow(/x\.broken/);
  });
});

describe('the spec’s English texts', () => {
  it('are the English catalogue, unchanged by a character', () => {
    expect(screensEn).toMatchObject({
      'login.title': 'LOGIN',
      'login.userId': 'User ID',
      'login.password': 'Password',
      'login.remember': 'Remember me',
      'login.forgot': 'Forgot Password?',
      'login.submit': 'Login',
      'login.toSignup': "Don't have an account? Sign up",
      'login.failed': 'Login failed. Please try again.',
      'auth.unexpected': 'An unexpected error occurred. Please try again.',
      'signup.title': 'SIGN UP',
      'signup.email': 'Email',
      'signup.mobile': 'Mobile No',
      'signup.id': 'ID',
      'signup.password': 'Create Password',
      'signup.confirm': 'Confirm Password',
      'signup.submit': 'Create Account',
      'signup.toSignin': 'Do you have an account? Sign in',
      'signup.mismatch': 'Passwords do not match!',
      'auth.registeredAs': 'Registered as: {role}',
    });
  });
});

describe('writing the server’s packed texts', () => {
  const render = (language: 'en' | 'or' | 'hi') => {
    const raw = { en: serverEn, or: serverOr, hi: serverHi }[language];
    const r = rendererFor(language, compileCatalogue(raw));
    return (text: string) => renderPacked(text, r);
  };

  it('writes a key with its arguments, a text argument in the same language', () => {
    const required = msg('field.required', { label: ref('label.email') });
    expect(render('en')(required)).toBe('Email is required.');
    expect(render('hi')(required)).toBe('ईमेल आवश्यक है।');
    expect(render('or')(msg('student.notFound', { id: 'S-9' }))).toBe('ଛାତ୍ରଛାତ୍ରୀ S-9 ମିଳିଲେ ନାହିଁ।');
    expect(render('en')(msg('batch.refusedUnknown', { unknown: ref('batch.unknownId', { ids: 'S1' }) }))).toBe(
      'Nothing was saved. Unknown student ID: S1.',
    );
  });

  it('gives back any other string as it is: names, IDs, English', () => {
    expect(render('hi')('Asha Das')).toBe('Asha Das');
    expect(render('hi')('Invalid User ID or password.')).toBe('Invalid User ID or password.');
  });

  it('writes zod’s own issues as zod’s English did, and in Hindi from the catalogue', () => {
    const schema = z.object({ page: z.number().min(1), q: z.string().max(3), n: z.string() }).strict();
    const value = { page: 0, q: 'abcd', n: 1, x: 2 };
    const own = schema.safeParse(value).error!.issues.map((i) => i.message);
    const keyed = schema.safeParse(value, { error: issueText }).error!.issues.map((i) => i.message);
    expect(keyed[0]).toBe(msg('zod.tooSmall', { origin: 'number', bound: 'inclusive', limit: '1' }));
    expect(keyed.map(render('en'))).toEqual(own);
    expect(render('hi')(keyed[0])).toBe('बहुत छोटा: number >=1 होना चाहिए');
  });
});
