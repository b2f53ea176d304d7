import type { Decorator } from '@storybook/react-vite';
import { type LinkTarget, RouteLinksContext, useRouteLinks } from '@telco-portal/blocks/session';
import type { ReactNode } from 'react';

/** The portal's route links, with some routes answered by the story (e.g. a help centre not built yet). */
function LinksWith({ paths, children }: { paths: Partial<Record<LinkTarget, string>>; children: ReactNode }) {
  const links = useRouteLinks();
  return (
    <RouteLinksContext.Provider
      value={{ href: (target, params) => paths[target] ?? links.href(target, params) }}
    >
      {children}
    </RouteLinksContext.Provider>
  );
}

/** A decorator: the story renders as if the portal served these routes at these paths. */
export function withRoutes(paths: Partial<Record<LinkTarget, string>>): Decorator {
  return (Story) => (
    <LinksWith paths={paths}>
      <Story />
    </LinksWith>
  );
}
