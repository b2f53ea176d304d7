import blocksMi from '@telco-portal/blocks/i18n/mi-NZ.json';
import { coreMessagesMi } from '@telco-portal/core';
import type { MessageDescriptor } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { accountRouteTitles } from '../account-routes.ts';
import { eshopRouteTitles } from '../eshop-routes.ts';
import { messages as portal, routeTitles } from '../messages.ts';
import { harbourManifest } from '../test/manifest.ts';
import { englishCatalogue, maoriCatalogue } from './catalogue.ts';
import portalEn from './en.json';
import portalMi from './mi-NZ.json';

/** The portal's own descriptors (the shell blocks' text is in the blocks catalogues, checked there). */
const descriptorSets: Record<string, MessageDescriptor>[] = [
  portal,
  routeTitles,
  accountRouteTitles,
  eshopRouteTitles,
];
const descriptors = descriptorSets.flatMap((set) => Object.values(set));

describe('given the portal message descriptors', () => {
  it('has every id in the portal en and mi-NZ catalogues, and no second copy of the text', () => {
    for (const d of descriptors) {
      const id = d.id as string;
      expect((portalEn as Record<string, string>)[id], `${id} in en.json`).toBeTruthy();
      expect((portalMi as Record<string, string>)[id], `${id} in mi-NZ.json`).toBeTruthy();
      expect(d, id).not.toHaveProperty('defaultMessage');
    }
  });

  it('has no en id without a descriptor (no stale text)', () => {
    const ids = new Set(descriptors.map((d) => d.id as string));
    expect(Object.keys(portalEn).filter((id) => !ids.has(id))).toEqual([]);
  });
});

describe('given the merged catalogues of core, blocks and portal', () => {
  it('lists no id that lacks te reo Māori text (mi-NZ complete)', () => {
    const manifest = harbourManifest((m) => ({ ...m, copy: {} }));
    const english = englishCatalogue(manifest);
    const mi = {
      ...coreMessagesMi,
      ...(blocksMi as Record<string, string>),
      ...(portalMi as Record<string, string>),
    };
    const missing = Object.keys(english).filter((id) => !(id in mi));
    expect(missing).toEqual([]);
  });

  it('keeps the placeholders of each English message in the mi-NZ text', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    for (const [id, text] of Object.entries(portalMi as Record<string, string>)) {
      expect(placeholders(text), id).toEqual(placeholders((portalEn as Record<string, string>)[id] ?? ''));
    }
  });
});

describe('given manifest copy overrides', () => {
  it('uses the override per language and falls back to en where mi-NZ has none', async () => {
    const manifest = harbourManifest((m) => ({
      ...m,
      copy: {
        en: { 'notFound.title': 'Lost at sea', 'portal.route.home': 'Harbour home' },
        'mi-NZ': { 'portal.route.home': 'Kāinga o Harbour' },
      },
    }));
    const en = englishCatalogue(manifest);
    const mi = await maoriCatalogue(manifest);
    expect(en['notFound.title']).toBe('Lost at sea');
    expect(mi['portal.route.home']).toBe('Kāinga o Harbour');
    // mi-NZ has its own built-in text for notFound.title, which wins over the en override.
    expect(mi['notFound.title']).toBe('Kāore i kitea tō whārangi');
  });

  it('falls back to English for an id that only exists in en', async () => {
    const manifest = harbourManifest((m) => ({
      ...m,
      copy: { en: { 'brand.only.english': 'Only English' } },
    }));
    const mi = await maoriCatalogue(manifest);
    expect(mi['brand.only.english']).toBe('Only English');
  });
});
