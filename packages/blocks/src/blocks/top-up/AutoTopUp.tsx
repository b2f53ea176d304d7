import type { AutoTopUp as AutoTopUpRecord, AutoTopUpRunOutcome } from '@telco-portal/api';
import {
  AUTO_TOP_UP_AMOUNT_MAX_DOLLARS,
  AUTO_TOP_UP_AMOUNT_MIN_DOLLARS,
  AUTO_TOP_UP_DAYS_MAX,
  AUTO_TOP_UP_DAYS_MIN,
  formatNzd,
  nanosToMs,
  typedWholeDollars,
  typedWholeNumber,
} from '@telco-portal/core';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  ErrorSummary,
  Field,
  FieldError,
  FieldHint,
  FieldLabel,
  Input,
  Skeleton,
  VisuallyHidden,
} from '@telco-portal/ui';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { FormattedDate, FormattedMessage, type MessageDescriptor } from 'react-intl';
import useSWR from 'swr';

import { commonMessages } from '../../hooks/messages.ts';
import { useResultFocus } from '../../hooks/use-card-payment.tsx';
import { useCoreMessage } from '../../hooks/use-core-message.ts';
import { useErrorText } from '../../hooks/use-error-text.ts';
import { useSession } from '../../session/index.ts';
import { autoMessages as messages } from './messages.ts';

const dateProps = { day: 'numeric', month: 'long', year: 'numeric' } as const;

/**
 * SWR key of a product's auto top-up record, with the customer (hooks/keys.ts convention). Not in `blockKeys`:
 * that object ships whole with the home page (17 B gzipped for a key only this page reads).
 */
const autoTopUpKey = (customerUUID: string, productUUID: string) =>
  ['blocks', 'auto-top-up', customerUUID, productUUID] as const;

/** Core's field messages (SPEC §5 bounds), in both languages in the first catalogue. */
const AMOUNT_INVALID = 'core.validation.autoTopUp.amount';
const DAYS_INVALID = 'core.validation.autoTopUp.days';

/** What the customer reads about a run that did not go through (the contract's run outcomes). */
const RUN_FAILED: Record<Exclude<AutoTopUpRunOutcome, 'succeeded'>, MessageDescriptor> = {
  card_declined: messages.runDeclined,
  authentication_required: messages.runAuthentication,
  no_card: messages.runNoCard,
};

/** Refusals of the save the customer can act on, by ApiError code; others show the SPEC §8 text. */
const SAVE_REFUSALS: Record<string, MessageDescriptor> = { card_is_not_found: messages.needsCard };

/** What the customer typed: text as typed, so a refused value stays on screen. */
type Typed = { on: boolean; amount: string; days: string };

const typedOf = (r: AutoTopUpRecord): Typed => ({
  on: r.status,
  amount: r.amount > 0 ? String(r.amount) : '',
  days: r.days > 0 ? String(r.days) : '',
});

/**
 * The amount (whole dollars) and days to store, or the fields that are wrong. On: $1–$999 every 1–99 days
 * (SPEC §5). Off: the values are kept for the next time, so an empty field is 0 (SPEC §9 default) and a
 * typed one must still be in bounds.
 */
function parseTyped(typed: Typed): { amount: number; days: number } | { wrong: Array<'amount' | 'days'> } {
  const read = (text: string, parse: () => number | null) => (!typed.on && text.trim() === '' ? 0 : parse());
  const amount = read(typed.amount, () =>
    typedWholeDollars(typed.amount, AUTO_TOP_UP_AMOUNT_MIN_DOLLARS, AUTO_TOP_UP_AMOUNT_MAX_DOLLARS),
  );
  const days = read(typed.days, () =>
    typedWholeNumber(typed.days, AUTO_TOP_UP_DAYS_MIN, AUTO_TOP_UP_DAYS_MAX),
  );
  if (amount !== null && days !== null) return { amount, days };
  return {
    wrong: [...(amount === null ? ['amount' as const] : []), ...(days === null ? ['days' as const] : [])],
  };
}

