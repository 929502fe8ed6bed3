import { describe, expect, it } from 'vitest';
import {
  intentFromQuery,
  isValidEmail,
  postSignInPath,
} from '#client/features/auth/utils/post-sign-in.ts';

describe('post sign-in destination', () => {
  it('goes to the subscription screen only with that intent and a saved plan', () => {
    expect(postSignInPath('subscription', 'pro')).toBe('/profile/subscription');
    expect(postSignInPath('subscription', null)).toBe('/');
    expect(postSignInPath('home', 'pro')).toBe('/');
    expect(postSignInPath(null, null)).toBe('/');
  });

  it('reads the intent from the redirect query value', () => {
    expect(intentFromQuery('subscription')).toBe('subscription');
    expect(intentFromQuery('https://evil.example')).toBe('home');
    expect(intentFromQuery(null)).toBe('home');
  });
});

describe('e-mail rule', () => {
  it.each(['anna@uhc-thun.ch', ' ben@vbc-zuerich.ch ', 'a.b+c@sub.club.ch'])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );
  it.each(['', 'anna', 'anna@', '@club.ch', 'anna@club', 'an na@club.ch', 'anna@club..ch'])(
    'refuses %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
});
