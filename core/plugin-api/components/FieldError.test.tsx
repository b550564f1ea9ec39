import { render, screen } from '@testing-library/react';
import { FieldError } from './FieldError';

describe('FieldError', () => {
  it("is the field's description, with a mark that is not read out", () => {
    render(
      <>
        <label htmlFor="q">Search</label>
        <input id="q" aria-describedby="q-error" aria-invalid="true" />
        <FieldError id="q-error" text="At most 200 characters." />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveAccessibleDescription('At most 200 characters.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('.field-error-mark')).toHaveAttribute('aria-hidden');
  });

  it('announces itself when asked to (a message that appears while the user types)', () => {
    render(<FieldError id="e" role="alert" text="The end is before the start." />);
    expect(screen.getByRole('alert')).toHaveTextContent('The end is before the start.');
  });
});
