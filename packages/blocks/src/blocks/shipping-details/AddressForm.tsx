import type { DeliveryAddress, DeliveryAddressInput, Location } from '@telco-portal/api';
import { type CoreMessageId, checkForm, deliveryAddressRules } from '@telco-portal/core';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Field,
  FieldError,
  FieldLabel,
  Input,
} from '@telco-portal/ui';
import { type ComponentProps, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';

import { AddressSearch } from '../../components/AddressSearch.tsx';
import { useCoreMessage } from '../../hooks/use-core-message.ts';
import { messages } from './messages.ts';

/**
 * A labelled input with its error (ui `Field` wires label, `aria-describedby` and `aria-invalid`). Not
 * components/form-parts' TextField: that module carries react-hook-form's resolver helpers (13 KB gzipped),
 * which this plain form does not use (issue 11: each route's own JS ≤ 30 KB).
 */
function TextField({
  label,
  error,
  ...inputProps
}: ComponentProps<typeof Input> & { label: MessageDescriptor; error?: string }) {
  return (
    <Field>
      <FieldLabel>
        <FormattedMessage {...label} />
      </FieldLabel>
      <Input {...inputProps} />
      <FieldError>{error}</FieldError>
    </Field>
  );
}

type Values = { number: string; street: string; suburb: string; city: string; postcode: string };
type Errors = Partial<Record<'street' | 'city' | 'postcode', CoreMessageId>>;

const valuesOf = (a: DeliveryAddress | null): Values => ({
  number: a ? `${a.NumberPre}${a.Number}${a.NumberPost}` : '',
  street: a ? [a.StreetName, a.StreetType].filter(Boolean).join(' ') : '',
  suburb: a?.Suburb ?? '',
  city: a?.City ?? '',
  postcode: a?.PostCode ?? '',
});

/** SPEC §5 "Delivery address needs at least street, city and postcode" (core `deliveryAddressRules`). */
function check(v: Values): Errors {
  const errors: Errors = {};
  for (const { field, id } of checkForm(deliveryAddressRules, v).failures)
    errors[field as keyof Errors] ??= id;
  return errors;
}

/** Props of {@link AddressForm}. */
export type AddressFormProps = {
  /** The address edited; null adds one. */
  address: DeliveryAddress | null;
  /** Saves (create or update); rejects with the API error, which the form shows (SPEC §8) keeping the fields. */
  onSave: (input: DeliveryAddressInput) => Promise<void>;
  onCancel: () => void;
  /** SPEC §8 text of a failed save, already localised. */
  failure: string | null;
};

/**
 * Add or edit a delivery address: search as you type (AddressSearch, which fills the fields from the chosen NZ
 * address and keeps its provider id), or type it by hand — number, street, suburb, city, postcode; street, city
 * and postcode required (SPEC §5). An invalid submit marks the fields and moves focus to the first one.
 */
export function AddressForm({ address, onSave, onCancel, failure }: AddressFormProps) {
  const coreText = useCoreMessage();
  const headingId = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(address));
  const [errors, setErrors] = useState<Errors>({});
  const [location, setLocation] = useState<Pick<Location, 'LocationProvider' | 'LocationProviderIDX'> | null>(
    address?.LocationProvider
      ? { LocationProvider: address.LocationProvider, LocationProviderIDX: address.LocationProviderIDX }
      : null,
  );
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opened by Add or Edit: focus moves to the form's heading, so a keyboard or screen reader user is at the form.
  useEffect(() => headingRef.current?.focus(), []);

  const set = (key: keyof Values) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: event.target.value }));
    // Typed by hand: no longer the chosen search result.
    if (key !== 'suburb') setLocation(null);
  };
  const pick = (found: Location) => {
    setValues({
      number: found.Number,
      street: [found.StreetName, found.StreetType].filter(Boolean).join(' '),
      suburb: found.Suburb,
      city: found.City,
      postcode: found.PostCode,
    });
    setErrors({});
    setLocation({ LocationProvider: found.LocationProvider, LocationProviderIDX: found.LocationProviderIDX });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    const first = (['street', 'city', 'postcode'] as const).find((k) => found[k]);
    if (first) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSaving(true);
    try {
      await onSave({
        ...(location ?? {}),
        Number: values.number.trim(),
        StreetName: values.street.trim(),
        Suburb: values.suburb.trim(),
        City: values.city.trim(),
        PostCode: values.postcode.trim(),
      });
    } catch {
      requestAnimationFrame(() => failureRef.current?.focus());
    } finally {
      setSaving(false);
    }
  };

  const error = (key: keyof Errors) => (errors[key] ? coreText(errors[key]) : undefined);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border border-border p-4">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="focus-ring text-xl font-semibold">
        <FormattedMessage {...(address ? messages.editTitle : messages.addTitle)} />
      </h2>
      {failure ? (
        <Alert ref={failureRef} variant="destructive" tabIndex={-1} className="focus-ring">
          <AlertTitle>
            <FormattedMessage {...messages.actionErrorTitle} />
          </AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}
      <AddressSearch onSelect={pick} />
      <p className="text-sm text-muted-foreground">
        <FormattedMessage {...messages.manual} />
      </p>
      <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <TextField
          label={messages.number}
          name="number"
          autoComplete="off"
          value={values.number}
          onChange={set('number')}
        />
        <TextField
          label={messages.street}
          name="street"
          autoComplete="address-line1"
          required
          value={values.street}
          onChange={set('street')}
          error={error('street')}
        />
        <TextField
          label={messages.suburb}
          name="suburb"
          autoComplete="address-level3"
          value={values.suburb}
          onChange={set('suburb')}
        />
        <TextField
          label={messages.city}
          name="city"
          autoComplete="address-level2"
          required
          value={values.city}
          onChange={set('city')}
          error={error('city')}
        />
        <TextField
          label={messages.postcode}
          name="postcode"
          autoComplete="postal-code"
          inputMode="numeric"
          required
          value={values.postcode}
          onChange={set('postcode')}
          error={error('postcode')}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={saving} disabled={saving}>
            <FormattedMessage {...(saving ? messages.saving : messages.save)} />
          </Button>
          <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
            <FormattedMessage {...messages.cancel} />
          </Button>
        </div>
      </form>
    </section>
  );
}
