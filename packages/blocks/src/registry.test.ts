import { describe, expect, it } from 'vitest';

import { blocks, findBlock } from './registry.ts';

describe('given the blocks registry', () => {
  it('lists every block once with a route hint, a lazily loaded config schema with defaults and its primitives', async () => {
    const names = blocks.map((b) => b.name);
    expect(names).toEqual([
      'sign-in',
      'sign-up',
      'forgot-password',
      'reset-password',
      'email-verify',
      'email-verify-page',
      'select-account',
      'home',
      'plans',
      'mobile-dashboard',
      'usage-histogram',
      'payment-method-add',
    ]);
    for (const block of blocks) {
      expect(block.route, block.name).toMatch(/^\//);
      expect((await block.loadConfigSchema()).safeParse({}).success, block.name).toBe(true);
      expect(block.primitives.length, block.name).toBeGreaterThan(0);
    }
  });

  it('loads each block lazily as a module with a default component', async () => {
    for (const block of blocks) {
      const mod = await block.load();
      expect(typeof mod.default, block.name).toBe('function');
    }
    expect(findBlock('plans')?.route).toBe('/plans/:type');
    expect(findBlock('nope')).toBeUndefined();
  });

  it('rejects an invalid manifest slice', async () => {
    const home = await findBlock('home')?.loadConfigSchema();
    const usage = await findBlock('usage-histogram')?.loadConfigSchema();
    expect(home?.safeParse({ sections: ['hero'] }).success).toBe(false);
    expect(usage?.safeParse({ days: 0 }).success).toBe(false);
  });
});
