import type { HttpResult } from '../../../core/plugin-api';
import { fail, fakeHttp, ok } from '../../../core/plugin-api/testing';
import { FORM_SCHEMA_VERSION, type StoredForm } from '../contract-catalogue';
import { DesignerStore } from './designer-store';

const stored: StoredForm = {
  id: '3',
  version: 2,
  updatedAt: '2026-11-29T10:00:00Z',
  updatedBy: 'petra',
  definition: {
    schemaVersion: FORM_SCHEMA_VERSION,
    title: { en: 'Laptop', nl: 'Laptop' },
    description: { en: '', nl: '' },
    category: 'other',
    customers: null,
    needsSignOff: false,
    published: true,
    fields: [
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

async function loaded(answer: (method: string) => HttpResult<unknown>) {
  const { http, calls } = fakeHttp((method, path) => {
    if (method !== 'GET') return answer(method);
    return path.endsWith('/customers') ? ok({ items: [], categories: [] }) : ok({ items: [stored] });
  });
  const store = new DesignerStore(http);
  await store.load();
  return { store, calls };
}

describe('DesignerStore', () => {
  it('edits a loaded form (an observable) as a copy, leaving the list alone', async () => {
    const { store } = await loaded(() => ok(stored));
    store.edit(store.items[0]!);
    store.changeField(0, { id: 'laptop' });
    expect(store.draft?.fields[0]?.id).toBe('laptop');
    expect(store.items[0]?.definition.fields[0]?.id).toBe('needs');
  });

  it('refuses a broken condition before sending, with the rules the server applies', async () => {
    const { store, calls } = await loaded(() => ok(stored));
    store.edit(store.items[0]!);
    store.changeField(0, { id: 'laptop' });
    expect(await store.save()).toBe(false);
    expect(store.problems).toEqual([{ field: 'model', code: 'condition-unknown-field', limit: 'needs' }]);
    store.changeField(0, { label: { en: '', nl: 'Nodig' } });
    await store.save();
    expect(store.problems).toEqual([{ field: 'laptop', code: 'required', path: 'label.en' }]);
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('saves the next version, and keeps the draft as typed when the server refuses or fails', async () => {
    let answer: HttpResult<unknown> = ok({ ...stored, version: 3 });
    const { store, calls } = await loaded(() => answer);
    store.edit(store.items[0]!);
    store.change({ published: false });
    expect(await store.save()).toBe(true);
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', path: '/api/admin/catalogue/forms/3' });
    expect(store.outcome).toEqual({ key: 'designer.saved', values: { version: 3 } });
    answer = fail(503);
    store.change({ title: { en: 'Laptops', nl: 'Laptops' } });
    expect(await store.save()).toBe(false);
    expect(store.saveFailure).toMatchObject({ status: 503 });
    expect(store.draft?.title.en).toBe('Laptops');
  });
});
