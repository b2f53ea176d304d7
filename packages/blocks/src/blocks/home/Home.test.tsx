import type { Sandbox } from '@telco-portal/sandbox';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { makeSession, renderBlock, sandboxApi, startSandbox } from '../../test/harness.tsx';
import { homeConfigSchema } from './config.ts';
import { Home } from './Home.tsx';

// Starting PGlite can be slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());

describe('given the default sections', () => {
  it('renders the hero, profits, three featured plans, the call to action and coverage in order', async () => {
    const { container } = renderBlock(<Home config={homeConfigSchema.parse({})} />, {
      session: makeSession(sandboxApi(sandbox), null),
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Mobile plans that keep up with you' }),
    ).toBeInTheDocument();
    const plans = screen.getByRole('region', { name: 'Popular plans' });
    expect(await within(plans).findAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByRole('region', { name: 'Coverage and network' })).toBeInTheDocument();
    const order = [...container.querySelectorAll('[data-home-section]')].map((el) =>
      el.getAttribute('data-home-section'),
    );
    expect(order).toEqual(['profits', 'plans', 'cta', 'coverage']);
  });
});

describe('given a brand that switches sections off and uses the slider', () => {
  it('renders only the chosen sections, and no arrows or tab stop while every card fits', async () => {
    renderBlock(<Home config={homeConfigSchema.parse({ sections: ['plans'], plansSlider: true })} />, {
      session: makeSession(sandboxApi(sandbox), null),
    });
    expect(screen.queryByRole('region', { name: 'Why people switch to us' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Coverage and network' })).not.toBeInTheDocument();
    const scroller = await screen.findByRole('list', { name: 'Featured plans' });
    expect(await within(scroller).findAllByRole('article')).toHaveLength(3);
    // happy-dom lays nothing out: the content is as wide as the list, so there is nothing to scroll.
    expect(scroller).not.toHaveAttribute('tabindex');
    expect(screen.queryByRole('button', { name: 'Previous plans' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next plans' })).not.toBeInTheDocument();
  });

  it('is a named, focusable scroller with previous / next buttons when the cards overflow it', async () => {
    const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1000);
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    try {
      renderBlock(<Home config={homeConfigSchema.parse({ sections: ['plans'], plansSlider: true })} />, {
        session: makeSession(sandboxApi(sandbox), null),
      });
      const scroller = await screen.findByRole('list', { name: 'Featured plans' });
      expect(await within(scroller).findAllByRole('article')).toHaveLength(3);
      expect(scroller).toHaveAttribute('tabindex', '0');
      expect(screen.getByRole('button', { name: 'Previous plans' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Next plans' })).toBeEnabled();
    } finally {
      scrollWidth.mockRestore();
      clientWidth.mockRestore();
    }
  });
});

describe('given the te reo Māori locale', () => {
  it('renders the home copy in mi-NZ', () => {
    renderBlock(<Home config={homeConfigSchema.parse({ sections: ['cta'] })} />, {
      session: makeSession(sandboxApi(sandbox), null),
      locale: 'mi-NZ',
    });
    expect(screen.getByRole('link', { name: 'Whakauru' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kua rite koe ki te hono mai?' })).toBeInTheDocument();
  });
});

describe('given plans that are not shown to this visitor (features.showPlans false, or "local" without the stored flag)', () => {
  it('offers no plan anywhere: no plans section, no hero or call-to-action plan buttons', () => {
    const { container } = renderBlock(<Home config={homeConfigSchema.parse({})} />, {
      session: makeSession(sandboxApi(sandbox), null),
      links: { plans: null },
    });
    expect(screen.queryByRole('region', { name: 'Popular plans' })).not.toBeInTheDocument();
    const planLinks = [...container.querySelectorAll('a')].filter((a) =>
      a.getAttribute('href')?.startsWith('/plans'),
    );
    expect(planLinks).toEqual([]);
    const order = [...container.querySelectorAll('[data-home-section]')].map((el) =>
      el.getAttribute('data-home-section'),
    );
    expect(order).toEqual(['profits', 'cta', 'coverage']);
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
  });

  it('links the featured plans to the brand plan type when plans are shown', async () => {
    renderBlock(<Home config={homeConfigSchema.parse({ sections: ['plans'], plansType: 'postpay' })} />, {
      session: makeSession(sandboxApi(sandbox), null),
    });
    const region = screen.getByRole('region', { name: 'Popular plans' });
    expect(within(region).getByRole('link', { name: 'See all plans' })).toHaveAttribute(
      'href',
      '/plans/postpay',
    );
  });
});

describe('given the layout of the brand (manifest theme.layout)', () => {
  it('puts the classic hero in the page column', () => {
    const { container } = renderBlock(<Home config={homeConfigSchema.parse({ sections: [] })} />, {
      session: makeSession(sandboxApi(sandbox), null),
    });
    expect(container.querySelector('[data-slot="hero-band"]')).toBeNull();
  });

  it('puts the modern hero in a full-bleed band in the brand colour', () => {
    const { container } = renderBlock(<Home config={homeConfigSchema.parse({ sections: [] })} />, {
      session: makeSession(sandboxApi(sandbox), null),
      brand: { layout: 'modern' },
    });
    const band = container.querySelector('[data-slot="hero-band"]');
    expect(band).toHaveClass('bg-primary');
    expect(band).toContainElement(screen.getByRole('heading', { level: 1 }));
  });
});
