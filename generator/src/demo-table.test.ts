import { DEMO_ACCOUNTS, demoAccountsFor } from '@telco-portal/sandbox';
import { describe, expect, it } from 'vitest';
import { formatDemoAccounts, wrap } from './demo-table.ts';

describe('given the demo accounts start prints (issue 6: a 200-column console.table)', () => {
  it('fits 100 columns, has no (index) column, and keeps every address and every word', () => {
    for (const accounts of [DEMO_ACCOUNTS, demoAccountsFor('kiwi-fibre.test')]) {
      const table = formatDemoAccounts(accounts);
      const lines = table.split('\n');
      for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(100);
      expect(table).not.toContain('(index)');
      expect(lines[0]).toBe('Demo accounts (password for each: Harbour-demo-1):');
      for (const account of accounts) {
        expect(lines.some((line) => line.trim().startsWith(account.email))).toBe(true);
        const words = table.split(/\s+/);
        for (const word of account.demonstrates.split(/\s+/)) expect(words).toContain(word);
      }
    }
  });

  it('puts an address too long for the column on its own line, the description under it', () => {
    const long = `${'a'.repeat(70)}@example.test`;
    const table = formatDemoAccounts(
      [
        { email: 'prepay@harbour.test', password: 'p', demonstrates: 'Short.' },
        { email: long, password: 'p', demonstrates: 'Long address.' },
      ],
      100,
    );
    expect(table.split('\n')).toEqual([
      'Demo accounts (password for each: p):',
      '  prepay@harbour.test  Short.',
      `  ${long}`,
      `  ${' '.repeat('prepay@harbour.test'.length)}  Long address.`,
    ]);
  });

  it('lists each password when they differ', () => {
    const table = formatDemoAccounts([
      { email: 'a@x.test', password: 'one', demonstrates: 'A.' },
      { email: 'b@x.test', password: 'two', demonstrates: 'B.' },
    ]);
    expect(table).toContain('a@x.test / one');
    expect(table).toContain('b@x.test / two');
  });

  it('wraps at spaces', () => {
    expect(wrap('one two three four', 9)).toEqual(['one two', 'three', 'four']);
    expect(wrap('averyveryverylongword x', 5)).toEqual(['averyveryverylongword', 'x']);
  });
});
