import { type CoreMessageId, PASSWORD_MIN_LENGTH, passwordRuleFailures } from '@telco-portal/core';
import { cn, VisuallyHidden } from '@telco-portal/ui';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';

import { messages } from './messages.ts';

const rules: Array<{ id: CoreMessageId; label: MessageDescriptor }> = [
  { id: 'core.validation.password.tooShort', label: messages.ruleLength },
  { id: 'core.validation.password.needsUppercase', label: messages.ruleUpper },
  { id: 'core.validation.password.needsLowercase', label: messages.ruleLower },
  { id: 'core.validation.password.needsNumberOrSymbol', label: messages.ruleDigitOrSymbol },
];

/**
 * Live checklist of the SPEC §5 password rules (10+ characters, upper and lower case, a number or symbol),
 * computed by core's `passwordRuleFailures`. Each rule says in text whether it is met, so state is not
 * carried by colour or icon alone.
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const intl = useIntl();
  const failures = new Set(passwordRuleFailures(password));
  const empty = password.length === 0;
  return (
    <div id={id} className="text-sm">
      <p className="font-medium text-foreground">
        <FormattedMessage {...messages.rulesTitle} />
      </p>
      <ul className="mt-1 flex flex-col gap-0.5">
        {rules.map((rule) => {
          const met = !empty && !failures.has(rule.id);
          return (
            <li
              key={rule.id}
              data-met={met ? 'true' : 'false'}
              className={cn('flex items-center gap-2', met ? 'text-foreground' : 'text-muted-foreground')}
            >
              <svg
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth={2.5}
                aria-hidden="true"
                className={cn('size-4 shrink-0', met ? 'text-success' : 'text-muted-foreground')}
              >
                {met ? <path d="M20 6 9 17l-5-5" /> : <circle cx="12" cy="12" r="4" />}
              </svg>
              <span>
                <FormattedMessage {...rule.label} values={{ min: PASSWORD_MIN_LENGTH }} />
                <VisuallyHidden>{` (${intl.formatMessage(met ? messages.ruleMet : messages.ruleNotMet)})`}</VisuallyHidden>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
