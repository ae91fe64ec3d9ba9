import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn, fromState, pathOf, safeReturnPath } from '../../../src/app/guard/returnTo';

describe('come back to where I was', () => {
  it('keeps the whole location: path, query and hash', () => {
    expect(pathOf({ pathname: '/blog/list', search: '?page=2&q=seo', hash: '#top' })).toBe(
      '/blog/list?page=2&q=seo#top',
    );
    expect(pathOf({ pathname: '/dashboard' })).toBe('/dashboard');
  });

  it('accepts only same-origin paths of the panel', () => {
    expect(safeReturnPath('/blog/edit/hello-world')).toBe('/blog/edit/hello-world');
    expect(safeReturnPath('/contacts/footer?page=3')).toBe('/contacts/footer?page=3');
    for (const bad of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '',
      'blog',
    ]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
    expect(safeReturnPath('/blog\u0000/list')).toBeNull();
    expect(safeReturnPath(42)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });

  it('never returns to the sign-in pages themselves (that would loop)', () => {
    expect(safeReturnPath('/signin')).toBeNull();
    expect(safeReturnPath('/signin?x=1')).toBeNull();
    expect(safeReturnPath('/verify-otp#code')).toBeNull();
  });

  it('reads `from` out of router state, ignoring anything else', () => {
    expect(fromState({ from: '/meta/list' })).toBe('/meta/list');
    expect(fromState({ from: '//evil' })).toBeNull();
    expect(fromState('/meta/list')).toBeNull();
    expect(fromState(null)).toBeNull();
  });

  it('goes to the first safe candidate (the guard, then the expired session), else the dashboard', () => {
    expect(destinationAfterSignIn('/blog/list', '/meta/list')).toBe('/blog/list');
    expect(destinationAfterSignIn(null, '/meta/list')).toBe('/meta/list');
    expect(destinationAfterSignIn('//evil', '/signin')).toBe('/dashboard');
    expect(destinationAfterSignIn()).toBe('/dashboard');
  });
});
