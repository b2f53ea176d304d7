import { PageContainer } from '@telco-portal/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { BlockProps } from '../../block-props.ts';
import { useBrand } from '../../session/contexts.ts';
import { useRouteLinks } from '../../session/links.ts';
import type { FooterConfigInput } from './config.ts';
import { formatCopyright } from './copyright.ts';
import { messages } from './messages.ts';

const linkClass = 'rounded-sm text-sm text-link underline underline-offset-4 hover:decoration-2 focus-ring';

/**
 * Site footer: copyright with the current year (manifest `footer.copyright`, SPEC §9), the brand's outer
 * About link when it has one (manifest `outerAboutLink`, SPEC §2) and links to the terms and privacy
 * pages when the portal serves them (SPEC §2).
 */
export default function Footer({ config }: Partial<BlockProps<FooterConfigInput>>) {
  const intl = useIntl();
  const brand = useBrand();
  const routes = useRouteLinks();
  const terms = routes.href('terms');
  const privacy = routes.href('privacy');
  const links = [
    terms ? { to: terms, label: intl.formatMessage(messages.terms) } : null,
    privacy ? { to: privacy, label: intl.formatMessage(messages.privacy) } : null,
  ].filter((l) => l !== null);
  return (
    <footer data-slot="site-footer" className="mt-auto border-t border-border bg-muted text-muted-foreground">
      <PageContainer asChild padding="none">
        <div className="flex flex-col gap-3 py-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">{formatCopyright(config?.copyright ?? '')}</p>
          {brand.aboutUrl ? (
            <a href={brand.aboutUrl} className={linkClass}>
              {intl.formatMessage(messages.about)}
            </a>
          ) : null}
          {links.length > 0 ? (
            <nav aria-label={intl.formatMessage(messages.navLabel)}>
              <ul className="flex flex-wrap gap-x-4 gap-y-2">
                {links.map((l) => (
                  <li key={l.to}>
                    <Link to={l.to} className={linkClass}>
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </PageContainer>
    </footer>
  );
}
