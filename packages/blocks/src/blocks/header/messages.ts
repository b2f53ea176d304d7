import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the header block (SPEC §2 public layout). */
export const messages = untyped(
  defineMessages({
    homeLink: { id: 'header.homeLink' },
    navLabel: { id: 'header.navLabel' },
    menuOpen: { id: 'header.menuOpen' },
    menuClose: { id: 'header.menuClose' },
    signIn: { id: 'header.signIn' },
    signUp: { id: 'header.signUp' },
    signOut: { id: 'header.signOut' },
    account: { id: 'header.account' },
    language: { id: 'header.language' },
    languageEn: { id: 'header.language.en' },
    languageMi: { id: 'header.language.mi-NZ' },
    navHome: { id: 'header.nav.home' },
    navPlans: { id: 'header.nav.plans' },
    navProfile: { id: 'header.nav.profile' },
    navHelp: { id: 'header.nav.help' },
    navAbout: { id: 'header.nav.about' },
  }),
);
