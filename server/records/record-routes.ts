import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import {
  checkRecord,
  PROVIDER_ID_FIELD,
  RECORD_FILE_FORMATS,
  RecordEntryList,
  RecordFileUpload,
  RecordImportReport,
  RecordImportQuery,
  RecordImportRequest,
  type RecordEntry,
  type RecordRefusal,
  type RecordTypeInfo,
  type RecordValue,
} from '../../core/contract';
import { writeAudit, type AdminActor } from '../admin/audit';
import { parseJson } from '../data/json';
import type { RequestUser } from '../data/request-user';
import { findCustomer } from '../data/users';
import { apiError, HttpError } from '../http/errors';
import type { ServerDeps } from '../features/feature';
import type { FileStorage } from '../plugin-api/extension-points';
import type { PluginData } from '../plugin-host/scoped-data';
import type { RecordTypeDeclaration } from '../plugin-api/records';
import { exportRecords, importRecords, isConstraintError } from './record-import';
import { reasonOf, refusalOf } from './problem-texts';
import { RecordTable } from './record-table';
import { API_KEY_PREFIX } from '../../core/contract';

/** What the host hands the routes of one declared record type. */
export interface RecordRouteHost {
  pluginId: string;
  deps: Pick<ServerDeps, 'db' | 'route' | 'currentUser' | 'config' | 'machineKeys'>;
  data: PluginData;
  /** The file storage when it runs for a customer with this plugin list, else null. */
  fileStorage(customerPlugins: readonly string[] | null): FileStorage | null;
}

const CustomerParams = z.object({ customerId: z.string().check(z.minLength(1), z.maxLength(100)) });
const RecordParams = z.object({
  customerId: z.string().check(z.minLength(1), z.maxLength(100)),
  providerId: z.string().check(z.minLength(1), z.maxLength(100)),
});
const ExportQuery = z.object({ format: z.optional(z.enum(RECORD_FILE_FORMATS)) });
const RecordBody = z.record(z.string(), z.unknown());
/** An import of 10,000 invoices as JSON stays well below this. */
const IMPORT_BODY_LIMIT = 20 * 1024 * 1024;
/** A record with its file inline (base64 adds a third). */
const RECORD_BODY_LIMIT = 14 * 1024 * 1024;

function requireProviderAdmin(user: RequestUser | null): RequestUser {
  if (!user) throw new HttpError(401, 'Not signed in.');
  if (!user.isProviderAdmin) throw new HttpError(403, 'Provider administrators only.');
  if (user.runAsBy)
    throw new HttpError(
      403,
      'Administration is not available while you view the portal as another user: go back to your own account first.',
    );
  return user;
}

/** Refused fields of a record: answered 400 with each of them, so the form shows them beside the fields. */
class RefusedInput extends Error {
  constructor(readonly refused: RecordRefusal[]) {
    super(`Refused: ${refused.map((r) => `${r.field}: ${r.reason.en}`).join(' ')}`);
  }
}

async function answeringRefusals(reply: FastifyReply, work: () => Promise<unknown>): Promise<unknown> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof RefusedInput)) throw error;
    return reply.code(400).send({ ...apiError(400, error.message), refused: error.refused });
  }
}

