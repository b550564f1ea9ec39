import { act, fireEvent, screen, within } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { WizardService, type WizardFactory, type WizardResult, type WizardStepProps } from '../../core/plugin-api';
import { testPlugin } from '../../core/plugin-api/testing';
import { builtInPlugins, createTestPortal, defaultBackend, renderPortal } from '../kit/render-portal';

interface Values {
  name: string;
}

function NameStep({ values, onChange, showProblems }: WizardStepProps<Values>) {
  const { t } = useTranslation('ticket');
  return (
    <>
      <label>
        {t('name')}
        <input value={values.name} onChange={(event) => onChange({ name: event.target.value })} />
      </label>
      {showProblems && !values.name.trim() ? <span>{t('nameMissing')} (at the field)</span> : null}
    </>
  );
}

function VerifyStep({ values }: WizardStepProps<Values>) {
  return <p>Check: {values.name}</p>;
}

/** A two-step wizard as a plugin declares one; each submission answers with the next queued result. */
function ticketPlugin(results: WizardResult[], submitted: Values[]) {
  const wizard: WizardFactory = () => ({
    id: 'ticket',
    titleKey: 'title',
    initialValues: { name: '' },
    steps: [
      {
        titleKey: 'enter',
        load: async () => ({ default: NameStep }),
        validate: (values: Values) => (values.name.trim() ? null : 'nameMissing'),
      },
      { titleKey: 'verify', load: async () => ({ default: VerifyStep }) },
    ],
    submit: async (values: Values) => {
      submitted.push({ ...values });
      const result = results.shift();
      if (!result) throw new Error('network down');
      return result;
    },
  });
  return testPlugin({
    id: 'ticket',
    texts: {
      en: {
        title: 'New ticket',
        enter: 'Register',
        verify: 'Verify',
        name: 'Name',
        nameMissing: 'Enter a name',
        ok: 'Registered as {{number}}',
        okTitle: 'Thank you',
        failedTitle: 'Something went wrong!',
        failed: 'Not registered.',
      },
      nl: {
        title: 'Nieuw ticket',
        enter: 'Registreren',
        verify: 'Controleren',
        name: 'Naam',
        nameMissing: 'Vul een naam in',
        ok: 'Geregistreerd als {{number}}',
        okTitle: 'Dank u',
        failedTitle: 'Er is iets misgegaan!',
        failed: 'Niet geregistreerd.',
      },
    },
    contributes: { wizards: [{ id: 'ticket', load: async () => ({ default: wizard }) }] },
  });
}

async function openWizard(results: WizardResult[], submitted: Values[] = []) {
  const test = createTestPortal({
    backend: defaultBackend(),
    plugins: { ...builtInPlugins, ticket: ticketPlugin(results, submitted) },
  });
  await renderPortal(test);
  const wizards = test.portal.container.resolve(WizardService) as WizardService;
  act(() => void wizards.open('ticket'));
  return { dialog: await screen.findByRole('dialog', { name: 'New ticket' }), wizards, submitted };
}

describe('the wizard dialog', () => {
  it('walks the steps, refuses to go on with a step missing input, and confirms with the outcome', async () => {
    const { dialog, submitted } = await openWizard([
      { ok: true, titleKey: 'okTitle', messageKey: 'ok', values: { number: 'SR-000042' } },
    ]);
    const inDialog = within(dialog);
    fireEvent.click(inDialog.getByRole('button', { name: 'Next' }));
    expect(await inDialog.findByRole('alert')).toHaveTextContent('Enter a name');
    fireEvent.change(await inDialog.findByLabelText('Name'), { target: { value: 'Printer broken' } });
    fireEvent.click(inDialog.getByRole('button', { name: 'Next' }));
    expect(await inDialog.findByText('Check: Printer broken')).toBeInTheDocument();
    fireEvent.click(inDialog.getByRole('button', { name: 'Submit' }));
    expect(await inDialog.findByText('Registered as SR-000042')).toBeInTheDocument();
    expect(inDialog.getByText('Thank you')).toBeInTheDocument();
    expect(submitted).toEqual([{ name: 'Printer broken' }]);
  });

  it('tells the step to mark its fields once Next was refused, and not before', async () => {
    const { dialog } = await openWizard([]);
    const inDialog = within(dialog);
    await inDialog.findByLabelText('Name');
    expect(inDialog.queryByText('Enter a name (at the field)')).toBeNull();
    fireEvent.click(inDialog.getByRole('button', { name: 'Next' }));
    expect(await inDialog.findByText('Enter a name (at the field)')).toBeInTheDocument();
  });

  it('keeps the input after a failed submission: back to change it, or try again', async () => {
    const { dialog, submitted } = await openWizard([{ ok: false, titleKey: 'failedTitle', messageKey: 'failed' }]);
    const inDialog = within(dialog);
    fireEvent.change(await inDialog.findByLabelText('Name'), { target: { value: 'VPN down' } });
    fireEvent.click(inDialog.getByRole('button', { name: 'Next' }));
    fireEvent.click(await inDialog.findByRole('button', { name: 'Submit' }));
    expect(await inDialog.findByText('Not registered.')).toBeInTheDocument();
    expect(inDialog.getByText('Something went wrong!')).toBeInTheDocument();
    fireEvent.click(inDialog.getByRole('button', { name: 'Back' }));
    expect(await inDialog.findByText('Check: VPN down')).toBeInTheDocument();
    fireEvent.click(inDialog.getByRole('button', { name: 'Submit' }));
    // The second submission throws (no answer): the shell's own failure text, the input still kept.
    expect(await inDialog.findByText(/Your input is kept/)).toBeInTheDocument();
    expect(submitted).toEqual([{ name: 'VPN down' }, { name: 'VPN down' }]);
  });

  it('keeps what was typed when closed, and resumes there when opened again', async () => {
    const { dialog, wizards } = await openWizard([]);
    fireEvent.change(await within(dialog).findByLabelText('Name'), { target: { value: 'Half typed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(wizards.openWizardId).toBeNull();
    act(() => void wizards.open('ticket'));
    const again = await screen.findByRole('dialog', { name: 'New ticket' });
    expect(await within(again).findByLabelText('Name')).toHaveValue('Half typed');
  });
});
