import type { HttpClient, HttpFailure } from '../../../../core/plugin-api';
import {
  RecordEntry,
  RecordEntryList,
  RecordImportReport,
  RecordPaths,
  RecordTypeList,
  type RecordFileFormat,
  type RecordImportOptions,
  type RecordRefusal,
  type RecordTypeInfo,
} from '../../../../core/contract';

/** The record calls of one customer and type, over HTTP only. */
export const recordsApi = (http: HttpClient) => ({
  types: () => http.get(RecordPaths.types, RecordTypeList),
  list: (type: RecordTypeInfo, customerId: string) =>
    http.get(RecordPaths.list(type.plugin, type.type, customerId), RecordEntryList),
  create: (type: RecordTypeInfo, customerId: string, body: Record<string, unknown>) =>
    http.post(RecordPaths.list(type.plugin, type.type, customerId), body, RecordEntry),
  update: (type: RecordTypeInfo, customerId: string, providerId: string, body: Record<string, unknown>) =>
    http.put(RecordPaths.one(type.plugin, type.type, customerId, providerId), body, RecordEntry),
  remove: (type: RecordTypeInfo, customerId: string, providerId: string) =>
    http.delete(RecordPaths.one(type.plugin, type.type, customerId, providerId)),
  importFile: (
    type: RecordTypeInfo,
    customerId: string,
    format: RecordFileFormat,
    content: string,
    options?: RecordImportOptions,
  ) =>
    http.post(
      RecordPaths.importFile(type.plugin, type.type, customerId, options),
      { format, content },
      RecordImportReport,
    ),
  exportHref: (type: RecordTypeInfo, customerId: string, format: RecordFileFormat) =>
    RecordPaths.exportFile(type.plugin, type.type, customerId, format),
});

export type RecordsApi = ReturnType<typeof recordsApi>;

const RefusedBody = RecordImportReport.shape.refused;

/** The refused fields or lines a 400 or 422 answer lists, or null when it lists none. */
export function refusalsOf(failure: HttpFailure): RecordRefusal[] | null {
  if (failure.reason !== 'http' || !failure.body || typeof failure.body !== 'object') return null;
  const parsed = RefusedBody.safeParse((failure.body as { refused?: unknown }).refused);
  return parsed.success && parsed.data.length > 0 ? parsed.data : null;
}
