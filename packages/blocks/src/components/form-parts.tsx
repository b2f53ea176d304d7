import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  ErrorSummary,
  type ErrorSummaryItem,
  Field,
  FieldError,
  FieldHint,
  FieldLabel,
  Input,
} from '@telco-portal/ui';
import {
  type ComponentProps,
  type ReactNode,
  type Ref,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { FieldErrors, FieldValues, FieldError as HookFieldError, Resolver } from 'react-hook-form';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { commonMessages } from '../hooks/messages.ts';

/**
 * The failure of a form submission (SPEC §8 message, already localised) shown above the fields, titled
 * 'Error!'. Renders nothing while there is no failure; the form keeps what the user typed. Focusable
 * (`tabIndex=-1`): `useSubmitFocus().failed()` moves focus to it through `ref`.
 */
export function FormFailure({
  title,
  message,
  ref,
}: {
  title: MessageDescriptor;
  message: string | null;
  ref?: Ref<HTMLDivElement>;
}) {
  if (!message) return null;
  return (
    <Alert ref={ref} variant="destructive" tabIndex={-1} className="focus-ring">
      <AlertTitle>
        <FormattedMessage {...title} />
      </AlertTitle>
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}

const noSubscription = () => () => {};

/**
 * The controls of a form whose page may be prerendered (the sign-in, sign-up and forgot-password pages, issue 7):
 * disabled (a `<fieldset disabled>` that lays out as its children, `display: contents`) until the page is
 * hydrated. Before that the form has no submit handler, and Enter in a field would submit it the browser's way —
 * a GET with the password in the address; disabled, nothing can be typed that hydration would drop, and
 * Playwright's `fill` waits for it. A client render (no prerendered HTML) is enabled from its first render
 * (`useSyncExternalStore`: false only in the server and hydration renders).
 */
export function FormControls({ children }: { children: ReactNode }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <fieldset disabled={!hydrated} className="contents">
      {children}
    </fieldset>
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

/**
 * Where focus goes after a submit that did not go through (issue 9; WCAG 2.4.3, 3.3.1): to the error
 * summary after a validation failure (`invalid`, pass it as react-hook-form's `handleSubmit` second
 * argument and set `shouldFocusError: false`), to the SPEC §8 failure alert after a server failure
 * (`failed`, call it with the failure text set). The focus moves after the render that shows the
 * summary or alert. Attach `summaryRef` to `FormErrorSummary` and `failureRef` to `FormFailure`.
 */
export function useSubmitFocus() {
  const summaryRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  // react-hook-form calls `onInvalid` before it publishes the errors, so the summary may not be on the
  // page in the render the request causes: the request waits (a ref) until a render has its target.
  const pending = useRef<'summary' | 'failure' | null>(null);
  const [, rerender] = useState(0);
  useEffect(() => {
    if (!pending.current) return;
    const target = (pending.current === 'summary' ? summaryRef : failureRef).current;
    if (!target) return;
    pending.current = null;
    target.focus();
  });
  const request = (target: 'summary' | 'failure') => {
    pending.current = target;
    rerender((n) => n + 1);
  };
  return {
    summaryRef,
    failureRef,
    invalid: () => request('summary'),
    failed: () => request('failure'),
  };
}

/**
 * The error summary of a react-hook-form form ("There is a problem" / te reo, ui `ErrorSummary`): one
 * link per field error, in the order of the fields on the page, linking the field's element (the `ref`
 * react-hook-form keeps with each error, so its `id` is the one `Field` gave it). `text` turns a field's
 * error into the message that field shows (same text in both places); an error with no element (a value
 * set in code, not a control) or no text is left out. Renders nothing without errors.
 */
export function FormErrorSummary<T extends FieldValues>({
  errors,
  text,
  ref,
}: {
  errors: FieldErrors<T>;
  text: (name: string, message: string | undefined) => ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  const found: Array<ErrorSummaryItem & { element: Element }> = [];
  for (const [name, error] of Object.entries(errors)) {
    const element = (error as { ref?: unknown } | undefined)?.ref;
    if (!(element instanceof Element) || !element.id) continue;
    if (found.some((item) => item.targetId === element.id)) continue;
    const message = text(name, (error as { message?: string }).message);
    if (message === null || message === undefined || message === '') continue;
    found.push({ targetId: element.id, message, element });
  }
  found.sort((a, b) =>
    a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  return (
    <ErrorSummary
      ref={ref}
      title={<FormattedMessage {...commonMessages.errorSummaryTitle} />}
      items={found.map(({ targetId, message }) => ({ targetId, message }))}
    />
  );
}

/**
 * What a form's rules say about its values: every failure (field = dotted path, id = the message id the
 * field shows), in the order the rules ran, and the values to submit (trimmed, converted).
 */
export type FormCheck<In, Out> = (values: In) => {
  values: Out;
  failures: ReadonlyArray<{ field: string; id: string }>;
};

/**
 * A react-hook-form resolver over plain rule functions — core's SPEC §5 rules (`checkForm` with
 * `signInRules`, `signUpRules`, `emailRule`…) or a block's own — so a form validates without zod in the
 * browser (issue 7 lean render path). It answers as zodResolver did: each field's first failure is its
 * error (`message` = the message id, `ref` = the field's element, which the error summary links), and a
 * valid form submits `check`'s values.
 */
export function rulesResolver<In extends FieldValues, Out extends FieldValues = In>(
  check: FormCheck<In, Out>,
): Resolver<In, unknown, Out> {
  return (input, _context, options) => {
    const { values, failures } = check(input);
    if (failures.length === 0) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values, errors: {} };
    }
    const errors: Record<string, HookFieldError> = {};
    for (const { field, id } of failures) errors[field] ??= { type: 'validate', message: id };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
