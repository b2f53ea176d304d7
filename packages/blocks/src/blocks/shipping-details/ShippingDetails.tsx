import type { DeliveryAddress, DeliveryAddressInput } from '@telco-portal/api';
import {
  createDeliveryAddress,
  deleteDeliveryAddress,
  deliveryAddresses,
  setDefaultDeliveryAddress,
  updateDeliveryAddress,
} from '@telco-portal/api/routes/addresses';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Badge,
  Button,
  Card,
  CardContent,
  PageContainer,
  PageDescription,
  PageHeader,
  PageTitle,
  Skeleton,
  useAnnounce,
  VisuallyHidden,
} from '@telco-portal/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import useSWR from 'swr';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { useErrorText } from '../../hooks/use-error-text.ts';
import { useSession } from '../../session/index.ts';
import { AddressForm } from './AddressForm.tsx';
import { messages } from './messages.ts';

const loadDeleteDialog = () => import('./DeleteAddressDialog.tsx');
const DeleteAddressDialog = lazy(loadDeleteDialog);
const preloadDeleteDialog = () => void loadDeleteDialog().catch(() => undefined);

type Editing = { mode: 'add' } | { mode: 'edit'; address: DeliveryAddress } | null;
type Pending = { uuid: string; action: 'default' | 'delete' };

/**
 * Shipping details (SPEC §2 profile "shipping-details"; §3 Delivery address; §4 "Default delivery address moves to
 * first and unmarks others"; §5 street, city and postcode required; §7 /v2/{SPID}/customer/{id}/address): the
 * customer's delivery addresses, the default (Rank 1) first with a Default badge; add (address search as you type,
 * or by hand), edit, make default, delete after a confirmation (deleting the default makes the first remaining
 * the default: the server answers the new list). While a call is in flight the list's buttons are disabled; a
 * failure shows its SPEC §8 text and keeps the list and the form's fields. States: loading, load error with retry
 * (a failed read is never "no addresses"), no addresses, the list.
 */
