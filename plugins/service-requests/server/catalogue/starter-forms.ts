import { FORM_SCHEMA_VERSION, type FormDefinition, type FormField } from '../../contract-catalogue';

const both = (en: string, nl: string) => ({ en, nl });
const field = (
  id: string,
  kind: FormField['kind'],
  label: [en: string, nl: string],
  more: Partial<FormField> = {},
): FormField => ({ id, kind, label: both(...label), required: false, ...more });

const starter = (
  title: [en: string, nl: string],
  description: [en: string, nl: string],
  category: string,
  fields: FormField[],
): FormDefinition => ({
  schemaVersion: FORM_SCHEMA_VERSION,
  title: both(...title),
  description: both(...description),
  category,
  fields,
  customers: null,
  needsSignOff: false,
  published: true,
});

const EMAIL = {
  regex: '[^\\s@]+@[^\\s@]+\\.[^\\s@]+',
  message: both('Enter an e-mail address.', 'Vul een e-mailadres in.'),
};

/**
 * The starter set a provider begins with and edits in the designer (the demo seeds it; a fresh installation adds
 * it with the designer's "Add the starter set"), keyed so each is added once.
 */
export const STARTER_FORMS: Readonly<Record<string, FormDefinition>> = {
  'new-employee': starter(
    ['New employee', 'Nieuwe medewerker'],
    [
      'Someone joins: their account, licence and equipment ready on the first day.',
      'Er komt iemand bij: account, licentie en apparatuur klaar op de eerste dag.',
    ],
    'access',
    [
      field('name', 'text', ['Full name', 'Volledige naam'], { required: true, minLength: 2, maxLength: 100 }),
      field('start-date', 'date', ['First working day', 'Eerste werkdag'], { required: true, earliest: 'today' }),
      field('job-title', 'text', ['Job title', 'Functie'], { maxLength: 100 }),
      field('manager', 'person', ['Manager', 'Leidinggevende'], {
        required: true,
        help: both('Who the new employee reports to.', 'Aan wie de nieuwe medewerker rapporteert.'),
      }),
      field('licence', 'licence', ['Licence', 'Licentie'], { required: true }),
      field('same-rights-as', 'person', ['Same rights as', 'Dezelfde rechten als'], {
        help: both(
          'A colleague whose access the new employee also needs.',
          'Een collega wiens toegang de nieuwe medewerker ook nodig heeft.',
        ),
      }),
      field('needs-laptop', 'yesno', ['Needs a laptop', 'Heeft een laptop nodig'], { required: true }),
      field('laptop-model', 'choice', ['Laptop', 'Laptop'], {
        required: true,
        options: [
          { value: 'standard', label: both('Standard (14 inch)', 'Standaard (14 inch)') },
          { value: 'power', label: both('Power user (16 inch)', 'Zware gebruiker (16 inch)') },
        ],
        showWhen: { field: 'needs-laptop', value: 'yes' },
      }),
      field('notes', 'multiline', ['Anything else', 'Verder nog iets'], { maxLength: 2000 }),
    ],
  ),
  'employee-leaving': starter(
    ['Employee leaving', 'Medewerker vertrekt'],
    [
      'Someone leaves: their account closed on time and their data kept where it belongs.',
      'Er vertrekt iemand: account op tijd dicht en gegevens op de juiste plek bewaard.',
    ],
    'access',
    [
      field('person', 'person', ['Who leaves', 'Wie vertrekt'], { required: true }),
      field('last-day', 'date', ['Last working day', 'Laatste werkdag'], { required: true }),
      field('mail-to', 'person', ['Forward their e-mail to', 'Hun e-mail doorsturen naar']),
      field('keep-data', 'yesno', ['Keep their files', 'Hun bestanden bewaren'], { required: true }),
      field('data-to', 'person', ['Give their files to', 'Hun bestanden geven aan'], {
        required: true,
        showWhen: { field: 'keep-data', value: 'yes' },
      }),
      field('notes', 'multiline', ['Anything else', 'Verder nog iets'], { maxLength: 2000 }),
    ],
  ),
  'extra-licence': starter(
    ['Extra licence', 'Extra licentie'],
    ['A licence for someone who does not have it yet.', 'Een licentie voor iemand die hem nog niet heeft.'],
    'licences',
    [
      field('licence', 'licence', ['Licence', 'Licentie'], { required: true }),
      field('for', 'person', ['For', 'Voor'], { required: true }),
      field('reason', 'multiline', ['Why it is needed', 'Waarom die nodig is'], {
        required: true,
        minLength: 10,
        maxLength: 1000,
      }),
    ],
  ),
  'access-request': starter(
    ['Access request', 'Toegangsverzoek'],
    ['Access to a system, a shared mailbox or a folder.', 'Toegang tot een systeem, een gedeelde mailbox of een map.'],
    'access',
    [
      field('for', 'person', ['For', 'Voor'], { required: true }),
      field('kind', 'choice', ['Access to', 'Toegang tot'], {
        required: true,
        options: [
          { value: 'application', label: both('An application', 'Een applicatie') },
          { value: 'mailbox', label: both('A shared mailbox', 'Een gedeelde mailbox') },
          { value: 'folder', label: both('A folder or site', 'Een map of site') },
        ],
      }),
      field('mailbox', 'text', ['Mailbox address', 'Adres van de mailbox'], {
        required: true,
        pattern: EMAIL,
        showWhen: { field: 'kind', value: 'mailbox' },
      }),
      field('what', 'text', ['Name of the application, folder or site', 'Naam van de applicatie, map of site'], {
        required: true,
        maxLength: 200,
      }),
      field('until', 'date', ['Until (empty: for good)', 'Tot (leeg: blijvend)'], { earliest: 'today' }),
      field('approval', 'attachment', ['Approval by the owner', 'Akkoord van de eigenaar'], {
        help: both(
          'A document or screenshot, when the owner has agreed already.',
          'Een document of schermafbeelding, als de eigenaar al akkoord is.',
        ),
      }),
    ],
  ),
};
