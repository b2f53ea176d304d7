import { cleanup, render, screen } from '@testing-library/react';
import { type ReactNode, Suspense, use } from 'react';
import { FormattedMessage } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { harbourManifest } from '../test/manifest.ts';
import type { CompiledCatalogue } from './catalogue.ts';
import { compiledMessages, LocaleProvider, prepareLocale, useRestCatalogue } from './LocaleProvider.tsx';

const text = (value: string) => [{ type: 0, value }];

/** A generated app's loader: `first` bundled, `rest` and mi-NZ on demand (fresh objects per call). */
function appLoader() {
  const rest = vi.fn(async () => ({ default: { 'rest.title': text('Rest title') } }));
  const mi = vi.fn(async () => ({
    default: { 'first.title': text('Tuatahi'), 'rest.title': text('Te toenga') },
  }));
  const loader = compiledMessages({
    bundled: 'en',
    first: { 'first.title': text('First title') },
    rest,
    onDemand: { 'mi-NZ': mi },
  });
  return { loader, rest, mi };
}

function Gate({ children }: { children: ReactNode }) {
  const pending = useRestCatalogue();
  if (pending) use(pending);
  return children;
}

afterEach(cleanup);

/** Renders `children` after "First title" inside a LocaleProvider prepared in English with the split loader. */
async function renderEnglish(children?: ReactNode) {
  const { loader, rest } = appLoader();
  const initial = await prepareLocale('en', harbourManifest(), loader);
  render(
    <LocaleProvider manifest={harbourManifest()} initial={initial} loadMessages={loader}>
      <p>
        <FormattedMessage id="first.title" />
      </p>
      {children}
    </LocaleProvider>,
  );
  return { rest };
}

describe('given a split catalogue (issue 7: the entry carries the first slice only)', () => {
  it('prepares the first slice with a rest loader, and the whole catalogue once the rest is in', async () => {
    const { loader, rest } = appLoader();
    const prepared = await prepareLocale('en', harbourManifest(), loader);
    expect(Object.keys(prepared.messages)).toEqual(['first.title']);
    expect(prepared.rest).toBeTypeOf('function');
    expect(rest).not.toHaveBeenCalled();
    await prepared.rest?.();
    const again = await prepareLocale('en', harbourManifest(), loader);
    expect(again.rest).toBeUndefined();
    expect(Object.keys(again.messages as CompiledCatalogue).sort()).toEqual(['first.title', 'rest.title']);
  });

  it('loads another language whole', async () => {
    const { loader, mi } = appLoader();
    const prepared = await prepareLocale('mi-NZ', harbourManifest(), loader);
    expect(prepared.rest).toBeUndefined();
    expect(mi).toHaveBeenCalledOnce();
    expect(Object.keys(prepared.messages).sort()).toEqual(['first.title', 'rest.title']);
  });

  it('renders first-slice text at once, and suspends text of the rest until it is loaded (once)', async () => {
    const { rest } = await renderEnglish(
      <Suspense fallback={<p>loading</p>}>
        <Gate>
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
  });

  it('never loads the rest when no block asks for it', async () => {
    const { rest } = await renderEnglish();
    expect(screen.getByText('First title')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(rest).not.toHaveBeenCalled();
  });
});
