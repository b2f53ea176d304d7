import { uiComponentNames } from '@telco-portal/ui';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_BLOCK_LOADERS } from './account-blocks.ts';
import { shellBlocks } from './blocks/shell-registry.ts';
import * as config from './config.ts';
import { ESHOP_BLOCK_LOADERS } from './eshop-blocks.ts';
import { blocks, findBlock } from './registry.ts';
import { BLOCK_PRIMITIVES } from './registry-primitives.ts';

describe('given the blocks registry', () => {
  it('lists every block once; blocks with a brand configuration load its schema lazily', async () => {
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
      'plans-tab',
      'payment-method-add',
      'voucher-redeem',
      'top-up',
      'payment-methods',
      'invoices',
      'invoice-detail',
      'receipts',
      'receipt-detail',
      'payments-history',
      'mobile-billing',
      'pay-bill',
      'thanks',
      'order-history',
      'order-detail',
      'shipping-details',
      'product-type-transfer',
      'sim-purchase',
      'checkout',
      'sims-choose-plans',
      'sim-select-product',
    ]);
    expect(new Set([...names, ...shellBlocks.map((b) => b.name)]).size).toBe(
      names.length + shellBlocks.length,
    );
    for (const block of blocks) {
      if (block.loadConfigSchema) {
        expect((await block.loadConfigSchema()).safeParse({}).success, block.name).toBe(true);
      }
    }
  });

  it('lists the ui primitives of every block, naming only parts @telco-portal/ui exports', () => {
    const all = [...blocks, ...shellBlocks].map((b) => b.name);
    expect(Object.keys(BLOCK_PRIMITIVES).sort()).toEqual([...all].sort());
    const known = new Set<string>(uiComponentNames);
    for (const [name, parts] of Object.entries(BLOCK_PRIMITIVES)) {
      expect(
        parts.filter((p) => !known.has(p)),
        name,
      ).toEqual([]);
    }
  });

  it('loads the same config schemas the zod-only config entry exports (one schema per block)', async () => {
    const lazySchemas = await Promise.all(
      [...blocks, ...shellBlocks].flatMap((b) => (b.loadConfigSchema ? [b.loadConfigSchema()] : [])),
    );
    const exported = Object.entries(config)
      .filter(([name]) => name.endsWith('ConfigSchema'))
      .map(([, schema]) => schema);
    expect(new Set(lazySchemas)).toEqual(new Set(exported));
  });

  it('loads each block lazily as a module with a default component', async () => {
    for (const block of [...blocks, ...shellBlocks]) {
      const mod = await block.load();
      expect(typeof mod.default, block.name).toBe('function');
    }
    expect(findBlock('plans')?.name).toBe('plans');
    expect(findBlock('nope')).toBeUndefined();
  });

  it('lists each block of the account and e-shop groups once in a registry, with a config schema exactly where the group has one', () => {
    const all = new Map([...blocks, ...shellBlocks].map((b) => [b.name, b]));
    const grouped = [...Object.entries(ACCOUNT_BLOCK_LOADERS), ...Object.entries(ESHOP_BLOCK_LOADERS)];
    expect(new Set(grouped.map(([name]) => name)).size).toBe(grouped.length);
    for (const [name, loaders] of grouped) {
      const block = all.get(name);
      expect(block, name).toBeDefined();
      expect(block?.loadConfigSchema !== undefined, name).toBe('loadConfigSchema' in loaders);
    }
  });

  it('rejects an invalid manifest slice, including unknown keys', async () => {
    const home = await findBlock('home')?.loadConfigSchema?.();
    const usage = await findBlock('usage-histogram')?.loadConfigSchema?.();
    expect(home?.safeParse({ sections: ['hero'] }).success).toBe(false);
    expect(home?.safeParse({ coveragePath: '/help' }).success).toBe(false);
    expect(usage?.safeParse({ days: 0 }).success).toBe(false);
  });
});
