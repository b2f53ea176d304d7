import * as apiRoutes from '@telco-portal/api/routes';
import { useAnnounce } from '@telco-portal/ui';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';

import { useErrorText } from '../../hooks/use-error-text.ts';
import { useSession } from '../../session/index.ts';
import { messages } from './messages.ts';

export type ResendState = { status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; message: string };

/**
 * Resends the verification e-mail of `customerUUID` (GET /customer/:uuid/email_verification/resend, auth).
 * `state.status` goes idle -> sending -> sent | failed (with the SPEC §8 text). "Sent" is also announced
 * in the layout's polite live region (`useAnnounce`, issue 9): the button stays where it is, so nothing else
 * tells a screen reader user it worked; a failure shows in a `role="alert"` element of the page.
 */
export function useResendVerification(customerUUID: string | null): {
  state: ResendState;
  resend: () => Promise<void>;
} {
  const { api } = useSession();
  const errorText = useErrorText();
  const announce = useAnnounce();
  const intl = useIntl();
  const [state, setState] = useState<ResendState>({ status: 'idle' });
  const resend = useCallback(async () => {
    if (!customerUUID) return;
    setState({ status: 'sending' });
    try {
      await api.call(apiRoutes.resendEmailVerification, { params: { uuid: customerUUID } });
      setState({ status: 'sent' });
      announce(intl.formatMessage(messages.resent));
    } catch (error) {
      setState({ status: 'failed', message: errorText(error) });
    }
  }, [api, customerUUID, errorText, announce, intl]);
  return { state, resend };
}
