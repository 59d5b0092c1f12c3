import { describe, expect, it } from 'vitest';
import { afterLoginPath, loginPathFor, portalOf } from './auth';

describe('portalOf (participant spec 6)', () => {
  it('is the customer portal when the URL contains /customer-portal, else staff', () => {
    expect(portalOf('/customer-portal/profile')).toBe('customer');
    expect(portalOf('/customer-portal')).toBe('customer');
    expect(portalOf('/')).toBe('staff');
    expect(portalOf('/login')).toBe('staff');
  });
});

describe('afterLoginPath', () => {
  it('returns to the page asked for when it is a path of this site in the same portal', () => {
    expect(afterLoginPath('customer', '/customer-portal/profile?tab=2')).toBe('/customer-portal/profile?tab=2');
    expect(afterLoginPath('staff', '/customers?search_type=email')).toBe('/customers?search_type=email');
  });

  it("goes to the portal's home otherwise", () => {
    for (const target of [
      null,
      '',
      'https://evil.example/customer-portal',
      '//evil.example/customer-portal',
      '/\\evil.example/customer-portal',
      '/customer-portal\\..\\x',
      'customer-portal/profile',
      '/',
      '/customer-portal/login',
      '/customer-portal/login?redirectTo=%2F',
    ]) {
      expect(afterLoginPath('customer', target)).toBe('/customer-portal');
    }
    expect(afterLoginPath('staff', '/customer-portal/profile')).toBe('/');
    expect(afterLoginPath('staff', '/login')).toBe('/');
  });

  it('round-trips through loginPathFor', () => {
    const login = loginPathFor('customer', '/customer-portal/profile?x=1');
    expect(login).toBe('/customer-portal/login?redirectTo=%2Fcustomer-portal%2Fprofile%3Fx%3D1');
    const redirectTo = new URL(login, 'http://portal.test').searchParams.get('redirectTo');
    expect(afterLoginPath('customer', redirectTo)).toBe('/customer-portal/profile?x=1');
  });
});
