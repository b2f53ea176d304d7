import { describe, expect, it } from 'vitest';

import { messages as emailVerify } from '../blocks/email-verify/messages.ts';
import { messages as forgotPassword } from '../blocks/forgot-password/messages.ts';
import { messages as home } from '../blocks/home/messages.ts';
import { messages as mobileDashboard } from '../blocks/mobile-dashboard/messages.ts';
import { messages as paymentMethodAdd } from '../blocks/payment-method-add/messages.ts';
import { messages as plans } from '../blocks/plans/messages.ts';
import { messages as resetPassword } from '../blocks/reset-password/messages.ts';
import { messages as selectAccount } from '../blocks/select-account/messages.ts';
import { messages as signIn } from '../blocks/sign-in/messages.ts';
import { messages as signUp } from '../blocks/sign-up/messages.ts';
import { messages as usageHistogram } from '../blocks/usage-histogram/messages.ts';
import { accountMessages } from '../components/account-messages.ts';
import { commonMessages } from '../hooks/messages.ts';
import en from './en.json' with { type: 'json' };
import mi from './mi-NZ.json' with { type: 'json' };

const catalogues = { en: en as Record<string, string>, 'mi-NZ': mi as Record<string, string> };

const blockMessages = {
  signIn,
  signUp,
  forgotPassword,
  emailVerify,
  selectAccount,
  home,
  plans,
  mobileDashboard,
  usageHistogram,
  resetPassword,
  paymentMethodAdd,
};
const defined = [
  ...Object.values(blockMessages).flatMap((m) => Object.values(m)),
  ...Object.values(commonMessages),
  ...Object.values(accountMessages),
];

/** ICU argument names (`{name}`, `{name, plural, …}`) and rich-text tags (`<terms>`) of a message. */
function placeholders(text: string): string[] {
  const args = [...text.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => `{${m[1]}}`);
  const tags = [...text.matchAll(/<([A-Za-z_]\w*)>/g)].map((m) => `<${m[1]}>`);
  return [...new Set([...args, ...tags])].sort();
}

describe('given the blocks catalogues', () => {
  it('have the same ids in en and mi-NZ', () => {
    expect(Object.keys(catalogues['mi-NZ']).sort()).toEqual(Object.keys(catalogues.en).sort());
  });

  it('have the same ICU placeholders and tags in both languages', () => {
    for (const [id, text] of Object.entries(catalogues.en)) {
      expect({ id, placeholders: placeholders(catalogues['mi-NZ'][id] ?? '') }).toEqual({
        id,
        placeholders: placeholders(text),
      });
    }
  });

  it('hold every defineMessages id of the blocks, with the English default as the en text', () => {
    for (const descriptor of defined) {
      expect({ id: descriptor.id, en: catalogues.en[descriptor.id] }).toEqual({
        id: descriptor.id,
        en: descriptor.defaultMessage,
      });
      expect(catalogues['mi-NZ'][descriptor.id], descriptor.id).toBeTruthy();
    }
  });

  it('hold no id that no block defines', () => {
    const ids = new Set(defined.map((d) => d.id));
    expect(Object.keys(catalogues.en).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('prefix every block id with its block name', () => {
    for (const [block, messages] of Object.entries(blockMessages)) {
      for (const descriptor of Object.values(messages))
        expect(descriptor.id.startsWith(`${block}.`)).toBe(true);
    }
  });

  it('spell te reo Māori with macrons, not doubled vowels or diaereses', () => {
    const text = Object.values(catalogues['mi-NZ']).join(' ');
    for (const word of ['Imera', 'imera', 'Kainga', 'Maori', 'Maaori', 'ä', 'ë', 'ï', 'ö', 'ü']) {
      expect(text.includes(word), word).toBe(false);
    }
    expect(text).toContain('Īmēra');
  });
});
