import * as React from 'react';

import { cn } from '../lib/cn.ts';

type FieldContextValue = {
  /** id given to the control (Input, Checkbox …) and used by FieldLabel's `htmlFor`. */
  controlId: string;
  hintId: string;
  errorId: string;
  /** true when the Field says so (`invalid`) or a FieldError with content is mounted. */
  invalid: boolean;
  hasHint: boolean;
  hasError: boolean;
  setHasHint: (present: boolean) => void;
  setHasError: (present: boolean) => void;
};

const FieldContext = React.createContext<FieldContextValue | null>(null);

function useFieldContext(part: string): FieldContextValue {
  const context = React.useContext(FieldContext);
  if (!context) throw new Error(`\`${part}\` must be used within \`Field\``);
  return context;
}

type FieldProps = React.ComponentProps<'div'> & {
  /** id for the control; generated with `useId()` when omitted. */
  controlId?: string;
  /** Marks the control invalid even without a FieldError (e.g. a group error shown elsewhere). */
  invalid?: boolean;
  orientation?: 'vertical' | 'horizontal';
};

/**
 * One form field: wires FieldLabel (`htmlFor`), FieldHint and FieldError (ids) to the control inside it
 * (Input, Checkbox, or any element given `useFieldControl()` props): `aria-describedby` lists the hint and
 * error that are present, `aria-invalid` is set while an error shows. Parts outside a Field throw.
 */
function Field({
  controlId,
  invalid = false,
  orientation = 'vertical',
  className,
  children,
  ...props
}: FieldProps) {
  const generatedId = React.useId();
  const baseId = controlId ?? `field-${generatedId}`;
  const [hasHint, setHasHint] = React.useState(false);
  const [hasError, setHasError] = React.useState(false);
  const value = React.useMemo<FieldContextValue>(
    () => ({
      controlId: baseId,
      hintId: `${baseId}-hint`,
      errorId: `${baseId}-error`,
      invalid: invalid || hasError,
      hasHint,
      hasError,
      setHasHint,
      setHasError,
    }),
    [baseId, invalid, hasHint, hasError],
  );
  return (
    <FieldContext.Provider value={value}>
      <div
        data-slot="field"
        data-orientation={orientation}
        data-invalid={value.invalid ? '' : undefined}
        className={cn(
          'group/field flex w-full gap-2',
          // Horizontal (a checkbox and its label): the label takes the rest of the line and wraps its own
          // text; anything after it (the error) wraps onto the next line.
          orientation === 'vertical'
            ? 'flex-col'
            : 'flex-row flex-wrap items-start [&>[data-slot=field-label]]:min-w-0 [&>[data-slot=field-label]]:flex-1',
          className,
        )}
        {...props}
      >
        {children}
      </div>
    </FieldContext.Provider>
  );
}

/**
 * Label of the Field's control: a native `<label for>` (clicking it focuses or toggles the control; `select-none`
 * keeps a double click from selecting its text, which is all Radix Label added — 0.6 KB gzipped on every form
 * route, issue 10's per-route budget).
 */
function FieldLabel({ className, ...props }: React.ComponentProps<'label'>) {
  const field = useFieldContext('FieldLabel');
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: htmlFor names the Field's control (FieldContext.controlId).
    <label
      data-slot="field-label"
      htmlFor={field.controlId}
      className={cn(
        'flex select-none items-center gap-2 text-sm font-medium leading-snug text-foreground',
        // Dimmed after a disabled control (a checkbox and its label): a peer, or the Checkbox's box holding one.
        'peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
        'peer-has-[input:disabled]:cursor-not-allowed peer-has-[input:disabled]:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

/** Help text under the control; referenced by the control's `aria-describedby`. */
function FieldHint({ className, children, ...props }: React.ComponentProps<'p'>) {
  const field = useFieldContext('FieldHint');
  const { setHasHint } = field;
  const present = children !== undefined && children !== null && children !== false && children !== '';
  React.useLayoutEffect(() => {
    setHasHint(present);
    return () => setHasHint(false);
  }, [present, setHasHint]);
  if (!present) return null;
  return (
    <p
      data-slot="field-hint"
      id={field.hintId}
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    >
      {children}
    </p>
  );
}

/**
 * Validation message (`role="alert"`, announced when it appears). Renders nothing while empty, so
 * `<FieldError>{errors.email?.message}</FieldError>` is safe with react-hook-form.
 */
function FieldError({ className, children, ...props }: React.ComponentProps<'p'>) {
  const field = useFieldContext('FieldError');
  const { setHasError } = field;
  const present = children !== undefined && children !== null && children !== false && children !== '';
  React.useLayoutEffect(() => {
    setHasError(present);
    return () => setHasError(false);
  }, [present, setHasError]);
  if (!present) return null;
  return (
    <p
      data-slot="field-error"
      id={field.errorId}
      role="alert"
      className={cn('text-sm font-medium text-destructive', className)}
      {...props}
    >
      {children}
    </p>
  );
}

type FieldControlProps = {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: React.AriaAttributes['aria-invalid'];
};

/**
 * Props that connect a control to the surrounding Field: `id`, `aria-describedby` (hint, error, plus any
 * ids the caller passes) and `aria-invalid`. Outside a Field it returns the caller's props unchanged.
 */
function useFieldControl(own: FieldControlProps = {}): FieldControlProps {
  const field = React.useContext(FieldContext);
  if (!field) return own;
  const describedBy = [
    own['aria-describedby'],
    field.hasHint ? field.hintId : undefined,
    field.hasError ? field.errorId : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  return {
    id: own.id ?? field.controlId,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': own['aria-invalid'] ?? (field.invalid ? true : undefined),
  };
}

/**
 * Text input. Inside a Field it takes the Field's id and ARIA wiring. Spread react-hook-form's
 * `register('email')` straight onto it (React 19: `ref` is an ordinary prop).
 */
function Input({ className, type, id, ...props }: React.ComponentProps<'input'>) {
  const control = useFieldControl({
    id,
    'aria-describedby': props['aria-describedby'],
    'aria-invalid': props['aria-invalid'],
  });
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        'flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs md:text-sm',
        'placeholder:text-muted-foreground selection:bg-primary selection:text-primary-foreground',
        'file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
        'focus-ring transition-[color,box-shadow]',
        'disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50',
        'aria-invalid:border-destructive',
        className,
      )}
      {...props}
      {...control}
    />
  );
}

export type { FieldControlProps, FieldProps };
export { Field, FieldError, FieldHint, FieldLabel, Input, useFieldControl };