/** Registers the administration's routes of one record type and the machine import (docs/plugins.md). */
export function recordRoutes(host: RecordRouteHost, declaration: RecordTypeDeclaration, info: RecordTypeInfo): void {
  const { pluginId, deps } = host;
  const { db } = deps;
  const base = `/api/admin/records/${pluginId}/${declaration.type}/:customerId`;
  const tags = [pluginId];
  const fileFields = declaration.fields.filter((field) => field.kind === 'file');
  const adminGuard = (request: FastifyRequest) => void requireProviderAdmin(deps.currentUser(request));

  const customerOf = (customerId: string) => {
    const customer = findCustomer(db, customerId);
    if (!customer) throw new HttpError(404, `There is no customer "${customerId}".`);
    const data = host.data.forCustomer(customer.id);
    return {
      id: customer.id,
      plugins: parseJson<string[] | null>(customer.plugins, null, Array.isArray),
      data,
      table: new RecordTable(declaration, data),
    };
  };
  type Customer = ReturnType<typeof customerOf>;
  const audit = (
    actor: AdminActor,
    customerId: string,
    action: string,
    targetId: string,
    before: unknown,
    after: unknown,
  ) =>
    writeAudit(db, actor, {
      action: `${pluginId}.${action}`,
      targetType: 'record',
      targetId: `${declaration.type}/${targetId}`,
      customerId,
      before,
      after,
    });
  const actorOf = (user: RequestUser): AdminActor => ({ userId: user.userId, name: user.userName });

  const entryOf = (customer: Customer, values: Record<string, RecordValue>): RecordEntry => {
    const entry: RecordEntry = { ...values };
    if (fileFields.length === 0) return entry;
    const storage = host.fileStorage(customer.plugins);
    for (const field of fileFields) {
      const fileId = values[field.name];
      const file = typeof fileId === 'string' ? storage?.describe(fileId, customer.id) : null;
      entry[field.name] = file ? { fileName: file.fileName, size: file.size } : null;
    }
    return entry;
  };

  /** Stores the uploads the body carries; refuses (400) a missing required file or a refused kind of file. */
  async function storedFiles(
    customer: Customer,
    user: RequestUser,
    body: Record<string, unknown>,
    existing: Record<string, RecordValue> | null,
  ): Promise<Record<string, string>> {
    const refused: RecordRefusal[] = [];
    const uploads: { field: string; upload: RecordFileUpload; bytes: Buffer }[] = [];
    for (const field of fileFields) {
      const given = body[field.name];
      if (given === undefined || given === null) {
        if (field.required && !existing?.[field.name])
          refused.push(refusalOf(1, { field: field.name, code: 'required' }));
        continue;
      }
      const upload = RecordFileUpload.safeParse(given);
      if (!upload.success) {
        refused.push({ line: 1, field: field.name, reason: reasonOf('file') });
        continue;
      }
      if (field.accept && !field.accept.includes(upload.data.contentType)) {
        refused.push({ line: 1, field: field.name, reason: reasonOf('fileType') });
        continue;
      }
      uploads.push({ field: field.name, upload: upload.data, bytes: Buffer.from(upload.data.content, 'base64') });
    }
    if (refused.length > 0) throw new RefusedInput(refused);
    if (uploads.length === 0) return {};
    const storage = host.fileStorage(customer.plugins);
    if (!storage) throw new HttpError(409, 'File storage is off for this customer: enable the files plugin for it.');
    const stored: Record<string, string> = {};
    for (const { field, upload, bytes } of uploads) {
      const file = await storage.store({
        customerId: customer.id,
        user,
        fileName: upload.fileName,
        contentType: upload.contentType,
        bytes,
        owner: pluginId,
      });
      stored[field] = file.id;
    }
    return stored;
  }

  /** Removes stored files no record names any longer (replaced or deleted). */
  async function removeFiles(customer: Customer, fileIds: readonly RecordValue[]) {
    const storage = host.fileStorage(customer.plugins);
    for (const id of fileIds) if (storage && typeof id === 'string') await storage.remove(id, customer.id, pluginId);
  }

  async function save(
    user: RequestUser,
    customer: Customer,
    body: Record<string, unknown>,
    existing: Record<string, RecordValue> | null,
  ) {
    const { values, problems } = checkRecord(info.fields, body, { strict: false });
    if (problems.length > 0) throw new RefusedInput(problems.map((problem) => refusalOf(1, problem)));
    const own = customer.table.problemsOf(values);
    if (own.length > 0) throw new RefusedInput(own.map((problem) => ({ line: 1, ...problem })));
    const files = await storedFiles(customer, user, body, existing);
    const after = { ...values, ...files };
    try {
      customer.data.transaction(() => {
        customer.table.upsert(after);
        audit(
          actorOf(user),
          customer.id,
          existing ? 'record-changed' : 'record-created',
          String(values[PROVIDER_ID_FIELD]),
          existing,
          after,
        );
      });
    } catch (error) {
      await removeFiles(customer, Object.values(files));
      if (isConstraintError(error))
        throw new HttpError(409, 'This record conflicts with another one: a value that must be unique is taken.');
      throw error;
    }
    await removeFiles(
      customer,
      Object.keys(files).map((field) => existing?.[field] ?? null),
    );
    return entryOf(customer, customer.table.valuesOf(customer.table.row(String(values[PROVIDER_ID_FIELD]))!));
  }

  const summary = (what: string) => `${what} (${info.label.en}; provider administrators)`;

  deps.route({
    method: 'GET',
    url: base,
    tags,
    summary: summary("A customer's records, by provider id"),
    params: CustomerParams,
    response: RecordEntryList,
    guard: adminGuard,
    errors: { 403: 'Not a provider administrator', 404: 'No such customer' },
    handler: ({ params, reply }) => {
      const customer = customerOf(params.customerId);
      reply.header('Cache-Control', 'no-store');
      return { items: customer.table.rows().map((row) => entryOf(customer, customer.table.valuesOf(row))) };
    },
  });

  deps.route({
    method: 'POST',
    url: base,
    tags,
    status: 201,
    summary: summary('Creates a record (files inline, base64)'),
    params: CustomerParams,
    body: RecordBody,
    jsonBodyLimit: RECORD_BODY_LIMIT,
    guard: adminGuard,
    errors: { 400: 'Refused fields (listed in `refused`)', 404: 'No such customer', 409: 'The provider id is taken' },
    handler: ({ params, body, user, reply }) =>
      answeringRefusals(reply, async () => {
        const customer = customerOf(params.customerId);
        const providerId = typeof body[PROVIDER_ID_FIELD] === 'string' ? body[PROVIDER_ID_FIELD].trim() : '';
        if (providerId && customer.table.row(providerId))
          throw new HttpError(409, `A record with provider id "${providerId}" exists already.`);
        return reply.code(201).send(await save(requireProviderAdmin(user), customer, body, null));
      }),
  });

  deps.route({
    method: 'PUT',
    url: `${base}/:providerId`,
    tags,
    summary: summary('Changes a record (a file left out stays)'),
    params: RecordParams,
    body: RecordBody,
    jsonBodyLimit: RECORD_BODY_LIMIT,
    guard: adminGuard,
    errors: { 400: 'Refused fields (listed in `refused`)', 404: 'No such customer or record' },
    handler: ({ params, body, user, reply }) =>
      answeringRefusals(reply, async () => {
        const customer = customerOf(params.customerId);
        const row = customer.table.row(params.providerId);
        if (!row) throw new HttpError(404, `There is no record "${params.providerId}".`);
        const existing = customer.table.valuesOf(row);
        return save(
          requireProviderAdmin(user),
          customer,
          { ...body, [PROVIDER_ID_FIELD]: params.providerId },
          existing,
        );
      }),
  });

  deps.route({
    method: 'DELETE',
    url: `${base}/:providerId`,
    tags,
    status: 204,
    summary: summary('Deletes a record and its files'),
    params: RecordParams,
    guard: adminGuard,
    errors: { 404: 'No such customer or record' },
    handler: async ({ params, user, reply }) => {
      const customer = customerOf(params.customerId);
      const row = customer.table.row(params.providerId);
      if (!row) throw new HttpError(404, `There is no record "${params.providerId}".`);
      const existing = customer.table.valuesOf(row);
      customer.data.transaction(() => {
        customer.table.remove(params.providerId);
        audit(actorOf(requireProviderAdmin(user)), customer.id, 'record-deleted', params.providerId, existing, null);
      });
      await removeFiles(
        customer,
        fileFields.map((field) => existing[field.name] ?? null),
      );
      return reply.code(204).send();
    },
  });

  const runImport = async (
    customerId: string,
    request: RecordImportRequest,
    query: RecordImportQuery,
    actor: AdminActor,
    reply: FastifyReply,
  ) => {
    const customer = customerOf(customerId);
    const mode = query.mode ?? 'upsert';
    const { removedRecords, ...report } = importRecords(
      info.fields,
      request,
      customer.table,
      (work) =>
        customer.data.transaction(() => {
          const result = work();
          audit(actor, customer.id, 'records-imported', '*', null, {
            format: request.format,
            mode,
            created: result.created,
            updated: result.updated,
            unchanged: result.unchanged,
            removed: result.removed.map((record) => record[PROVIDER_ID_FIELD]),
          });
          return result;
        }),
      { mode, preview: query.preview === 'true' },
    );
    if (report.refused.length > 0) {
      return reply.code(422).send({
        ...apiError(422, `The file was refused: ${report.refused.length} problem(s), nothing changed.`),
        ...report,
      });
    }
    for (const record of removedRecords)
      await removeFiles(
        customer,
        fileFields.map((field) => record[field.name] ?? null),
      );
    return report;
  };

  deps.route({
    method: 'POST',
    url: `${base}/import`,
    tags,
    summary: summary(
      'Imports a CSV or JSON file of records: all or nothing, upserted on the provider id (mode=replace also deletes the records the file does not have; preview=true counts and writes nothing)',
    ),
    params: CustomerParams,
    query: RecordImportQuery,
    body: RecordImportRequest,
    jsonBodyLimit: IMPORT_BODY_LIMIT,
    response: RecordImportReport,
    guard: adminGuard,
    errors: { 404: 'No such customer', 422: 'Refused lines (listed in `refused`); nothing changed' },
    handler: ({ params, query, body, user, reply }) =>
      runImport(params.customerId, body, query, actorOf(requireProviderAdmin(user)), reply),
  });

  deps.route({
    method: 'GET',
    url: `${base}/export`,
    tags,
    summary: summary('Exports the records as a file the import reads back (CSV or JSON)'),
    params: CustomerParams,
    query: ExportQuery,
    responseType: 'text/csv',
    guard: adminGuard,
    errors: { 404: 'No such customer' },
    handler: ({ params, query, reply }) => {
      const customer = customerOf(params.customerId);
      const format = query.format ?? 'csv';
      const text = exportRecords(
        info.fields,
        customer.table.rows().map((row) => customer.table.valuesOf(row)),
        format,
      );
      return reply
        .header('Cache-Control', 'private, no-store')
        .header(
          'Content-Disposition',
          `attachment; filename="${declaration.type}-${customer.id.replace(/[^\w-]/g, '_')}.${format}"`,
        )
        .header('X-Content-Type-Options', 'nosniff')
        .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
        .send(text);
    },
  });

  deps.route({
    method: 'POST',
    url: `/api/machine/records/${pluginId}/${declaration.type}/:customerId/import`,
    tags,
    access: 'machine',
    summary: `Imports ${info.label.en} for a customer from the provider's systems (Authorization: Bearer <API key>): as the administration's import`,
    params: CustomerParams,
    query: RecordImportQuery,
    body: RecordImportRequest,
    jsonBodyLimit: IMPORT_BODY_LIMIT,
    response: RecordImportReport,
    // The provider's API keys (administration, API keys): scoped to this plugin or every machine route, and to
    // one customer or all; a key limited to another customer is refused before anything is read.
    guard: (request) => {
      if (!deps.machineKeys?.authenticate(request, pluginId))
        throw new HttpError(401, `An API key is required: Authorization: Bearer ${API_KEY_PREFIX}...`);
    },
    errors: {
      401: 'Missing, unknown or revoked API key',
      403: 'The API key does not open this route or this customer',
      404: 'No such customer',
      422: 'Refused lines (listed in `refused`); nothing changed',
    },
    handler: ({ request, params, query, body, reply }) => {
      deps.machineKeys?.requireCustomer(request, params.customerId);
      return runImport(params.customerId, body, query, { userId: null, name: 'records import (machine)' }, reply);
    },
  });
}
