import { describe, expect, it } from 'vitest';
import { redirectTarget } from './router';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('where a refused request sends the user', () => {
  it('sends them to sign in with the address they were at, to come back to after', () => {
    expect(redirectTarget('/Signin', at('/StudentDashboard'))).toBe('/Signin?next=%2FStudentDashboard');
    expect(redirectTarget('/Signin', at('/Studentm', '?page=2'))).toBe('/Signin?next=%2FStudentm%3Fpage%3D2');
  });

  it('keeps the ?next= when a second refusal arrives on the way to, or on, the sign-in page', () => {
    expect(redirectTarget('/Signin', at('/StudentDashboard'), at('/Signin', '?next=%2FStudentDashboard'))).toBeNull();
    expect(redirectTarget('/Signin', at('/Signin', '?next=%2FStudentDashboard'))).toBeNull();
  });

  it('follows any other redirect as it is', () => {
    expect(redirectTarget('/ChangePassword', at('/Dashboard'))).toBe('/ChangePassword');
  });
});
