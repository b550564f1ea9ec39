import {
  PROVIDER_ID_FIELD,
  RecordPaths,
  valueFieldsOf,
  type RecordFieldInfo,
  type RecordImportReport,
  type RecordTypeInfo,
} from '../../core/contract';
import { DemoCustomers, DemoUsers } from '../plugin-api';
import { createTestPortal, userHeaders, type TestPortal } from '../plugin-api/testing';

jest.setTimeout(120_000);

/**
 * Every record type the bundled plugins declare goes through the same round: created in the administration,
 * exported, imported back unchanged, and a broken file refused whole with nothing changed.
 */
let portal: TestPortal;
let headers: Record<string, string>;
let types: RecordTypeInfo[];
beforeAll(async () => {
  portal = await createTestPortal();
  headers = await userHeaders(portal.app, DemoUsers.petra);
  types = (await portal.app.inject({ url: RecordPaths.types, headers })).json() as RecordTypeInfo[];
});
afterAll(async () => {
  await portal.close();
});

const customer = DemoCustomers.northwind;

/** Values a type's own rules ask for (RecordTypeDeclaration.check), by plugin/type and field. */
const OWN_RULES: Record<string, Record<string, string>> = {
  'surveys/surveys': {
    questions: JSON.stringify([{ id: 'q1', type: 'rating', label: { en: 'How?', nl: 'Hoe?' }, required: true }]),
  },
};

/** A record every declaration of the type accepts. */
const sampleRecord = (type: RecordTypeInfo, providerId: string) =>
  Object.fromEntries([
    [PROVIDER_ID_FIELD, providerId],
    ...valueFieldsOf(type.fields).map((field) => [
      field.name,
      OWN_RULES[`${type.plugin}/${type.type}`]?.[field.name] ?? sampleOf(field),
    ]),
  ]);

/** A value every declaration of the field accepts. */
function sampleOf(field: RecordFieldInfo): string | number | boolean {
  switch (field.kind) {
    case 'date':
      return '2026-01-02';
    case 'dateTime':
      return '2026-01-02T03:04:05.000Z';
    case 'month':
      return '2026-01';
    case 'boolean':
      return true;
    case 'integer':
      return Math.max(field.min ?? 0, 3);
    case 'decimal':
      return Math.min(field.max ?? 12.5, Math.max(field.min ?? 0, 12.5));
    case 'choice':
      return field.options![0]!.value;
    default:
      return 'Sample';
  }
}

const exportOf = async (type: RecordTypeInfo) =>
  (
    await portal.app.inject({
      url: RecordPaths.exportFile(type.plugin, type.type, customer, 'json'),
      headers,
    })
  ).body;

const importFile = async (type: RecordTypeInfo, format: 'csv' | 'json', content: string) =>
  portal.app.inject({
    method: 'POST',
    url: RecordPaths.importFile(type.plugin, type.type, customer),
    headers,
    payload: { format, content },
  });

describe('every declared record type', () => {
  it('is declared by the bundled plugins', () => {
    expect(types.map((t) => `${t.plugin}/${t.type}`).sort()).toEqual(
      expect.arrayContaining([
        'contracts/contracts',
        'events/events',
        'invoices/invoices',
        'knowledge-base/articles',
        'managed-resources/resources',
        'sla-reports/sla-figures',
        'surveys/surveys',
      ]),
    );
  });

  it('is created in the administration, exported, and imported back unchanged (CSV and JSON)', async () => {
    for (const type of types) {
      const record = sampleRecord(type, `SAMPLE-${type.type}`);
      const created = await portal.app.inject({
        method: 'POST',
        url: RecordPaths.list(type.plugin, type.type, customer),
        headers,
        payload: record,
      });
      expect([type.type, created.statusCode, created.body]).toEqual([type.type, 201, expect.any(String)]);
      const exported = await exportOf(type);
      expect(JSON.parse(exported)).toContainEqual(record);
      for (const format of ['json', 'csv'] as const) {
        const file = (
          await portal.app.inject({
            url: RecordPaths.exportFile(type.plugin, type.type, customer, format),
            headers,
          })
        ).body;
        const back = await importFile(type, format, file);
        expect([type.type, format, back.json()]).toEqual([
          type.type,
          format,
          expect.objectContaining({ applied: true, created: 0, updated: 0 }),
        ]);
        expect(await exportOf(type)).toBe(exported);
      }
    }
  });

  it('refuses a file with a broken line whole, leaving every record as it was', async () => {
    for (const type of types) {
      const before = await exportOf(type);
      const good = sampleRecord(type, `NEW-${type.type}`);
      const broken = { ...good, [PROVIDER_ID_FIELD]: 'has spaces' };
      const res = await importFile(type, 'json', JSON.stringify([good, broken]));
      expect([type.type, res.statusCode]).toEqual([type.type, 422]);
      const report = res.json() as RecordImportReport;
      expect(report.refused).toEqual([
        { line: 2, field: PROVIDER_ID_FIELD, reason: { en: expect.any(String), nl: expect.any(String) } },
      ]);
      expect(await exportOf(type)).toBe(before);
    }
  });
});
