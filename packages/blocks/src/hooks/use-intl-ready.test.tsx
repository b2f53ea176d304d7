import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';

import { type IntlApi, type IntlSupport, IntlSupportContext } from '../session/locale.ts';
import { useIntlReady } from './use-intl-ready.ts';

/** A support whose `mi-NZ` data arrives when the test says so. */
function manualSupport() {
  const listeners = new Set<() => void>();
  let loaded = false;
  const support: IntlSupport = {
    isReady: (locale) => loaded || !locale.startsWith('mi'),
    load: vi.fn(() => Promise.resolve()),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const finish = () => {
    loaded = true;
    for (const listener of listeners) listener();
  };
  return { support, finish };
}

function Probe({ apis }: { apis: IntlApi[] }) {
  return <output>{useIntlReady(...apis) ? 'ready' : 'waiting'}</output>;
}

function renderProbe(
  locale: string,
  support: IntlSupport,
  apis: IntlApi[] = ['DateTimeFormat', 'NumberFormat'],
) {
  return render(
    <IntlSupportContext.Provider value={support}>
      <IntlProvider locale={locale} messages={{}}>
        <Probe apis={apis} />
      </IntlProvider>
    </IntlSupportContext.Provider>,
  );
}

describe('given useIntlReady', () => {
  it('is ready at once without a provider (native Intl)', () => {
    render(
      <IntlProvider locale="mi-NZ" messages={{}}>
        <Probe apis={['DateTimeFormat']} />
      </IntlProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('ready');
  });

  it('waits for te reo data, asks for it once with the locale and the APIs, and renders when it arrives', async () => {
    const { support, finish } = manualSupport();
    renderProbe('mi-NZ', support);
    expect(screen.getByRole('status')).toHaveTextContent('waiting');
    expect(support.load).toHaveBeenCalledTimes(1);
    expect(support.load).toHaveBeenCalledWith('mi-NZ', ['DateTimeFormat', 'NumberFormat']);
    await act(async () => finish());
    expect(screen.getByRole('status')).toHaveTextContent('ready');
    expect(support.load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for a locale that is ready', () => {
    const { support } = manualSupport();
    renderProbe('en-NZ', support);
    expect(screen.getByRole('status')).toHaveTextContent('ready');
    expect(support.load).not.toHaveBeenCalled();
  });
});
