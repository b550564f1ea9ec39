import * as z from 'zod/mini';

/**
 * Not in the spec: the records a provider keeps for its customers (contracts, invoices, SLA targets, ...),
 * maintained by provider administrators without SQL. A plugin declares a record type on its server side
 * (api.records); the server publishes the type's fields, and the administration's screen, the server's checks
 * and the import all read the same field rules from here.
 */
export const RecordPaths = {
  types: '/api/admin/records',
  list: (plugin: string, type: string, customerId: string) =>
    `/api/admin/records/${encodeURIComponent(plugin)}/${encodeURIComponent(type)}/${encodeURIComponent(customerId)}`,
  one: (plugin: string, type: string, customerId: string, providerId: string) =>
    `${RecordPaths.list(plugin, type, customerId)}/${encodeURIComponent(providerId)}`,
  importFile: (plugin: string, type: string, customerId: string, options?: RecordImportOptions) =>
    `${RecordPaths.list(plugin, type, customerId)}/import${importQuery(options)}`,
  exportFile: (plugin: string, type: string, customerId: string, format: RecordFileFormat) =>
    `${RecordPaths.list(plugin, type, customerId)}/export?format=${format}`,
  /** The import for the provider's own systems (access 'machine', bearer token). */
  machineImport: (plugin: string, type: string, customerId: string, options?: RecordImportOptions) =>
    `/api/machine/records/${encodeURIComponent(plugin)}/${encodeURIComponent(type)}/${encodeURIComponent(customerId)}/import${importQuery(options)}`,
} as const;

/**
 * How an import treats the customer's records of the type that the file does not have: `upsert` leaves them,
 * `replace` deletes those the import manages (the ones with a provider id).
 */
export const RECORD_IMPORT_MODES = ['upsert', 'replace'] as const;
export type RecordImportMode = (typeof RECORD_IMPORT_MODES)[number];

/** An import's query: the mode, and `preview` to check the file and count what it would do, writing nothing. */
export const RecordImportQuery = z.object({
  mode: z.optional(z.enum(RECORD_IMPORT_MODES)),
  preview: z.optional(z.enum(['true', 'false'])),
});
export type RecordImportQuery = z.output<typeof RecordImportQuery>;
export interface RecordImportOptions {
  mode?: RecordImportMode;
  preview?: boolean;
}

function importQuery(options: RecordImportOptions = {}): string {
  const query = new URLSearchParams();
  if (options.mode && options.mode !== 'upsert') query.set('mode', options.mode);
  if (options.preview) query.set('preview', 'true');
  const text = query.toString();
  return text ? `?${text}` : '';
}

export const RECORD_FILE_FORMATS = ['csv', 'json'] as const;
export type RecordFileFormat = (typeof RECORD_FILE_FORMATS)[number];

export const RECORD_FIELD_KINDS = [
  'text',
  'date',
  'dateTime',
  'month',
  'boolean',
  'integer',
  'decimal',
  'choice',
  'file',
] as const;
export type RecordFieldKind = (typeof RECORD_FIELD_KINDS)[number];

/** The provider's own id of a record: the import's key (an upsert per customer and provider id). */
export const PROVIDER_ID_FIELD = 'providerId';
export const PROVIDER_ID_MAX_LENGTH = 100;

const Bilingual = z.object({ en: z.string(), nl: z.string() });
export type Bilingual = z.output<typeof Bilingual>;

/** A field of a record type as the server publishes it. */
export const RecordFieldInfo = z.object({
  name: z.string(),
  label: Bilingual,
  kind: z.enum(RECORD_FIELD_KINDS),
  required: z.boolean(),
  /** Text: the longest value. */
  maxLength: z.optional(z.number()),
  /** Text: several lines (an article's body), edited in a text area. */
  multiline: z.optional(z.boolean()),
  /** Numbers: the smallest value. */
  min: z.optional(z.number()),
  /** Numbers: the largest value. */
  max: z.optional(z.number()),
  /** Choice: the values allowed, each with its label. */
  options: z.optional(z.array(z.object({ value: z.string(), label: Bilingual }))),
  /** Shown as a column of the administration's list. */
  listed: z.boolean(),
  /** File: the media types accepted (e.g. application/pdf). */
  accept: z.optional(z.array(z.string())),
});
export type RecordFieldInfo = z.output<typeof RecordFieldInfo>;