/**
 * Auto top-up of a prepay or payg number, a section of the top-up page (issue 10; SPEC §3 preference
 * "top-up-auto", §5 $1–$999 every 1–99 days, §9 defaults off). Reads the record (`api.customer.autoTopUp`),
 * shows whether it is on, the next run and the last one (a run the bank refused says why and what to do),
 * and lets the customer switch it on or off and change the amount (whole dollars) and interval (days);
 * runs charge the default card. A failed read shows the SPEC §8 text with Try again, never "off". A refused
 * or failed save keeps what was typed and moves focus to the message; a saved one to the confirmation.
 * States: loading, load error, form (off / on), saved.
 */
export function AutoTopUp({ customerUUID, productUUID }: { customerUUID: string; productUUID: string }) {
  const { api } = useSession();
  const errorText = useErrorText();
  const record = useSWR(autoTopUpKey(customerUUID, productUUID), () =>
    api.customer.autoTopUp(customerUUID, productUUID),
  );
  const headingId = useId();

  let body: ReactNode;
  if (record.error && !record.data) {
    body = (
      <CardContent>
        <Alert variant="destructive">
          <AlertTitle>
            <FormattedMessage {...messages.loadErrorTitle} />
          </AlertTitle>
          <AlertDescription>
            <span>{errorText(record.error)}</span>
            <Button type="button" variant="outline" size="sm" onClick={() => void record.mutate()}>
              <FormattedMessage {...messages.retry} />
            </Button>
          </AlertDescription>
        </Alert>
      </CardContent>
    );
  } else if (!record.data) {
    body = (
      <CardContent className="flex flex-col gap-3" aria-busy="true">
        <VisuallyHidden role="status">
          <FormattedMessage {...messages.loading} />
        </VisuallyHidden>
        <Skeleton className="h-4 w-2/3" aria-hidden="true" />
        <Skeleton className="h-10 w-full" aria-hidden="true" />
      </CardContent>
    );
  } else {
    body = (
      <AutoTopUpForm
        record={record.data}
        onSave={async (values) => {
          const saved = await api.customer.setAutoTopUp(customerUUID, productUUID, values);
          await record.mutate(saved, { revalidate: false });
          return saved;
        }}
      />
    );
  }

  return (
    <section aria-labelledby={headingId} className="mt-6">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 id={headingId}>
              <FormattedMessage {...messages.title} />
            </h2>
          </CardTitle>
        </CardHeader>
        {body}
      </Card>
    </section>
  );
}

/** The record as words: on with its amount, interval and next date, or off. */
function RecordSummary({ record }: { record: AutoTopUpRecord }) {
  if (!record.status) {
    return (
      <p className="text-sm text-muted-foreground">
        <FormattedMessage {...messages.isOff} />
      </p>
    );
  }
  return (
    <p className="text-sm">
      <FormattedMessage
        {...messages.isOn}
        values={{ amount: formatNzd(record.amount * 100), days: record.days }}
      />{' '}
      {record.nextRunAtNanos ? (
        <FormattedMessage
          {...messages.next}
          values={{ date: <FormattedDate value={nanosToMs(record.nextRunAtNanos)} {...dateProps} /> }}
        />
      ) : null}
    </p>
  );
}

/** The latest run: its amount and date, or why it did not go through. */
function LastRun({ run }: { run: NonNullable<AutoTopUpRecord['lastRun']> }) {
  const date = <FormattedDate value={nanosToMs(run.atNanos)} {...dateProps} />;
  const amount = formatNzd(run.amountCents);
  if (run.outcome === 'succeeded') {
    return (
      <p className="text-sm text-muted-foreground">
        <FormattedMessage {...messages.lastRun} values={{ amount, date }} />
      </p>
    );
  }
  return (
    <Alert variant="warning" role="status">
      <AlertTitle>
        <FormattedMessage {...messages.runFailedTitle} values={{ amount, date }} />
      </AlertTitle>
      <AlertDescription>
        <FormattedMessage {...RUN_FAILED[run.outcome]} />
      </AlertDescription>
    </Alert>
  );
}

