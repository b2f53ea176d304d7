import type { Sandbox } from '@telco-portal/sandbox';
import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { type Locale, LocaleContext } from '../../session/locale.ts';
import { makeSession, renderBlock, sandboxApi, startSandbox } from '../../test/harness.tsx';
import { LegalPage } from './LegalPage.tsx';

/** Issue 9 / WCAG 3.1.2: the English legal body (and untranslated titles) carry lang="en" on a te reo page. */
vi.setConfig({ testTimeout: 30_000 });

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());
afterEach(() => vi.unstubAllGlobals());

function serveDocument() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ html: '<h2>Your agreement</h2><p>These terms apply.</p>' })),
  );
}

function page(kind: 'terms' | 'privacy', locale: Locale) {
  return (
    <LocaleContext.Provider
      value={{ locale, available: ['en', 'mi-NZ'], setLocale: () => {}, pending: false }}
    >
      <LegalPage kind={kind} />
    </LocaleContext.Provider>
  );
}

const untranslated = {
  terms: [
    { path: 'mobile', title: { en: 'Mobile terms and conditions' } },
    { path: 'fibre', title: { en: 'Fibre terms' } },
  ],
};

describe('given the terms page', () => {
  it('marks the English body lang="en" on a te reo Māori page, and a title without te reo', async () => {
    serveDocument();
    renderBlock(page('terms', 'mi-NZ'), {
      session: makeSession(sandboxApi(sandbox), null),
      path: '/terms',
      locale: 'mi-NZ',
      brand: untranslated,
      links: { 'terms-path': '/terms/:termsPath' },
    });
    const body = (await screen.findByText('These terms apply.')).closest('[data-slot="legal-document"]');
    expect(body).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
  });

  it('leaves a translated title in the page language', async () => {
    serveDocument();
    renderBlock(page('privacy', 'mi-NZ'), {
      session: makeSession(sandboxApi(sandbox), null),
      path: '/privacy',
      locale: 'mi-NZ',
    });
    await screen.findByText('These terms apply.');
    const heading = screen.getByRole('heading', { level: 1, name: 'Kaupapahere tūmataiti' });
    expect(heading).not.toHaveAttribute('lang');
  });

  it('adds no lang on an English page', async () => {
    serveDocument();
    renderBlock(page('terms', 'en'), {
      session: makeSession(sandboxApi(sandbox), null),
      path: '/terms',
      brand: untranslated,
    });
    const body = (await screen.findByText('These terms apply.')).closest('[data-slot="legal-document"]');
    expect(body).not.toHaveAttribute('lang');
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang');
  });
});
