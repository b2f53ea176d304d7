import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormControls } from './form-parts.tsx';

const form = (
  <form>
    <FormControls>
      <input aria-label="Email" />
      <button type="submit">Sign in</button>
    </FormControls>
  </form>
);

describe('given FormControls (issue 7: a prerendered form cannot be used before hydration)', () => {
  it('is disabled in the server render (the prerendered HTML)', () => {
    expect(renderToString(form)).toContain('<fieldset disabled="" class="contents">');
  });

  it('is enabled from the first client render', () => {
    render(form);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});
