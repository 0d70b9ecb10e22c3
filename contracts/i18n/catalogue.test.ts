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
import { makeTextTranslator } from './text-translator';

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
    const copied = Object.keys(english).filter((k) => byLanguage[language][k] === english[k] && /[a-z]{3}/.test(english[k]));
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

describe('translating the server’s English answers', () => {
  const translator = (language: 'or' | 'hi') =>
    makeTextTranslator(compileCatalogue(serverEn), rendererFor(language, compileCatalogue(language === 'hi' ? serverHi : serverOr)));

  it('finds exact sentences, sentences with arguments, and several sentences in one answer', () => {
    const hi = translator('hi');
    expect(hi('Invalid User ID or password.')).toBe('उपयोगकर्ता आईडी या पासवर्ड गलत है।');
    expect(hi('Email is required.')).toBe('ईमेल आवश्यक है।');
    expect(hi('ID must be at most 32 characters.')).toBe('आईडी अधिकतम 32 अक्षरों का हो सकता है।');
    expect(hi('This link or code has expired. Please sign up again to get a new link.')).toBe(
      'इस लिंक या कोड की समय-सीमा समाप्त हो गई है। नया लिंक पाने के लिए कृपया फिर से साइन अप करें।',
    );
    expect(translator('or')('Too many failed sign-in attempts. Please try again in 15 minute(s).')).toBe('ଅନେକ ଥର ସାଇନ୍ ଇନ୍ ବିଫଳ ହୋଇଛି। ଦୟାକରି 15 ମିନିଟ୍ ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।');
  });

  it('translates a sentence made of pieces, each piece and its arguments in turn', () => {
    expect(translator('hi')('You teach Math in 5A; this record is 10B.')).toBe('आप 5A में गणित पढ़ाते हैं; यह रिकॉर्ड 10B का है।');
    expect(translator('or')('You teach Math in 5A, 5B and English in 6C, and are class teacher of 5A; class 7 is not one of yours.')).toBe(
      'ଆପଣ 5A, 5B ରେ ଗଣିତ ଓ 6C ରେ ଇଂରାଜୀ ପଢ଼ାନ୍ତି, ଏବଂ 5A ର ଶ୍ରେଣୀ ଶିକ୍ଷକ ଅଟନ୍ତି; ଶ୍ରେଣୀ 7 ଆପଣଙ୍କ ଶ୍ରେଣୀଗୁଡ଼ିକ ମଧ୍ୟରୁ ନୁହେଁ।',
    );
    expect(translator('hi')('Student S-9 not found.')).toBe('विद्यार्थी S-9 नहीं मिला।');
    expect(translator('hi')('Student ID is required.')).toBe('विद्यार्थी आईडी आवश्यक है।');
    expect(translator('or')('Total Marks must be between 1 and 1000.')).toBe('ମୋଟ ନମ୍ବର 1 ରୁ 1000 ମଧ୍ୟରେ ହେବା ଆବଶ୍ୟକ।');
    expect(translator('or')('Student S-9 (Asha Das) is withdrawn.')).toBe('ଛାତ୍ରଛାତ୍ରୀ S-9 (Asha Das) ବିଦ୍ୟାଳୟ ଛାଡ଼ିସାରିଛନ୍ତି।');
    expect(translator('hi')('Student S-9 (Asha Das) is in class 5, not class 6.')).toBe('विद्यार्थी S-9 (Asha Das) कक्षा 5 में है, कक्षा 6 में नहीं।');
    expect(translator('hi')('Nothing was saved. Not in class 5 section A: S1, S2.')).toBe('कुछ भी सहेजा नहीं गया। कक्षा 5 वर्ग A में नहीं हैं: S1, S2।');
    expect(translator('or')('Attendance saved for 30 students of class 5 section A on 2026-04-07.')).toBe('2026-04-07 ରେ ଶ୍ରେଣୀ 5 ବିଭାଗ A ର 30 ଜଣ ଛାତ୍ରଛାତ୍ରୀଙ୍କ ଉପସ୍ଥାନ ସଞ୍ଚୟ ହେଲା।');
  });

  it('gives back a sentence it does not know, whole, and never takes a piece for a whole answer', () => {
    expect(translator('hi')('Math in 5A')).toBe('Math in 5A');
    expect(translator('hi')('Ravi and Sita')).toBe('Ravi and Sita');
    expect(translator('hi')('Invalid User ID or password. Something unknown.')).toBe('Invalid User ID or password. Something unknown.');
  });
});