function AutoTopUpForm({
  record,
  onSave,
}: {
  record: AutoTopUpRecord;
  onSave: (values: { amountDollars: number; days: number; on: boolean }) => Promise<AutoTopUpRecord>;
}) {
  const coreText = useCoreMessage();
  const errorText = useErrorText(SAVE_REFUSALS);
  const amountId = useId();
  const daysId = useId();
  const switchId = useId();
  const [typed, setTyped] = useState<Typed>(() => typedOf(record));
  const [wrong, setWrong] = useState<Array<'amount' | 'days'>>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<AutoTopUpRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const focus = useResultFocus();
  const { focusOn } = focus;

  const edit = (patch: Partial<Typed>) => {
    setTyped((t) => ({ ...t, ...patch }));
    setSaved(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const parsed = parseTyped(typed);
    if ('wrong' in parsed) {
      setWrong(parsed.wrong);
      focusOn('summary');
      return;
    }
    setWrong([]);
    setBusy(true);
    try {
      setSaved(await onSave({ amountDollars: parsed.amount, days: parsed.days, on: typed.on }));
      focusOn('result');
    } catch (error) {
      setFailure(errorText(error));
      focusOn('failure');
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (field: 'amount' | 'days') =>
    wrong.includes(field) ? coreText(field === 'amount' ? AMOUNT_INVALID : DAYS_INVALID) : null;

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)}>
      <CardContent className="flex flex-col gap-4">
        <RecordSummary record={record} />
        {record.lastRun ? <LastRun run={record.lastRun} /> : null}
        <ErrorSummary
          ref={focus.summary}
          title={<FormattedMessage {...commonMessages.errorSummaryTitle} />}
          items={wrong.map((field) => ({
            targetId: field === 'amount' ? amountId : daysId,
            message: fieldError(field) ?? '',
          }))}
        />
        {failure ? (
          <Alert ref={focus.failure} variant="destructive" tabIndex={-1} className="focus-ring">
            <AlertTitle>
              <FormattedMessage {...messages.saveErrorTitle} />
            </AlertTitle>
            <AlertDescription>
              <span>{failure}</span>
            </AlertDescription>
          </Alert>
        ) : null}
        {saved ? (
          <Alert ref={focus.result} variant="success" tabIndex={-1} className="focus-ring">
            <AlertDescription>
              <span>
                <FormattedMessage {...(saved.status ? messages.savedOn : messages.savedOff)} />
              </span>
            </AlertDescription>
          </Alert>
        ) : null}
        <label
          htmlFor={switchId}
          className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium"
        >
          <input
            id={switchId}
            type="checkbox"
            className="size-5 accent-primary"
            checked={typed.on}
            disabled={busy}
            onChange={(e) => edit({ on: e.target.checked })}
          />
          <FormattedMessage {...messages.switch} />
        </label>
        {typed.on ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field controlId={amountId}>
              <FieldLabel>
                <FormattedMessage {...messages.amountLabel} />
              </FieldLabel>
              <Input
                name="auto-amount"
                inputMode="numeric"
                autoComplete="off"
                maxLength={7}
                value={typed.amount}
                disabled={busy}
                aria-invalid={wrong.includes('amount') || undefined}
                onChange={(e) => edit({ amount: e.target.value })}
              />
              <FieldHint>
                <FormattedMessage {...messages.amountHint} />
              </FieldHint>
              <FieldError>{fieldError('amount')}</FieldError>
            </Field>
            <Field controlId={daysId}>
              <FieldLabel>
                <FormattedMessage {...messages.daysLabel} />
              </FieldLabel>
              <Input
                name="auto-days"
                inputMode="numeric"
                autoComplete="off"
                maxLength={3}
                value={typed.days}
                disabled={busy}
                aria-invalid={wrong.includes('days') || undefined}
                onChange={(e) => edit({ days: e.target.value })}
              />
              <FieldHint>
                <FormattedMessage {...messages.daysHint} />
              </FieldHint>
              <FieldError>{fieldError('days')}</FieldError>
            </Field>
          </div>
        ) : null}
      </CardContent>
      <CardFooter className="pt-2">
        <Button type="submit" variant="outline" loading={busy}>
          <FormattedMessage {...messages.save} />
        </Button>
      </CardFooter>
    </form>
  );
}
