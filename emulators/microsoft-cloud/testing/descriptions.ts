import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { check, resolve, type Schema } from './schema-check';

/** A kept description and the path prefix its paths are relative to (Graph's are under /v1.0). */
interface Description {
  file: string;
  document: Schema;
  prefix: string;
}

export interface Operation {
  file: string;
  operationId: string;
  method: string;
  template: string;
  document: Schema;
  spec: Schema;
}

const folder = path.join(__dirname, '..', 'descriptions');

export function loadDescriptions(): Description[] {
  return readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .map((file) => ({
      file,
      document: JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Schema,
      prefix: file === 'graph.json' ? '/v1.0' : '',
    }));
}

export function allOperations(descriptions = loadDescriptions()): Operation[] {
  return descriptions.flatMap(({ file, document, prefix }) =>
    Object.entries(document.paths as Record<string, Record<string, Schema>>).flatMap(([template, methods]) =>
      Object.entries(methods).map(([method, spec]) => ({
        file,
        operationId: spec.operationId as string,
        method: method.toUpperCase(),
        template: prefix + template,
        document,
        spec,
      })),
    ),
  );
}

function matches(template: string, actual: string): boolean {
  // {scope} spans segments (x-ms-skip-url-encoding); any other parameter is one segment.
  const pattern = template
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\{scope\}/g, '.+')
    .replace(/\{[^}]+\}/g, '[^/]+');
  return new RegExp(`^${pattern}$`, 'i').test(actual);
}

/** The described operation a request is an instance of, or null when no kept description has it. */
export function operationOf(method: string, url: string, operations = allOperations()): Operation | null {
  const pathOnly = decodeURIComponent(url.split('?')[0]);
  return operations.find((op) => op.method === method.toUpperCase() && matches(op.template, pathOnly)) ?? null;
}

function mediaSchema(document: Schema, response: Schema | undefined): Schema | null {
  if (!response) return null;
  const target = response.$ref ? resolve(document, response.$ref as string) : response;
  if (target.schema) return target.schema as Schema;
  const content = target.content as Record<string, { schema?: Schema }> | undefined;
  return content?.['application/json']?.schema ?? null;
}

/** What is wrong with an answer of `status` to this operation (no schema: only its existence is checked). */
export function checkAnswer(op: Operation, status: number, body: unknown): string[] {
  const responses = op.spec.responses as Record<string, Schema>;
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => responses[k]);
  if (!key) return [`${op.operationId}: status ${status} is not described`];
  const schema = mediaSchema(op.document, responses[key]);
  return schema ? check(op.document, schema, body).map((e) => `${op.operationId} ${status}: ${e}`) : [];
}

/** What is wrong with a request body for this operation. */
export function checkRequest(op: Operation, body: unknown): string[] {
  const parameter = ((op.spec.parameters ?? []) as Schema[]).find((p) => p.in === 'body');
  const schema =
    (parameter?.schema as Schema | undefined) ?? mediaSchema(op.document, op.spec.requestBody as Schema | undefined);
  if (!schema) return body === undefined ? [] : [`${op.operationId}: takes no body`];
  return check(op.document, schema, body).map((e) => `${op.operationId} request: ${e}`);
}

/**
 * What is wrong with a request's query string for this operation: a required query parameter missing, or an
 * `api-version` other than the kept description's (Azure's descriptions are per version).
 */
export function checkQuery(op: Operation, query: string): string[] {
  const given = new URLSearchParams(query);
  const parameters = ((op.spec.parameters ?? []) as Schema[]).filter((p) => p.in === 'query');
  const missing = parameters
    .filter((p) => p.required === true && !given.has(p.name as string))
    .map((p) => `${op.operationId}: query parameter ${String(p.name)} is required`);
  const version = (op.document.info as Schema | undefined)?.version;
  const sent = given.get('api-version');
  const wrongVersion =
    sent !== null && parameters.some((p) => p.name === 'api-version') && sent !== version
      ? [`${op.operationId}: api-version ${sent} is not the kept description's ${String(version)}`]
      : [];
  return [...missing, ...wrongVersion];
}
