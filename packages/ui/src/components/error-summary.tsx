import * as React from 'react';

import { cn } from '../lib/cn.ts';

/** One problem of a form: the id of the control to focus and the (localised) message shown by the field. */
type ErrorSummaryItem = { targetId: string; message: React.ReactNode };

type ErrorSummaryProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  /** Localised heading, e.g. "There is a problem" / "Kua puta he raru". */
  title: React.ReactNode;
  items: readonly ErrorSummaryItem[];
};

/**
 * Error summary shown above a form after a submit that failed validation (GOV.UK Design System pattern;
 * WCAG 3.3.1, 2.4.3): a `role="alert"` region, focusable (`tabIndex=-1`, the form focuses it through
 * `ref`), titled by its heading, listing one link per problem. A link's `href` is `#targetId`; activating
 * it focuses that control and scrolls it into view (instead of only jumping to it), so the user lands
 * in the field to fix it. Renders nothing when `items` is empty.
 */
function ErrorSummary({ title, items, className, ref, ...props }: ErrorSummaryProps) {
  const titleId = React.useId();
  if (items.length === 0) return null;
  return (
    <div
      ref={ref}
      data-slot="error-summary"
      role="alert"
      tabIndex={-1}
      aria-labelledby={titleId}
      className={cn(
        'focus-ring flex flex-col gap-2 rounded-lg border border-l-4 border-border border-l-destructive bg-card px-4 py-3 text-sm text-card-foreground',
        className,
      )}
      {...props}
    >
      <h2 id={titleId} className="text-base font-semibold tracking-tight">
        {title}
      </h2>
      <ul className="flex flex-col gap-1">
        {items.map((item) => (
          <li key={item.targetId}>
            <a
              href={`#${item.targetId}`}
              className="focus-ring font-medium break-words text-destructive underline underline-offset-4"
              onClick={(event) => {
                const target = document.getElementById(item.targetId);
                if (!target) return;
                event.preventDefault();
                target.focus();
                target.scrollIntoView?.({ block: 'center' });
              }}
            >
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export type { ErrorSummaryItem, ErrorSummaryProps };
export { ErrorSummary };
