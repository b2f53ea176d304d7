import { describe, expect, it } from 'vitest';

import { safeRedirectPath } from './use-redirect-target.ts';

describe('given a ?redirect= value', () => {
  it('keeps same-origin relative paths with their query and hash', () => {
    expect(safeRedirectPath('/profile/mobile/usage?x=1#top')).toBe('/profile/mobile/usage?x=1#top');
  });

  it('rejects other hosts, schemes and tricks that browsers resolve off-site', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'profile',
      '/\tx',
      '',
      null,
    ]) {
      expect(safeRedirectPath(value), String(value)).toBeNull();
    }
  });
});
