import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { ActionData } from '../../../core/plugin-api';
import { renderWithServices } from '../../../core/plugin-api/testing';
import plugin from '../index';
import HtmlEditor from './HtmlEditor';

/** The editor as the menu editor holds it: the data it reports is the data it gets back. */
function Editing({
  initial,
  seen,
  errors,
}: {
  initial: ActionData;
  seen: ActionData[];
  errors?: Record<string, string>;
}) {
  const [data, setData] = useState(initial);
  return (
    <HtmlEditor
      customerId="contoso"
      data={data}
      errors={errors}
      onChange={(next) => {
        seen.push(next);
        setData(next);
      }}
    />
  );
}

const source = () => screen.getByLabelText('HTML in English');

describe('html editor', () => {
  it('edits the source and previews it as the card shows it, sanitized', async () => {
    const seen: ActionData[] = [];
    renderWithServices(<Editing initial={{ actionType: 'html', html: '<h2>Hello</h2>' }} seen={seen} />, { plugin });
    expect(source()).toHaveValue('<h2>Hello</h2>');
    expect(screen.getByRole('heading', { name: 'Hello' })).toBeInTheDocument();
    expect(screen.queryByText('Left out of the card for safety:')).not.toBeInTheDocument();

    fireEvent.change(source(), { target: { value: '<p onclick="steal()">Hi</p><script>steal()</script>' } });
    expect(seen.at(-1)).toEqual({ actionType: 'html', html: '<p onclick="steal()">Hi</p><script>steal()</script>' });
    expect(await screen.findByText('Hi')).not.toHaveAttribute('onclick');
    expect(screen.getByText('Left out of the card for safety:')).toBeInTheDocument();
    expect(screen.getByText('onclick attribute, <script> element')).toBeInTheDocument();
    expect(document.querySelector('.html-content script')).toBeNull();
  });

  it('edits the Dutch HTML beside the English, each with its own preview', () => {
    const seen: ActionData[] = [];
    renderWithServices(<Editing initial={{ actionType: 'html', html: '<h2>Hello</h2>' }} seen={seen} />, { plugin });
    const dutch = screen.getByLabelText('HTML in Dutch');
    expect(dutch).toHaveValue('');
    fireEvent.change(dutch, { target: { value: '<h2>Hallo</h2>' } });
    expect(seen.at(-1)).toEqual({ actionType: 'html', html: '<h2>Hello</h2>', htmlNl: '<h2>Hallo</h2>' });
    expect(screen.getByRole('region', { name: 'Preview: HTML in Dutch' })).toHaveTextContent('Hallo');
    expect(screen.getByRole('region', { name: 'Preview: HTML in English' })).toHaveTextContent('Hello');
  });

  it('parses odd data tolerantly, shows the empty card, and keeps other fields when it reports a change', () => {
    const seen: ActionData[] = [];
    renderWithServices(<Editing initial={{ actionType: 'html', html: 42, note: 'kept' } as ActionData} seen={seen} />, {
      plugin,
      language: 'nl',
    });
    expect(screen.getByLabelText('HTML in het Engels')).toHaveValue('');
    expect(screen.getAllByText('Er is geen inhoud om te tonen.')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('HTML in het Engels'), { target: { value: '<b>x</b>' } });
    expect(seen.at(-1)).toEqual({ actionType: 'html', html: '<b>x</b>', note: 'kept' });
  });

  it("shows the menu editor's error for the field, translating a key and keeping a server message as it is", () => {
    const { rerender } = renderWithServices(
      <HtmlEditor
        customerId="c"
        data={{ actionType: 'html', html: '' }}
        onChange={() => undefined}
        errors={{ html: 'html:editor.htmlTooLong' }}
      />,
      { plugin },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The HTML is too long');
    expect(source()).toHaveAttribute('aria-invalid', 'true');
    rerender(
      <HtmlEditor
        customerId="c"
        data={{ actionType: 'html', html: '' }}
        onChange={() => undefined}
        errors={{ html: 'must be at most 200000 characters' }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('must be at most 200000 characters');
  });

  it('is read-only while disabled', () => {
    renderWithServices(
      <HtmlEditor customerId="c" data={{ actionType: 'html', html: '' }} onChange={() => undefined} disabled />,
      { plugin },
    );
    expect(source()).toBeDisabled();
  });
});