export const RecordTypeInfo = z.object({
  plugin: z.string(),
  type: z.string(),
  label: Bilingual,
  fields: z.array(RecordFieldInfo),
});
export type RecordTypeInfo = z.output<typeof RecordTypeInfo>;
export const RecordTypeList = z.array(RecordTypeInfo);

export type RecordValue = string | number | boolean | null;
/** A stored file of a record, as the administration lists it. */
export const RecordFile = z.object({ fileName: z.string(), size: z.number() });
export type RecordFile = z.output<typeof RecordFile>;

/** A record as the administration reads it: the provider id and each field's value (a file: its name and size). */
export const RecordEntry = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null(), RecordFile]));
export type RecordEntry = z.output<typeof RecordEntry>;
export const RecordEntryList = z.object({ items: z.array(RecordEntry) });

/** A file sent with a record (inline, base64); left out on an edit, the stored file stays. */
export const RecordFileUpload = z.object({
  fileName: z.string().check(z.minLength(1), z.maxLength(200)),
  contentType: z.string().check(z.maxLength(100)),
  content: z.string(),
});
export type RecordFileUpload = z.output<typeof RecordFileUpload>;

export const RecordImportRequest = z.object({
  format: z.enum(RECORD_FILE_FORMATS),
  /** The file's text: CSV with a header line of field names, or a JSON array of records. */
  content: z.string(),
});
export type RecordImportRequest = z.output<typeof RecordImportRequest>;

/** One refused line of an import: the line (1 = the first record), the field and why, in both languages. */
export const RecordRefusal = z.object({ line: z.number(), field: z.string(), reason: Bilingual });
export type RecordRefusal = z.output<typeof RecordRefusal>;

/**
 * An import's outcome: all of it applied, or nothing (refused lines listed); a preview counts what the import
 * would do and applies nothing. `removed`: the records a `replace` import deletes (0 for `upsert`).
 */
export const RecordImportReport = z.object({
  applied: z.boolean(),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  removed: z.number(),
  refused: z.array(RecordRefusal),
});
export type RecordImportReport = z.output<typeof RecordImportReport>;

export const RECORD_PROBLEMS = [
  'required',
  'tooLong',
  'date',
  'boolean',
  'integer',
  'number',
  'tooSmall',
  'tooLarge',
  'month',
  'dateTime',
  'choice',
  'providerId',
  'duplicate',
  'unknownField',
  'notAnObject',
] as const;
export type RecordProblemCode = (typeof RECORD_PROBLEMS)[number];
export interface RecordProblem {
  field: string;
  code: RecordProblemCode;
  /** The limit the value broke (maxLength, min), for the message. */
  limit?: number;
}

/** The fields an import and an export carry: every field but files, in declaration order. */
export const valueFieldsOf = (fields: readonly RecordFieldInfo[]) => fields.filter((field) => field.kind !== 'file');

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const PROVIDER_ID = /^[A-Za-z0-9][A-Za-z0-9._:\/-]*$/;

const isValidDate = (text: string) => {
  const match = DATE.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

const TRUE_WORDS = new Set(['true', '1', 'yes', 'ja']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'nee']);

