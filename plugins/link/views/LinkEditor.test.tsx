import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { ActionData } from '../../../core/plugin-api';
import { renderWithServices } from '../../../core/plugin-api/testing';
import plugin from '../index';
import LinkEditor from './LinkEditor';

function Editing({ initial, seen }: { initial: ActionData; seen: ActionData[] }) {
  const [data, setData] = useState(initial);
  return (
    <LinkEditor
      customerId="contoso"
      data={data}
      onChange={(next) => {
        seen.push(next);
        setData(next);
      }}
    />
  );
}

const address = () => screen.getByLabelText('Address of the page');
const type = (value: string) => fireEvent.change(address(), { target: { value } });
const newTab = () => screen.queryByRole('link', { name: /Open in a new tab/ });

describe('link editor', () => {
  it('checks the address as it is typed, shows it normalised and offers to try it in a new tab', () => {
    const seen: ActionData[] = [];
    renderWithServices(<Editing initial={{ actionType: 'link', url: '' }} seen={seen} />, { plugin });
    expect(screen.getByText(/An https address/)).toBeInTheDocument();
    expect(newTab()).toBeNull();

    type('https://Status.Example.com');
    expect(seen.at(-1)).toEqual({ actionType: 'link', url: 'https://Status.Example.com' });
    expect(screen.getByRole('status')).toHaveTextContent('The content window opens: https://status.example.com/');
    expect(newTab()).toHaveAttribute('href', 'https://status.example.com/');
    expect(newTab()).toHaveAttribute('rel', 'noopener noreferrer');
    expect(newTab()).toHaveAttribute('target', '_blank');
    expect(address()).not.toHaveAttribute('aria-invalid');

    type('/demo/service-status?x=1');
    expect(screen.getByRole('status')).toHaveTextContent(
      "The content window opens this portal's page: /demo/service-status?x=1",
    );
    expect(newTab()).toHaveAttribute('href', `${window.location.origin}/demo/service-status?x=1`);
  });

  it.each([
    ['//evil.example/x', 'leads to another site'],
    ['/\\evil.example/x', 'leads to another site'],
    ['javascript:alert(1)', 'javascript:, data: and other schemes are refused'],
    ['http://news.example.com/', 'plain http is allowed only for localhost'],
    ['https://user:secret@example.com/', 'Leave the user name and password out'],
    ['example.com', 'This is not a web address'],
  ])('refuses %s and says why', (value, why) => {
    renderWithServices(<Editing initial={{ actionType: 'link', url: value }} seen={[]} />, { plugin });
    expect(screen.getByRole('status')).toHaveTextContent(why);
    expect(address()).toHaveAttribute('aria-invalid', 'true');
    expect(newTab()).toBeNull();
  });

  it('accepts plain http for localhost, warns about pages that forbid framing, and speaks Dutch', () => {
    renderWithServices(<Editing initial={{ actionType: 'link', url: 'http://localhost:3000/x' }} seen={[]} />, {
      plugin,
      language: 'nl',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Het inhoudsvenster opent: http://localhost:3000/x');
    expect(screen.getByText(/X-Frame-Options/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Openen in een nieuw tabblad/ })).toBeInTheDocument();
  });

  it("reads odd data as an empty address and shows the server's message for the field", () => {
    renderWithServices(
      <LinkEditor
        customerId="c"
        data={{ actionType: 'link', url: 7 } as ActionData}
        onChange={() => undefined}
        errors={{ url: 'is required' }}
        disabled
      />,
      { plugin },
    );
    expect(address()).toHaveValue('');
    expect(address()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('is required');
  });
});
