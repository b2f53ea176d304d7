import { formatNzd } from '@telco-portal/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { eshopMessages } from './messages.ts';
import type { PlanChoice } from './plan-choices.ts';

/** A box of a radio group: the whole box is its radio's label (as the saved-card choice). */
export const OPTION =
  'flex min-h-11 cursor-pointer flex-wrap items-center gap-x-2 rounded-md border border-input px-3 py-2 text-sm has-checked:border-primary has-checked:ring-1 has-checked:ring-primary has-focus-visible:ring-2 has-focus-visible:ring-ring';

/**
 * A choice of one base plan (issue 11 SIM pages: sim-select-product's plan lists, each SIM's plan in
 * sims-choose-plans): a radio group under `legend`, one box per plan with its name and monthly price (NZD, GST
 * included). Radios, not a `<select>`: a box's text wraps, where a select's chosen plan and price were cut off at
 * 320 px (WCAG 1.4.10; the reflow check found it).
 * @param name the radios' shared `name` (unique on the page)
 * @param chosen the availability UUID of the chosen plan (`PlanChoice.uuid`), none checked when no plan has it
 * @param onChoose called with the availability UUID of the plan the customer picks
 */
export function PlanRadios({
  legend,
  name,
  plans,
  chosen,
  disabled,
  onChoose,
}: {
  legend: ReactNode;
  name: string;
  plans: readonly PlanChoice[];
  chosen: string;
  disabled: boolean;
  onChoose: (uuid: string) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {plans.map((p) => (
        <label key={p.uuid} className={OPTION}>
          <input
            type="radio"
            name={name}
            className="size-4"
            value={p.uuid}
            checked={chosen === p.uuid}
            disabled={disabled}
            onChange={() => onChoose(p.uuid)}
          />
          <span className="font-medium">{p.name}</span>{' '}
          <span className="text-muted-foreground">
            <FormattedMessage {...eshopMessages.perMonth} values={{ amount: formatNzd(p.cents) }} />
          </span>
        </label>
      ))}
    </fieldset>
  );
}
