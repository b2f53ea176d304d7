import { cleanup, render, screen } from '@testing-library/react';
import { type ReactNode, Suspense, use } from 'react';
import { FormattedMessage } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { harbourManifest } from '../test/manifest.ts';
import type { CompiledCatalogue } from './catalogue.ts';
import { compiledMessages, LocaleProvider, prepareLocale, useRestCatalogue } from './LocaleProvider.tsx';
import { restCatalogue } from './rest-catalogue.ts';

const text = (value: string) => [{ type: 0, value }];

/**
 * A generated app's loader: `first` bundled, the rest in two parts (`rest.` shown by block `a-block`,
 * `other.` by no listed block) behind a lazy rest loader, and mi-NZ on demand (fresh objects per call).
 */
function appLoader() {
  const restPart = vi.fn(async () => ({ default: { 'rest.title': text('Rest title') } }));
  const otherPart = vi.fn(async () => ({ default: { 'other.title': text('Other title') } }));
  const rest = vi.fn(async () => ({
    default: restCatalogue({ 'rest.': restPart, 'other.': otherPart }, { 'a-block': ['rest.'] }),
  }));
  const mi = vi.fn(async () => ({
    default: {
      'first.title': text('Tuatahi'),
      'rest.title': text('Te toenga'),
      'other.title': text('Tētahi'),
    },
  }));
  const loader = compiledMessages({
    bundled: 'en',
    first: { 'first.title': text('First title') },
    rest,
    onDemand: { 'mi-NZ': mi },
  });
  return { loader, rest, restPart, otherPart, mi };
}

function Gate({ block, children }: { block?: string; children: ReactNode }) {
  const pending = useRestCatalogue(block);
  if (pending) use(pending);
  return children;
}

afterEach(cleanup);

/** Renders `children` after "First title" inside a LocaleProvider prepared in English with the split loader. */
async function renderEnglish(children?: ReactNode) {
  const { loader, rest, restPart, otherPart } = appLoader();
  const initial = await prepareLocale('en', harbourManifest(), loader);
  render(
    <LocaleProvider manifest={harbourManifest()} initial={initial} loadMessages={loader}>
      <p>
        <FormattedMessage id="first.title" />
      </p>
      {children}
    </LocaleProvider>,
  );
  return { rest, restPart, otherPart };
}

describe('given a split catalogue (issue 7: the entry carries the first slice only)', () => {
  it('prepares the first slice with a rest loader, and the whole catalogue once the whole rest is in', async () => {
    const { loader, rest } = appLoader();
    const prepared = await prepareLocale('en', harbourManifest(), loader);
    expect(Object.keys(prepared.messages)).toEqual(['first.title']);
    expect(prepared.rest).toBeTypeOf('function');
    expect(rest).not.toHaveBeenCalled();
    await prepared.rest?.();
    const again = await prepareLocale('en', harbourManifest(), loader);
    expect(again.rest).toBeUndefined();
    expect(Object.keys(again.messages as CompiledCatalogue).sort()).toEqual([
      'first.title',
      'other.title',
      'rest.title',
    ]);
  });

  it("loads a block's parts of the rest only, once; null once they are merged (issue 10)", async () => {
    const { loader, restPart, otherPart } = appLoader();
    const prepared = await prepareLocale('en', harbourManifest(), loader);
    const load = prepared.rest?.('a-block');
    expect(prepared.rest?.('a-block')).toBe(load);
    expect(await load).toEqual({ 'rest.title': text('Rest title') });
    expect(prepared.rest?.('a-block')).toBeNull();
    expect(Object.keys(prepared.messages).sort()).toEqual(['first.title', 'rest.title']);
    expect(restPart).toHaveBeenCalledOnce();
    expect(otherPart).not.toHaveBeenCalled();
    // Switching back to English keeps what is merged: the block renders at once.
    const again = await prepareLocale('en', harbourManifest(), loader);
    expect(again.rest?.('a-block')).toBeNull();
    expect(again.rest).toBeTypeOf('function');
  });

  it('loads every part of the rest for a block listed nowhere (its text is never missing)', async () => {
    const { loader, restPart, otherPart } = appLoader();
    const prepared = await prepareLocale('en', harbourManifest(), loader);
    await prepared.rest?.('a-block-added-tomorrow');
    expect(Object.keys(prepared.messages).sort()).toEqual(['first.title', 'other.title', 'rest.title']);
    expect(restPart).toHaveBeenCalledOnce();
    expect(otherPart).toHaveBeenCalledOnce();
  });

  it('loads another language whole', async () => {
    const { loader, mi } = appLoader();
    const prepared = await prepareLocale('mi-NZ', harbourManifest(), loader);
    expect(prepared.rest).toBeUndefined();
    expect(mi).toHaveBeenCalledOnce();
    expect(Object.keys(prepared.messages).sort()).toEqual(['first.title', 'other.title', 'rest.title']);
  });

  it('renders first-slice text at once, and suspends text of the rest until it is loaded (once)', async () => {
    const { rest, otherPart } = await renderEnglish(
      <Suspense fallback={<p>loading</p>}>
        <Gate block="a-block">
          <p>
            <FormattedMessage id="rest.title" />
          </p>
        </Gate>
      </Suspense>,
    );
    expect(screen.getByText('First title')).toBeTruthy();
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('Rest title')).toBeTruthy();
    expect(rest).toHaveBeenCalledOnce();
    expect(otherPart).not.toHaveBeenCalled();
  });

  it('never loads the rest when no block asks for it', async () => {
    const { rest } = await renderEnglish();
    expect(screen.getByText('First title')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(rest).not.toHaveBeenCalled();
  });
});
