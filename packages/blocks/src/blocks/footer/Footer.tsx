import { PageContainer } from '@telco-portal/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { BlockProps } from '../../registry.ts';
import type { FooterConfigInput } from './config.ts';
import { formatCopyright } from './copyright.ts';
import { messages } from './messages.ts';

const linkClass = 'rounded-sm text-sm text-link underline underline-offset-4 hover:decoration-2 focus-ring';

/** Site footer: copyright with the current year (SPEC §9) and links to terms and privacy (SPEC §2). */
export default function Footer({ config }: BlockProps<FooterConfigInput>) {
  // Defaults of `footerConfigSchema`, applied without zod: the footer is part of every first load.
  const cfg = { termsPath: null, privacyPath: null, ...config };
  const intl = useIntl();
  const links = [
    cfg.termsPath ? { to: cfg.termsPath, label: intl.formatMessage(messages.terms) } : null,
    cfg.privacyPath ? { to: cfg.privacyPath, label: intl.formatMessage(messages.privacy) } : null,
  ].filter((l) => l !== null);
  return (
    <footer data-slot="site-footer" className="mt-auto border-t border-border bg-muted text-muted-foreground">
      <PageContainer asChild padding="none">
        <div className="flex flex-col gap-3 py-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">{formatCopyright(cfg.copyright ?? '')}</p>
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
