import { Button, cn, PageContainer } from '@telco-portal/ui';
import { type ComponentType, Suspense, useEffect, useId, useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router';
import { useBrand, useSession } from '../../session/contexts.ts';
import { useRouteLinks } from '../../session/links.ts';
import { type Locale, useLocale } from '../../session/locale.ts';
import type { HeaderMenuItem, HeaderNavId } from './menu.ts';
import { messages } from './messages.ts';

const navLabels: Record<HeaderNavId, MessageDescriptor> = {
  home: messages.navHome,
  plans: messages.navPlans,
  profile: messages.navProfile,
  help: messages.navHelp,
  about: messages.navAbout,
};
const languageLabels: Record<Locale, MessageDescriptor> = {
  en: messages.languageEn,
  'mi-NZ': messages.languageMi,
};

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium text-foreground hover:bg-accent hover:text-accent-foreground',
    'focus-ring',
    isActive && 'underline underline-offset-4',
  );

/**
 * Site header (SPEC §2 public layout): logo, main menu (`menu`, built by the portal from its route table
 * and feature switches), sign-in/sign-up or account + sign-out (each only when its route exists), the
 * account switcher for an identity with several customer accounts (`AccountSwitcher`, issue 9), the
 * language switch, and a disclosure menu on small screens (Escape closes it and returns focus to its
 * button). The brand's layout (manifest `theme.layout`) picks the look: "classic" scrolls away with the
 * page; "modern" stays at the top, compact.
 */
export default function Header({
  menu: items = [],
  accountSwitcher: AccountSwitcher,
}: {
  menu?: readonly HeaderMenuItem[];
  /**
   * The account switcher (./AccountSwitcher.tsx), shown to an identity with several accounts. The portal
   * passes it lazily loaded (it ships in the select-account block's chunk), so the header's own chunk and
   * the home route do not grow; without it the header shows no switcher.
   */
  accountSwitcher?: ComponentType;
}) {
  const { formatMessage: t } = useIntl();
  const brand = useBrand();
  const links = useRouteLinks();
  const session = useSession();
  const { locale, available, setLocale } = useLocale();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [lastPath, setLastPath] = useState(location.pathname);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const languageId = useId();
  const signInPath = links.href('sign-in');
  const signUpPath = links.href('sign-up');
  const accountPath = links.href('profile');
  const modern = brand.layout === 'modern';
  const logoSize = modern ? 'h-7' : 'h-8';

  // Close the small-screen menu on navigation.
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    if (open) setOpen(false);
  }

  // Escape closes the small-screen menu and returns focus to its button.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const signedIn = session.status === 'signedIn';
  const menu = items.filter((item) => item.id !== 'profile' || signedIn);

  return (
    <header
      data-slot="site-header"
      data-layout={brand.layout}
      className={cn('border-b border-border bg-background', modern && 'sticky top-0 z-40 shadow-sm')}
    >
      <PageContainer asChild padding="none">
        <div className={cn('flex flex-wrap items-center gap-3', modern ? 'py-1.5' : 'py-3')}>
          <Link
            to="/"
            className="flex items-center gap-2 rounded-md font-semibold text-foreground focus-ring"
            aria-label={t(messages.homeLink, { brand: brand.name })}
          >
            {/* The brand logo is a wordmark (it carries the name), shown at its own aspect ratio; a brand with
              a dark scheme may give a second one for it (manifest theme.logoDark). */}
            <img
              src={brand.logoSrc}
              alt=""
              height={32}
              className={cn(logoSize, 'w-auto', brand.logoDarkSrc && 'dark:hidden')}
            />
            {brand.logoDarkSrc ? (
              <img
                src={brand.logoDarkSrc}
                alt=""
                height={32}
                className={cn(logoSize, 'hidden w-auto dark:block')}
              />
            ) : null}
          </Link>

          <Button
            ref={toggleRef}
            type="button"
            variant="outline"
            size="sm"
            className="ml-auto md:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((v) => !v)}
          >
            {t(open ? messages.menuClose : messages.menuOpen)}
          </Button>

          <div
            id={menuId}
            data-state={open ? 'open' : 'closed'}
            className={cn(
              'w-full flex-col gap-3 md:ml-auto md:flex md:w-auto md:flex-row md:items-center',
              open ? 'flex' : 'hidden',
            )}
          >
            {menu.length > 0 ? (
              <nav aria-label={t(messages.navLabel)}>
                <ul className="flex flex-col gap-1 md:flex-row">
                  {menu.map((item) => (
                    <li key={item.id}>
                      {item.external ? (
                        <a href={item.to} className={navLinkClass({ isActive: false })}>
                          {t(navLabels[item.id])}
                        </a>
                      ) : (
                        <NavLink to={item.to} end={item.to === '/'} className={navLinkClass}>
                          {t(navLabels[item.id])}
                        </NavLink>
                      )}
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}

            <div className="flex flex-wrap items-center gap-2">
              {signedIn ? (
                <>
                  {AccountSwitcher && session.customerUUIDs.length > 1 ? (
                    // The switcher's own box (AccountSwitcher.tsx) is held while its chunk loads: no shift.
                    <Suspense fallback={<i className="h-11 w-full md:w-48" />}>
                      <AccountSwitcher />
                    </Suspense>
                  ) : null}
                  {accountPath && !menu.some((item) => item.id === 'profile') ? (
                    <Button asChild variant="ghost" size="sm">
                      <Link to={accountPath}>{t(messages.account)}</Link>
                    </Button>
                  ) : null}
                  <Button type="button" variant="outline" size="sm" onClick={() => void session.signOut()}>
                    {t(messages.signOut)}
                  </Button>
                </>
              ) : session.status === 'signedOut' ? (
                <>
                  {signInPath ? (
                    <Button asChild variant="ghost" size="sm">
                      <Link to={signInPath}>{t(messages.signIn)}</Link>
                    </Button>
                  ) : null}
                  {signUpPath ? (
                    <Button asChild size="sm">
                      <Link to={signUpPath}>{t(messages.signUp)}</Link>
                    </Button>
                  ) : null}
                </>
              ) : null}

              {available.length > 1 ? (
                <div className="flex items-center gap-2">
                  <label htmlFor={languageId} className="text-sm font-medium text-foreground">
                    {t(messages.language)}
                  </label>
                  <select
                    id={languageId}
                    value={locale}
                    onChange={(event) => setLocale(event.target.value as Locale)}
                    className="h-8 rounded-md border border-input bg-background px-2 text-sm text-foreground focus-ring"
                  >
                    {available.map((lang) => (
                      <option key={lang} value={lang} lang={lang}>
                        {t(languageLabels[lang])}
                      </option>
                    ))}
                  </select>
                </div>
              ) : null}
            </div>
          </div>
        </div>
      </PageContainer>
    </header>
  );
}
