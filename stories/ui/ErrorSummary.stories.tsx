import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorSummary, Field, FieldError, FieldLabel, Input } from '@telco-portal/ui';
import { expect, userEvent, within } from 'storybook/test';

import { Text, useText } from '../src/text.tsx';

function Form() {
  const text = useText();
  return (
    <form noValidate className="flex max-w-md flex-col gap-4">
      <ErrorSummary
        title={<Text id="stories.errorSummary.title" />}
        items={[
          { targetId: 'story-email', message: text('stories.field.emailError') },
          { targetId: 'story-password', message: text('stories.field.passwordError') },
        ]}
      />
      <Field controlId="story-email">
        <FieldLabel>
          <Text id="stories.field.email" />
        </FieldLabel>
        <Input type="email" />
        <FieldError>
          <Text id="stories.field.emailError" />
        </FieldError>
      </Field>
      <Field controlId="story-password">
        <FieldLabel>
          <Text id="stories.field.password" />
        </FieldLabel>
        <Input type="password" />
        <FieldError>
          <Text id="stories.field.passwordError" />
        </FieldError>
      </Field>
    </form>
  );
}

/**
 * Error summary above a form after a submit that failed validation (ui/components/error-summary.tsx):
 * an alert with a heading and one link per problem; a link focuses its field.
 */
const meta = {
  title: 'UI/ErrorSummary',
  component: Form,
  tags: ['autodocs'],
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two problems, each linking to its field. */
export const Playground: Story = {};

/** Activating a link by keyboard focuses the field it names. */
export const LinkFocusesField: Story = {
  play: async ({ canvasElement }) => {
    const summary = canvasElement.querySelector<HTMLElement>('[data-slot="error-summary"]');
    if (!summary) throw new Error('no error summary');
    await expect(summary).toHaveAttribute('role', 'alert');
    await expect(summary).toHaveAttribute('tabindex', '-1');
    const links = within(summary).getAllByRole('link');
    await expect(links).toHaveLength(2);
    links[1]?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvasElement.ownerDocument.activeElement?.id).toBe('story-password');
  },
};
