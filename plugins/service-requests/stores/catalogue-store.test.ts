import type { HttpResult } from '../../../core/plugin-api';
import { fail, fakeHttp, ok } from '../../../core/plugin-api/testing';
import { FORM_SCHEMA_VERSION, type FillableForm } from '../contract-catalogue';
import { CatalogueStore } from './catalogue-store';

const fillable: FillableForm = {
  id: '7',
  version: 3,
  people: [],
  licences: [],
  attachmentsEnabled: false,
  definition: {
    schemaVersion: FORM_SCHEMA_VERSION,
    title: { en: 'Laptop', nl: 'Laptop' },
    description: { en: '', nl: '' },
    category: 'other',
    customers: null,
    needsSignOff: false,
    published: true,
    fields: [
      { id: 'name', kind: 'text', label: { en: 'Name', nl: 'Naam' }, required: true, minLength: 2 },
      { id: 'needs', kind: 'yesno', label: { en: 'Needs one', nl: 'Nodig' }, required: true },
      {
        id: 'model',
        kind: 'text',
        label: { en: 'Model', nl: 'Model' },
        required: true,
        showWhen: { field: 'needs', value: 'yes' },
      },
    ],
  },
};

const refusal = (status: number, body: unknown): HttpResult<never> => ({
  ...(fail(status, 'refused') as Extract<HttpResult<never>, { ok: false }>),
  body,
});

async function opened(answer: (method: string, body: unknown) => HttpResult<unknown>) {
  const { http, calls } = fakeHttp((method, _path, body) => (method === 'GET' ? ok(fillable) : answer(method, body)));
  const store = new CatalogueStore(http, () => new Date('2026-11-29T10:00:00Z'));
  await store.open('7');
  return { store, calls };
}

describe('CatalogueStore', () => {
  it('refuses in the browser what the server would, sending nothing, and marks every problem', async () => {
    const { store, calls } = await opened(() => ok({ number: 'SR-1' }, 201));
    store.setAnswer('name', 'A');
    store.setAnswer('needs', true);
    await store.submit();
    expect(store.problems.map((p) => `${p.field}:${p.code}`)).toEqual(['name:too-short', 'model:required']);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("sends only the shown fields' answers, with the form's version", async () => {
    const { store, calls } = await opened(() => ok({ number: 'SR-000042' }, 201));
    store.setAnswer('needs', true);
    store.setAnswer('model', 'X1');
    store.setAnswer('needs', false);
    store.setAnswer('name', 'Sanne');
    await store.submit();
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/service-requests/catalogue/7/requests',
      body: { version: 3, answers: { name: 'Sanne', needs: false } },
    });
    expect(store.filedNumber).toBe('SR-000042');
  });

  it("shows the server's refusal on its fields and keeps the input; a failure keeps it too", async () => {
    const problems = [
      {
        field: 'name',
        code: 'too-short',
        limit: 2,
        reason: { en: 'At least 2 characters.', nl: 'Minstens 2 tekens.' },
      },
    ];
    let answer: HttpResult<unknown> = refusal(400, { message: 'Invalid answers', problems });
    const { store } = await opened(() => answer);
    store.setAnswer('name', 'Sanne');
    store.setAnswer('needs', false);
    await store.submit();
    expect(store.problems).toEqual([{ field: 'name', code: 'too-short', limit: 2 }]);
    expect(store.answers).toEqual({ name: 'Sanne', needs: false });
    answer = fail(503);
    await store.submit();
    expect(store.submitFailure).toMatchObject({ status: 503 });
    expect(store.answers).toEqual({ name: 'Sanne', needs: false });
    expect(store.filedNumber).toBeNull();
  });

  it('under a sign-off shows who decides and no number; opening a form again clears it', async () => {
    const signOff = {
      id: 9,
      signerGroup: 'administrators',
      signers: ['Anna de Vries'],
      expiresAt: '2026-12-02T10:00:00Z',
    };
    const { store } = await opened(() => ok({ outcome: 'sign-off', signOff }, 202));
    store.setAnswer('name', 'Sanne');
    store.setAnswer('needs', false);
    await store.submit();
    expect(store.waitingSignOff).toEqual(signOff);
    expect(store.filedNumber).toBeNull();
    expect(store.answers).toEqual({});
    await store.open('7');
    expect(store.waitingSignOff).toBeNull();
  });
});
