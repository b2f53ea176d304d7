import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';

import { brandFor, brandIds, brands, defaultBrandId } from '../src/brands.ts';
import {
  loadStoryContext,
  PortalFrame,
  type RouteParameters,
  type SandboxParameters,
} from '../src/portal-frame.tsx';
import './preview.css';
import type { PreparedLocale } from '@telco-portal/portal';

// Play functions' findBy… and waitFor give the page 10 s, not Testing Library's 1 s: on a loaded CI machine a
// block's first read (session, then the sandbox's PGlite query) took longer than 1 s, and a story that waited for
// an element that was on its way failed. A missing element still fails, 10 s later.
configure({ asyncUtilTimeout: 10_000 });

const LOCALES = [
  { value: 'en', title: 'English' },
  { value: 'mi-NZ', title: 'Te Reo Māori' },
] as const;

/** Wraps every story in the brand's theme and the portal's providers (see src/portal-frame.tsx). */
const withPortal: Decorator = (Story, context) => {
  const brand = brandFor(context.globals.brand);
  const { locale } = context.loaded as { locale: PreparedLocale };
  return (
    <PortalFrame
      key={`${context.id}|${brand.id}|${locale.locale}`}
      brand={brand}
      locale={locale}
      scheme={String(context.globals.scheme ?? 'light')}
      {...(context.parameters.sandbox ? { sandbox: context.parameters.sandbox as SandboxParameters } : {})}
      {...(context.parameters.route ? { route: context.parameters.route as RouteParameters } : {})}
    >
      <Story />
    </PortalFrame>
  );
};

/** Chromatic snapshots: one mode per brand × locale (the visual tests in tests/visual do the same matrix). */
const chromaticModes = Object.fromEntries(
  brandIds.flatMap((brand) =>
    LOCALES.map(({ value }) => [`${brand} ${value}`, { brand, locale: value }] as const),
  ),
);

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand (brands/<id>/brand.json)',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brandIds.map((id) => ({ value: id, title: brands[id]?.name ?? id })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: { title: 'Language', icon: 'globe', items: [...LOCALES], dynamicTitle: true },
    },
    scheme: {
      description: 'Colour scheme (brands with theme.colorScheme "both")',
      toolbar: {
        title: 'Scheme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    brand: defaultBrandId,
    locale: 'en',
    scheme: 'light',
    viewport: { value: 'desktop', isRotated: false },
  },
  loaders: [loadStoryContext],
  decorators: [withPortal],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    viewport: {
      options: {
        mobile: { name: 'Mobile 320', styles: { width: '320px', height: '640px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    a11y: {
      // Violations fail the story's test (addon-vitest) — WCAG 2.2 AA.
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      },
    },
    chromatic: { modes: chromaticModes, pauseAnimationAtEnd: true, prefersReducedMotion: 'reduce' },
    docs: { toc: true },
  },
};

export default preview;