export function ShippingDetails() {
  const intl = useIntl();
  const errorText = useErrorText();
  const announce = useAnnounce();
  const { api, currentCustomerUUID: customer } = useSession();
  const list = useSWR(customer ? ['blocks', 'delivery-addresses', customer] : null, async () =>
    [
      ...(
        await api.call(deliveryAddresses, {
          params: { id: customer as string },
          query: { AddressType: 'DELIVERY' },
        })
      ).Addresses,
    ].sort((a, b) => a.Rank - b.Rank),
  );
  const [editing, setEditing] = useState<Editing>(null);
  const [formFailure, setFormFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<DeliveryAddress | null>(null);
  const [dialogWanted, setDialogWanted] = useState(false);
  const failureRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  const sorted = (addresses: DeliveryAddress[]) => [...addresses].sort((a, b) => a.Rank - b.Rank);
  const id = customer as string;

  const save = async (input: DeliveryAddressInput) => {
    if (!customer || !editing) return;
    setFormFailure(null);
    try {
      const answer =
        editing.mode === 'add'
          ? await api.call(createDeliveryAddress, { params: { id }, body: input })
          : await api.call(updateDeliveryAddress, {
              params: { id, addressUuid: editing.address.AddressUUID },
              body: input,
            });
      await list.mutate(sorted(answer.Addresses), { revalidate: false });
      announce(intl.formatMessage(editing.mode === 'add' ? messages.doneAdded : messages.doneSaved));
      setEditing(null);
      requestAnimationFrame(() => addRef.current?.focus());
    } catch (error) {
      setFormFailure(errorText(error));
      throw error;
    }
  };

  const run = async (
    next: Pending,
    call: () => Promise<{ Addresses: DeliveryAddress[] }>,
    done: MessageDescriptor,
  ) => {
    if (!customer || pending) return;
    setPending(next);
    setFailure(null);
    try {
      const answer = await call();
      await list.mutate(sorted(answer.Addresses), { revalidate: false });
      announce(intl.formatMessage(done));
    } catch (error) {
      setFailure(errorText(error));
      void list.mutate();
      requestAnimationFrame(() => failureRef.current?.focus());
    } finally {
      setPending(null);
    }
  };
  const makeDefault = (a: DeliveryAddress) =>
    run(
      { uuid: a.AddressUUID, action: 'default' },
      () => api.call(setDefaultDeliveryAddress, { params: { id, addressUuid: a.AddressUUID } }),
      messages.doneDefault,
    );
  const remove = (a: DeliveryAddress) => {
    setConfirming(null);
    return run(
      { uuid: a.AddressUUID, action: 'delete' },
      () => api.call(deleteDeliveryAddress, { params: { id, addressUuid: a.AddressUUID } }),
      messages.doneDeleted,
    );
  };

  let body: React.ReactNode;
  if (list.error && !list.data) {
    body = (
      <LoadFailed
        title={messages.errorTitle}
        text={messages.loadError}
        error={list.error}
        retry={messages.retry}
        onRetry={() => void list.mutate()}
      />
    );
  } else if (!list.data) {
    body = (
      <div aria-busy="true">
        <VisuallyHidden role="status">
          <FormattedMessage {...messages.loading} />
        </VisuallyHidden>
        <div className="flex flex-col gap-3" aria-hidden="true">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      </div>
    );
  } else if (list.data.length === 0) {
    body = (
      <Alert>
        <AlertDescription>
          <FormattedMessage {...messages.empty} />
        </AlertDescription>
      </Alert>
    );
  } else {
    body = (
      <ul className="flex flex-col gap-3" aria-busy={pending ? 'true' : undefined}>
        {list.data.map((a) => {
          const labelId = `address-${a.AddressUUID}`;
          const busy = pending && pending.uuid === a.AddressUUID ? pending.action : null;
          return (
            <li key={a.AddressUUID}>
              <Card role="group" aria-labelledby={labelId} data-default={a.IsDefault ? '' : undefined}>
                <CardContent className="flex flex-col gap-3 pt-6 sm:flex-row sm:items-center sm:justify-between">
                  <div className="flex flex-wrap items-center gap-2">
                    <p id={labelId} className="font-medium break-words text-foreground">
                      {a.Formatted}
                    </p>
                    {a.IsDefault ? (
                      <Badge>
                        <FormattedMessage {...messages.default} />
                      </Badge>
                    ) : null}
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      disabled={pending !== null}
                      aria-describedby={labelId}
                      onClick={() => {
                        setFormFailure(null);
                        setEditing({ mode: 'edit', address: a });
                      }}
                    >
                      <FormattedMessage {...messages.edit} />
                    </Button>
                    {!a.IsDefault ? (
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        disabled={pending !== null}
                        loading={busy === 'default'}
                        aria-describedby={labelId}
                        onClick={() => void makeDefault(a)}
                      >
                        <FormattedMessage
                          {...(busy === 'default' ? messages.working : messages.makeDefault)}
                        />
                      </Button>
                    ) : null}
                    <Button
                      type="button"
                      size="sm"
                      variant="destructive"
                      disabled={pending !== null}
                      loading={busy === 'delete'}
                      aria-describedby={labelId}
                      onPointerEnter={preloadDeleteDialog}
                      onFocus={preloadDeleteDialog}
                      onClick={() => {
                        setDialogWanted(true);
                        setConfirming(a);
                      }}
                    >
                      <FormattedMessage {...(busy === 'delete' ? messages.working : messages.delete)} />
                    </Button>
                  </div>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>
    );
  }

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
      <div className="flex flex-col gap-4">
        {failure ? (
          <Alert variant="destructive" ref={failureRef} tabIndex={-1} role="alert">
            <AlertTitle>
              <FormattedMessage {...messages.actionErrorTitle} />
            </AlertTitle>
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        ) : null}
        {body}
        {editing ? (
          <AddressForm
            key={editing.mode === 'edit' ? editing.address.AddressUUID : 'add'}
            address={editing.mode === 'edit' ? editing.address : null}
            failure={formFailure}
            onSave={save}
            onCancel={() => {
              setEditing(null);
              setFormFailure(null);
              requestAnimationFrame(() => addRef.current?.focus());
            }}
          />
        ) : list.data ? (
          <div>
            <Button
              ref={addRef}
              type="button"
              variant="outline"
              onClick={() => {
                setFormFailure(null);
                setEditing({ mode: 'add' });
              }}
            >
              <FormattedMessage {...messages.add} />
            </Button>
          </div>
        ) : null}
      </div>
      {dialogWanted ? (
        <Suspense fallback={null}>
          <DeleteAddressDialog
            address={confirming}
            onCancel={() => setConfirming(null)}
            onConfirm={(a) => void remove(a)}
          />
        </Suspense>
      ) : null}
    </PageContainer>
  );
}

export default ShippingDetails;
