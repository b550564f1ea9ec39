import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { HttpClient, type Token } from '../../../../core/plugin-api';
import { fail, fakeHttp, ok, renderWithServices } from '../../../../core/plugin-api/testing';
import plugin from '../../index';
import { EMPTY_VALUES, type WizardValues } from '../../stores/wizard-values';
import RegisterStep from './RegisterStep';
import VerifyStep from './VerifyStep';

const intake = {
  categories: [
    { id: 'incident', name: { en: 'Incident', nl: 'Storing' } },
    { id: 'question', name: { en: 'Question', nl: 'Vraag' } },
  ],
  caller: { name: 'Anna de Vries', email: 'anna@contoso.example', phone: '+31 20 555 0142' },
  attachmentsEnabled: true,
};

let latest: WizardValues = EMPTY_VALUES;
function Host({
  initial = EMPTY_VALUES,
  verify = false,
  showProblems,
}: {
  initial?: WizardValues;
  verify?: boolean;
  showProblems?: boolean;
}) {
  const [values, setValues] = useState(initial);
  latest = values;
  const Step = verify ? VerifyStep : RegisterStep;
  return (
    <Step
      values={values}
      onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
      showProblems={showProblems}
    />
  );
}

const render = (handler: Parameters<typeof fakeHttp>[0], ui = <Host />, language: 'en' | 'nl' = 'en') =>
  renderWithServices(ui, {
    plugin,
    language,
    services: new Map<Token<unknown>, unknown>([[HttpClient, fakeHttp(handler).http]]),
  });

jest.setTimeout(30_000);

describe('the register step', () => {
  it('prefills the contact data from the account once, and keeps what the user changes', async () => {
    render(() => ok(intake));
    expect(await screen.findByLabelText('E-mail address')).toHaveValue('anna@contoso.example');
    expect(screen.getByLabelText('Name')).toHaveValue('Anna de Vries');
    expect(screen.getByLabelText('Telephone number (optional)')).toHaveValue('+31 20 555 0142');
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Telephone number (optional)'));
    await user.type(screen.getByLabelText('Telephone number (optional)'), '06 1234 5678');
    expect(latest).toMatchObject({ callerPhone: '06 1234 5678', prefilled: true });
  });

  it('does not overwrite contact data already typed (a kept draft)', async () => {
    render(
      () => ok(intake),
      <Host initial={{ ...EMPTY_VALUES, callerName: 'Kees', callerEmail: 'kees@x.nl', prefilled: true }} />,
    );
    expect(await screen.findByLabelText('E-mail address')).toHaveValue('kees@x.nl');
  });

  it('says what is wrong with a field once the user leaves it', async () => {
    render(() => ok(intake));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title'), 'ab');
    await user.tab();
    expect(await screen.findByText('The title is too short: at least 3 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByLabelText('E-mail address'));
    await user.type(screen.getByLabelText('E-mail address'), 'anna@');
    await user.tab();
    expect(
      await screen.findByText('The e-mail address is not valid (for example name@company.com).'),
    ).toBeInTheDocument();
  });

  it('marks every empty required field at the field once Next was refused, not only the first problem', async () => {
    render(() => ok(intake), <Host showProblems />);
    await screen.findByLabelText('Title');
    expect(await screen.findByText('Choose a category.')).toBeInTheDocument();
    expect(screen.getByText('Enter a title.')).toBeInTheDocument();
    expect(screen.getByText('Enter a description.')).toBeInTheDocument();
    expect(screen.getByLabelText('Category')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(expect.stringContaining('Enter a title.'));
    expect(screen.getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true');
    // The prefilled contact data is fine, and the phone number is optional: nothing to say there.
    expect(screen.getByLabelText('Telephone number (optional)')).not.toHaveAttribute('aria-invalid');
  });

  it('marks them in Dutch', async () => {
    render(() => ok(intake), <Host showProblems />, 'nl');
    expect(await screen.findByText('Kies een categorie.')).toBeInTheDocument();
  });

  it('offers a retry when the categories cannot be loaded, in Dutch', async () => {
    let answer = fail(503);
    render(() => answer, <Host />, 'nl');
    expect(await screen.findByText('De categorieën konden niet worden geladen.')).toBeInTheDocument();
    answer = ok(intake) as never;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByLabelText('E-mailadres')).toHaveValue('anna@contoso.example');
  });
});

describe('the verify step', () => {
  it('shows what will be sent, the category by its name', async () => {
    const { resolve } = render(
      () => ok(intake),
      <Host
        verify
        initial={{
          ...EMPTY_VALUES,
          category: 'question',
          name: ' Where is the manual? ',
          description: 'Of the new printer.',
          callerName: 'Anna',
          callerEmail: 'a@b.nl',
          prefilled: true,
        }}
      />,
    );
    const { ServiceRequestsStoreToken } = await import('../../stores/service-requests-store');
    await resolve(ServiceRequestsStoreToken).loadIntake();
    await waitFor(() => expect(screen.getByText('Question')).toBeInTheDocument());
    expect(screen.getByText('Where is the manual?')).toBeInTheDocument();
    expect(screen.getByText('-')).toBeInTheDocument();
  });
});
