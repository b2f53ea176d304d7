import {
  Alert,
  AlertDescription,
  AlertTitle,
  Field,
  FieldError,
  FieldHint,
  FieldLabel,
  Input,
} from '@telco-portal/ui';
import type { ComponentProps, ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';

/**
 * The failure of a form submission (SPEC §8 message, already localised) shown above the fields, titled
 * 'Error!'. Renders nothing while there is no failure; the form keeps what the user typed.
 */
export function FormFailure({ title, message }: { title: MessageDescriptor; message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="destructive">
      <AlertTitle>
        <FormattedMessage {...title} />
      </AlertTitle>
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}

/**
 * A labelled text input with an optional hint and its validation error, wired by `Field` (label `for`,
 * `aria-describedby`, `aria-invalid`). Takes every `<input>` prop, so react-hook-form's `register()`
 * spread (with its ref) goes straight through.
 */
export function TextField({
  label,
  hint,
  error,
  ...inputProps
}: ComponentProps<typeof Input> & { label: MessageDescriptor; hint?: MessageDescriptor; error?: ReactNode }) {
  return (
    <Field>
      <FieldLabel>
        <FormattedMessage {...label} />
      </FieldLabel>
      <Input {...inputProps} />
      {hint ? (
        <FieldHint>
          <FormattedMessage {...hint} />
        </FieldHint>
      ) : null}
      <FieldError>{error}</FieldError>
    </Field>
  );
}
