import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the thanks block (SPEC §2 E-shop `thanks`; issue 11 "Thanks" and the eSIM install card). */
export const messages = untyped(
  defineMessages({
    title: { id: 'thanks.title' },
    intro: { id: 'thanks.intro' },
    linesTitle: { id: 'thanks.linesTitle' },
    newNumber: { id: 'thanks.newNumber' },
    simType: { id: 'thanks.simType' },
    esim: { id: 'thanks.esim' },
    physicalSim: { id: 'thanks.physicalSim' },
    plan: { id: 'thanks.plan' },
    simOnly: { id: 'thanks.simOnly' },
    deliveryAddress: { id: 'thanks.deliveryAddress' },
    deliveryNote: { id: 'thanks.deliveryNote' },
    home: { id: 'thanks.home' },
    orders: { id: 'thanks.orders' },
    installTitle: { id: 'thanks.install.title' },
    installIntro: { id: 'thanks.install.intro' },
    qrLabel: { id: 'thanks.install.qrLabel' },
    byHand: { id: 'thanks.install.byHand' },
    fullCode: { id: 'thanks.install.fullCode' },
    smdpAddress: { id: 'thanks.install.smdpAddress' },
    activationCode: { id: 'thanks.install.activationCode' },
    copy: { id: 'thanks.install.copy' },
    copyWhat: { id: 'thanks.install.copyWhat' },
    copied: { id: 'thanks.install.copied' },
    copyFailed: { id: 'thanks.install.copyFailed' },
    confirmationCode: { id: 'thanks.install.confirmationCode' },
    iosLink: { id: 'thanks.install.iosLink' },
    iosLinkHint: { id: 'thanks.install.iosLinkHint' },
    iphoneTitle: { id: 'thanks.install.iphoneTitle' },
    iphoneStep1: { id: 'thanks.install.iphoneStep1' },
    iphoneStep2: { id: 'thanks.install.iphoneStep2' },
    androidTitle: { id: 'thanks.install.androidTitle' },
    androidStep1: { id: 'thanks.install.androidStep1' },
    androidStep2: { id: 'thanks.install.androidStep2' },
    finishStep: { id: 'thanks.install.finishStep' },
  }),
);
