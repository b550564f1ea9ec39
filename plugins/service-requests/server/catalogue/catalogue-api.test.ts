import { DemoCustomers, DemoUsers } from '../../../../server/plugin-api';
import { count, createTestPortal, userHeaders, type TestPortal } from '../../../../server/plugin-api/testing';
import { CataloguePaths, type FillableForm, type FormDefinition, type StoredForm } from '../../contract-catalogue';
import { checkAnswers, reasonOf, todayOf } from '../../contract-catalogue-rules';
import { STARTER_FORMS } from './starter-forms';

let portal: TestPortal;
beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(async () => {
  await portal.close();
});

const db = () => portal.app.portal.db;
const call = async (method: 'GET' | 'POST' | 'PUT', url: string, userId: string, payload?: unknown) =>
  portal.app.inject({
    method,
    url,
    headers: await userHeaders(portal.app, userId),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const petra = DemoUsers.petra;
const anna = DemoUsers.anna;

const formsWritten = () => ({
  forms: count(portal.app, 'catalogue_forms'),
  versions: count(portal.app, 'catalogue_form_versions'),
  audit: count(portal.app, 'audit_log'),
});
const starterId = (key: string) =>
  String(db().prepare('SELECT id FROM catalogue_forms WHERE starter = ?').pluck().get(key));

const small = (changes: Partial<FormDefinition> = {}): FormDefinition => ({
  ...STARTER_FORMS['extra-licence']!,
  title: { en: 'Printer toner', nl: 'Printertoner' },
  category: 'other',
  fields: [
    { id: 'printer', kind: 'text', label: { en: 'Printer', nl: 'Printer' }, required: true, maxLength: 20 },
    {
      id: 'colour',
      kind: 'yesno',
      label: { en: 'Colour', nl: 'Kleur' },
      required: false,
    },
    {
      id: 'colours',
      kind: 'text',
      label: { en: 'Which colours', nl: 'Welke kleuren' },
      required: true,
      showWhen: { field: 'colour', value: 'yes' },
    },
  ],
  ...changes,
});

describe('the designer', () => {
  it('refuses a form with a broken condition with the problem in both languages, and writes nothing', async () => {
    const before = formsWritten();
    const unknown = small();
    unknown.fields[2] = { ...unknown.fields[2]!, showWhen: { field: 'nope', value: 'yes' } };
    const refused = await call('POST', CataloguePaths.designerForms, petra, unknown);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().problems).toEqual([
      {
        field: 'colours',
        code: 'condition-unknown-field',
        limit: 'nope',
        reason: {
          en: 'The condition names the field nope, which this form does not have.',
          nl: 'De voorwaarde noemt het veld nope, dat dit formulier niet heeft.',
        },
      },
    ]);

    const cycle = small();
    cycle.fields[1] = { ...cycle.fields[1]!, showWhen: { field: 'colours' } };
    const circular = await call('POST', CataloguePaths.designerForms, petra, cycle);
    expect(circular.statusCode).toBe(400);
    expect(circular.json().problems).toEqual([
      expect.objectContaining({ code: 'condition-cycle', limit: 'colour → colours → colour' }),
    ]);
    expect(circular.json().message).toMatch(/colour: The conditions go round in a circle/);
    expect(formsWritten()).toEqual(before);
  });

  it('saves versions of a form, keeps each, and audits every save', async () => {
    const before = formsWritten();
    const created = await call('POST', CataloguePaths.designerForms, petra, small({ published: false }));
    expect(created.statusCode).toBe(201);
    const form = created.json() as StoredForm;
    expect(form.version).toBe(1);
    const changed = await call('PUT', CataloguePaths.designerForm(form.id), petra, small({ published: true }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: form.id, version: 2, definition: { published: true } });
    expect(formsWritten()).toEqual({ forms: before.forms + 1, versions: before.versions + 2, audit: before.audit + 2 });
    const audit = db()
      .prepare("SELECT action FROM audit_log WHERE target_type = 'catalogue-form' AND target_id = ? ORDER BY id")
      .pluck()
      .all(form.id);
    expect(audit).toEqual(['service-requests.catalogue-form.create', 'service-requests.catalogue-form.update']);
  });

  it('is for provider administrators only', async () => {
    for (const user of [anna, DemoUsers.dirk]) {
      expect((await call('GET', CataloguePaths.designerForms, user)).statusCode).toBe(403);
      expect((await call('POST', CataloguePaths.designerForms, user, small())).statusCode).toBe(403);
    }
  });

  it('has the starter set seeded, and adding it again adds nothing', async () => {
    const again = await call('POST', CataloguePaths.starterSet, petra);
    expect(again.statusCode).toBe(200);
    expect(again.json().added).toBe(0);
    const titles = (again.json().items as StoredForm[]).map((form) => form.definition.title.nl);
    expect(titles).toEqual(
      expect.arrayContaining(['Nieuwe medewerker', 'Medewerker vertrekt', 'Extra licentie', 'Toegangsverzoek']),
    );
  });
});

describe("the customer's catalogue", () => {
  it('shows a form only to the customers it is for, and only once published: the server refuses the others', async () => {
    const forFabrikam = await call(
      'POST',
      CataloguePaths.designerForms,
      petra,
      small({ title: { en: 'Fabrikam only', nl: 'Alleen Fabrikam' }, customers: [DemoCustomers.fabrikam] }),
    );
    const draft = await call('POST', CataloguePaths.designerForms, petra, small({ published: false }));
    const listed = (await call('GET', CataloguePaths.catalogue, anna)).json().items.map((f: { id: string }) => f.id);
    expect(listed).toContain(starterId('new-employee'));
    for (const hidden of [forFabrikam.json().id, draft.json().id]) {
      expect(listed).not.toContain(hidden);
      expect((await call('GET', CataloguePaths.form(hidden), anna)).statusCode).toBe(404);
      const before = count(portal.app, 'service_requests');
      const submitted = await call('POST', CataloguePaths.submit(hidden), anna, {
        version: 1,
        answers: { printer: 'HP 4th floor' },
      });
      expect(submitted.statusCode).toBe(404);
      expect(count(portal.app, 'service_requests')).toBe(before);
    }
    expect((await call('GET', CataloguePaths.catalogue, DemoUsers.carla)).statusCode).toBe(403);
  });

  it('refuses what the browser refuses, in the same words, and files nothing', async () => {
    const id = starterId('new-employee');
    const form = (await call('GET', CataloguePaths.form(id), anna)).json() as FillableForm;
    const answers = { name: 'S', 'start-date': '2001-01-01', 'needs-laptop': true, manager: 'nobody' };
    const before = count(portal.app, 'service_requests');
    const refused = await call('POST', CataloguePaths.submit(id), anna, { version: form.version, answers });
    expect(refused.statusCode).toBe(400);
    const browser = checkAnswers(form.definition, answers, {
      people: form.people,
      licences: form.licences,
      today: todayOf(new Date()),
      attachmentsEnabled: form.attachmentsEnabled,
    });
    expect(refused.json().problems).toEqual(
      browser.problems.map((problem) =>
        expect.objectContaining({ field: problem.field, code: problem.code, reason: reasonOf(problem as never) }),
      ),
    );
    expect(refused.json().problems.map((p: { field: string; code: string }) => `${p.field}:${p.code}`)).toEqual([
      'name:too-short',
      'start-date:too-early',
      'manager:not-an-option',
      'licence:required',
      'laptop-model:required',
    ]);
    expect(refused.json().problems[1].reason.nl).toBe(`Niet vóór ${todayOf(new Date())}.`);
    expect(count(portal.app, 'service_requests')).toBe(before);
    expect(count(portal.app, 'catalogue_requests')).toBe(0);
  });

  it('files a service request with the answers of the shown fields only, as structured data', async () => {
    // The demo's Contoso has new employees signed off (catalogue-sign-off.test.ts); without the rule, filed at once.
    db().prepare("DELETE FROM sign_off_rules WHERE kind = 'service-catalogue'").run();
    const id = starterId('new-employee');
    const form = (await call('GET', CataloguePaths.form(id), anna)).json() as FillableForm;
    expect(form.people.map((person) => person.value)).toContain(DemoUsers.dirk);
    expect(form.licences.length).toBeGreaterThan(0);
    const answers = {
      name: 'Sanne Mulder',
      'start-date': '2099-03-01',
      manager: DemoUsers.dirk,
      licence: form.licences[0]!.value,
      'needs-laptop': false,
      // Hidden (no laptop needed): neither required nor filed.
      'laptop-model': 'power',
    };
    const filed = await call('POST', CataloguePaths.submit(id), anna, { version: form.version, answers });
    expect(filed.statusCode).toBe(201);
    const { number } = filed.json() as { number: string };
    const request = db()
      .prepare('SELECT name, category, source, description FROM service_requests WHERE number = ?')
      .get(number) as Record<string, string>;
    expect(request).toMatchObject({ name: 'New employee', category: 'access', source: 'catalogue' });
    expect(request.description).toContain('Full name: Sanne Mulder');
    expect(request.description).toContain('Needs a laptop: no');
    expect(request.description).not.toContain('Laptop:');
    const stored = JSON.parse(
      db().prepare('SELECT answers FROM catalogue_requests WHERE request_number = ?').pluck().get(number) as string,
    ) as { field: string; value: string }[];
    expect(stored.map((answer) => answer.field)).toEqual(['name', 'start-date', 'manager', 'licence', 'needs-laptop']);
    expect(stored.find((answer) => answer.field === 'manager')!.value).not.toBe(DemoUsers.dirk);
  });
});
