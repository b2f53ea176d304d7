import { useCallback, useState } from 'react';

import { useErrorText } from '../../hooks/use-error-text.ts';
import { useSession } from '../../session/index.ts';

export type ResendState = { status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; message: string };

/**
 * Resends the verification e-mail of `customerUUID` (GET /customer/:uuid/email_verification/resend, auth).
 * `state.status` goes idle -> sending -> sent | failed (with the SPEC §8 text).
 */
export function useResendVerification(customerUUID: string | null): {
  state: ResendState;
  resend: () => Promise<void>;
} {
  const { api } = useSession();
  const errorText = useErrorText();
  const [state, setState] = useState<ResendState>({ status: 'idle' });
  const resend = useCallback(async () => {
    if (!customerUUID) return;
    setState({ status: 'sending' });
    try {
      await api.call('resendEmailVerification', { params: { uuid: customerUUID } });
      setState({ status: 'sent' });
    } catch (error) {
      setState({ status: 'failed', message: errorText(error) });
    }
  }, [api, customerUUID, errorText]);
  return { state, resend };
}
