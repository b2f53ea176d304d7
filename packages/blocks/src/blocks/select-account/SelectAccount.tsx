import { displayName, formatMsisdn, selectDefaultProduct } from '@telco-portal/core';
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
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type * as z from 'zod';
import type { BlockProps } from '../../block-props.ts';
import { useCustomer } from '../../hooks/use-customer.ts';
import { useErrorText } from '../../hooks/use-error-text.ts';
import { useMobileProducts } from '../../hooks/use-mobile-products.ts';
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

/** One account: name (SPEC §5 display-name rule, 20 characters for account names), e-mail, default MSISDN. */
function AccountOption({ uuid, current, showMobileNumber, onChoose }: AccountOptionProps) {
  const customer = useCustomer(uuid);
  const products = useMobileProducts(showMobileNumber ? uuid : null);
  const errorText = useErrorText();
  const intl = useIntl();
  if (customer.error && !customer.data) {
    return (
      <Alert variant="destructive">
        <AlertDescription>
          <span>
            <FormattedMessage {...messages.error} /> {errorText(customer.error)}
          </span>
          <Button type="button" variant="outline" size="sm" onClick={() => void customer.mutate()}>
            <FormattedMessage {...messages.retry} />
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (!customer.data) {
    return (
      <div aria-hidden="true" className="flex flex-col gap-2 rounded-xl border border-border p-4">
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  }
  const name = displayName(customer.data.FirstName, customer.data.LastName, 'account');
  const product = selectDefaultProduct(products.data ?? []);
  const msisdn = product ? formatMsisdn(product.MSISDN) : '';
  return (
    <button
      type="button"
      aria-current={current ? 'true' : undefined}
      onClick={() => onChoose(uuid)}
      className="flex w-full cursor-pointer flex-col items-start gap-1 rounded-xl border border-border bg-card p-4 text-left text-card-foreground shadow-sm transition-colors hover:border-primary hover:shadow-md focus-ring aria-[current=true]:border-primary"
    >
      <span className="flex w-full flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 text-lg font-semibold wrap-anywhere">{name || customer.data.Email}</span>
        {current ? (
          <Badge variant="outline">
            <FormattedMessage {...messages.current} />
          </Badge>
        ) : null}
      </span>
      <span className="max-w-full text-sm text-muted-foreground wrap-anywhere">{customer.data.Email}</span>
      {msisdn ? (
        <span className="text-sm text-muted-foreground">
          {intl.formatMessage(messages.mobileNumber, { msisdn })}
        </span>
      ) : null}
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
