import { PageContainer, Skeleton } from '@telco-portal/ui';
import { useIntl } from 'react-intl';
import { messages } from './messages.ts';

/** Shown while the session or a route's chunk loads — never a flash of the wrong page (SPEC §2 guards). */
export function PageSkeleton() {
  const intl = useIntl();
  return (
    <PageContainer>
      <div
        role="status"
        aria-live="polite"
        aria-busy="true"
        className="flex flex-col gap-4"
        data-slot="page-skeleton"
      >
        <span className="sr-only">{intl.formatMessage(messages.loading)}</span>
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-32 w-full" />
      </div>
    </PageContainer>
  );
}
