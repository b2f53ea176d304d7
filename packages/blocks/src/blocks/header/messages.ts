import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the header block (SPEC §2 public layout). */
export const messages = untyped(
  defineMessages({
    homeLink: { id: 'header.homeLink', defaultMessage: '{brand} home' },
    navLabel: { id: 'header.navLabel', defaultMessage: 'Main' },
    menuOpen: { id: 'header.menuOpen', defaultMessage: 'Menu' },
    menuClose: { id: 'header.menuClose', defaultMessage: 'Close menu' },
    signIn: { id: 'header.signIn', defaultMessage: 'Sign in' },
    signUp: { id: 'header.signUp', defaultMessage: 'Sign up' },
    signOut: { id: 'header.signOut', defaultMessage: 'Sign out' },
    account: { id: 'header.account', defaultMessage: 'My account' },
    language: { id: 'header.language', defaultMessage: 'Language' },
    languageEn: { id: 'header.language.en', defaultMessage: 'English' },
    languageMi: { id: 'header.language.mi-NZ', defaultMessage: 'Te Reo Māori' },
    navHome: { id: 'header.nav.home', defaultMessage: 'Home' },
    navPlans: { id: 'header.nav.plans', defaultMessage: 'Plans' },
    navProfile: { id: 'header.nav.profile', defaultMessage: 'My account' },
    navHelp: { id: 'header.nav.help', defaultMessage: 'Help' },
    navAbout: { id: 'header.nav.about', defaultMessage: 'About us' },
  }),
);