/** A field's value read and checked: the value in its stored form, or the problem. */
function checkedValue(field: RecordFieldInfo, raw: unknown): { value: RecordValue } | { problem: RecordProblem } {
  const problem = (code: RecordProblemCode, limit?: number) => ({ problem: { field: field.name, code, limit } });
  const text = typeof raw === 'string' ? raw.trim() : raw;
  if (text === undefined || text === null || text === '') {
    // A flag left empty is "no": it has no third state.
    if (field.kind === 'boolean') return { value: false };
    return field.required ? problem('required') : { value: null };
  }
  switch (field.kind) {
    case 'text':
    case 'file': {
      if (typeof text !== 'string') return problem('required');
      return field.maxLength !== undefined && text.length > field.maxLength
        ? problem('tooLong', field.maxLength)
        : { value: text };
    }
    case 'date':
      return typeof text === 'string' && isValidDate(text) ? { value: text } : problem('date');
    case 'dateTime': {
      const moment = typeof text === 'string' && DATE_TIME.test(text) ? Date.parse(text) : NaN;
      // One form, so an export imports back unchanged: UTC, milliseconds.
      return Number.isNaN(moment) ? problem('dateTime') : { value: new Date(moment).toISOString() };
    }
    case 'month':
      return typeof text === 'string' && MONTH.test(text) ? { value: text } : problem('month');
    case 'boolean': {
      if (typeof text === 'boolean') return { value: text };
      const word = String(text).toLowerCase();
      if (TRUE_WORDS.has(word)) return { value: true };
      return FALSE_WORDS.has(word) ? { value: false } : problem('boolean');
    }
    case 'integer':
    case 'decimal': {
      const number =
        typeof text === 'number'
          ? text
          : /^-?\d+([.,]\d+)?$/.test(String(text))
            ? Number(String(text).replace(',', '.'))
            : NaN;
      if (!Number.isFinite(number)) return problem(field.kind === 'integer' ? 'integer' : 'number');
      if (field.kind === 'integer' && !Number.isInteger(number)) return problem('integer');
      if (field.min !== undefined && number < field.min) return problem('tooSmall', field.min);
      return field.max !== undefined && number > field.max ? problem('tooLarge', field.max) : { value: number };
    }
    case 'choice':
      return typeof text === 'string' && field.options?.some((option) => option.value === text)
        ? { value: text }
        : problem('choice');
  }
}

/**
 * Checks a record's input against its type's fields (the browser's form, the server's routes and the import
 * alike): each field's value in its stored form, and every problem found. File fields are not values: they
 * travel as uploads (and an import carries none). `strict`: a field the type does not have is a problem too.
 */
export function checkRecord(
  fields: readonly RecordFieldInfo[],
  input: Readonly<Record<string, unknown>>,
  options: { strict: boolean },
): { values: Record<string, RecordValue>; problems: RecordProblem[] } {
  const values: Record<string, RecordValue> = {};
  const problems: RecordProblem[] = [];
  const providerId = typeof input[PROVIDER_ID_FIELD] === 'string' ? (input[PROVIDER_ID_FIELD] as string).trim() : '';
  if (!providerId) problems.push({ field: PROVIDER_ID_FIELD, code: 'required' });
  else if (providerId.length > PROVIDER_ID_MAX_LENGTH)
    problems.push({ field: PROVIDER_ID_FIELD, code: 'tooLong', limit: PROVIDER_ID_MAX_LENGTH });
  else if (!PROVIDER_ID.test(providerId)) problems.push({ field: PROVIDER_ID_FIELD, code: 'providerId' });
  values[PROVIDER_ID_FIELD] = providerId;
  for (const field of fields) {
    if (field.kind === 'file') continue;
    const result = checkedValue(field, input[field.name]);
    if ('problem' in result) problems.push(result.problem);
    else values[field.name] = result.value;
  }
  if (options.strict) {
    const known = new Set([PROVIDER_ID_FIELD, ...valueFieldsOf(fields).map((f) => f.name)]);
    for (const name of Object.keys(input)) if (!known.has(name)) problems.push({ field: name, code: 'unknownField' });
  }
  return { values, problems };
}
