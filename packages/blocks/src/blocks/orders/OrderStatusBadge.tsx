import { ORDER_STATUS_TONES, type OrderStatus, type OrderStatusTone } from '@telco-portal/core';
import { Badge, type BadgeProps } from '@telco-portal/ui';
import { FormattedMessage } from 'react-intl';

import { statusMessages } from './messages.ts';

/**
 * Badge variant of each colour token of core `ORDER_STATUS_TONES` (SPEC §4 "each has a colour"). Every pair is
 * one the theme engine checks for contrast (ui theme.ts CONTRAST_PAIRS): `*-foreground` on `primary`, `success`,
 * `warning`, `destructive`; for `muted`, `muted-foreground` on `muted` (the outline badge with the muted surface:
 * no new ui variant, so no byte on the pages that load the badge).
 */
const TONE_BADGE: Record<OrderStatusTone, { variant: BadgeProps['variant']; className?: string }> = {
  primary: { variant: 'default' },
  success: { variant: 'success' },
  warning: { variant: 'warning' },
  destructive: { variant: 'destructive' },
  muted: { variant: 'outline', className: 'border-transparent bg-muted text-muted-foreground' },
};

/** An order's status: its name in words, coloured by its tone (colour is never the only signal). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const tone = ORDER_STATUS_TONES[status];
  const { variant, className } = TONE_BADGE[tone];
  return (
    <Badge variant={variant} className={className} data-status={status} data-tone={tone}>
      <FormattedMessage {...statusMessages[status]} />
    </Badge>
  );
}
