import {
  Alert,
  AlertDescription,
  Badge,
  Button,
  PageContainer,
  PageDescription,
  PageHeader,
  PageTitle,
  Skeleton,
} from '@telco-portal/ui';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import type * as z from 'zod';
import type { BlockProps } from '../../block-props.ts';
import { AccountDetails } from '../../components/AccountDetails.tsx';
import { useAccountSummary } from '../../hooks/use-account-summary.ts';
import { useErrorText } from '../../hooks/use-error-text.ts';
import { useRedirectTarget } from '../../hooks/use-redirect-target.ts';
import { useSession } from '../../session/index.ts';
import { useRouteLinks } from '../../session/links.ts';
import type { selectAccountConfigSchema } from './config.ts';
import { messages } from './messages.ts';

type AccountOptionProps = {
  uuid: string;
  current: boolean;
  showMobileNumber: boolean;
  onChoose: (uuid: string) => void;
};

/**
 * One account: full name, type, account number, default mobile number and e-mail (issue 9: two accounts of
 * one person must not look the same), or the SPEC §8 error with "Try again" when its record failed to load.
 */
function AccountOption({ uuid, current, showMobileNumber, onChoose }: AccountOptionProps) {
  const { summary, error, retry } = useAccountSummary(uuid, showMobileNumber);
  const errorText = useErrorText();
  if (!summary && error) {
    return (
      <Alert variant="destructive">
        <AlertDescription>
          <span>
            <FormattedMessage {...messages.error} /> {errorText(error)}
          </span>
          <Button type="button" variant="outline" size="sm" onClick={retry}>
            <FormattedMessage {...messages.retry} />
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (!summary) {
    return (
      <div aria-hidden="true" className="flex flex-col gap-2 rounded-xl border border-border p-4">
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  }
  return (
    <button
      type="button"
      aria-current={current ? 'true' : undefined}
      onClick={() => onChoose(uuid)}
      className="flex w-full cursor-pointer flex-col items-start gap-1 rounded-xl border border-border bg-card p-4 text-left text-card-foreground shadow-sm transition-colors hover:border-primary hover:shadow-md focus-ring aria-[current=true]:border-primary"
    >
      <AccountDetails
        summary={summary}
        nameClassName="text-lg"
        badge={
          current ? (
            <Badge variant="secondary">
              <FormattedMessage {...messages.current} />
            </Badge>
          ) : null
        }
      />
    </button>
  );
}

/**
 * Select-account page (SPEC §1 "one signed-in user may hold several customer accounts and picks one"):
 * lists the accounts of the signed-in user's roles; choosing one calls `selectCustomer(uuid)` and goes to
 * the safe `?redirect=` target, else the account area (the profile route), else home. `config` is the
 * manifest's `selectAccount` slice.
 */
export function SelectAccount({ config }: BlockProps<z.output<typeof selectAccountConfigSchema>>) {
  const cfg = config;
  const { status, customerUUIDs, currentCustomerUUID, selectCustomer } = useSession();
  const navigate = useNavigate();
  const links = useRouteLinks();
  const target = useRedirectTarget(links.href('profile') ?? links.href('home') ?? '/');

  const choose = (uuid: string) => {
    selectCustomer(uuid);
    navigate(target, { replace: true });
  };

  return (
    <PageContainer width="narrow">
      <PageHeader>
        <PageTitle>
          <FormattedMessage {...messages.title} />
        </PageTitle>
        <PageDescription>
          <FormattedMessage {...messages.intro} />
        </PageDescription>
      </PageHeader>
      {status === 'loading' ? (
        <p role="status" className="text-muted-foreground">
          <FormattedMessage {...messages.loading} />
        </p>
      ) : customerUUIDs.length === 0 ? (
        <Alert>
          <AlertDescription>
            <FormattedMessage {...messages.empty} />
          </AlertDescription>
        </Alert>
      ) : (
        <ul className="flex flex-col gap-3">
          {customerUUIDs.map((uuid) => (
            <li key={uuid}>
              <AccountOption
                uuid={uuid}
                current={uuid === currentCustomerUUID}
                showMobileNumber={cfg.showMobileNumber}
                onChoose={choose}
              />
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}

export default SelectAccount;

/** The header's account switcher rides in this block's chunk (the portal loads it through the registry). */
export { default as AccountSwitcher } from '../header/AccountSwitcher.tsx';
