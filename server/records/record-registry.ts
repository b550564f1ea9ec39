import type { RecordTypeInfo } from '../../core/contract';
import type { RecordTypeDeclaration } from '../plugin-api/records';
import { fieldInfoOf } from './record-table';

const NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const FIELD_NAME = /^[a-z][A-Za-z0-9]*$/;

/** The record types the running plugins declared (api.records), for the administration's list of them. */
export class RecordRegistry {
  private readonly types: RecordTypeInfo[] = [];

  add(pluginId: string, declaration: RecordTypeDeclaration): RecordTypeInfo {
    const where = `Plugin "${pluginId}", record type "${declaration.type}"`;
    if (!NAME.test(declaration.type)) throw new Error(`${where}: the type must be kebab-case.`);
    if (this.types.some((t) => t.plugin === pluginId && t.type === declaration.type))
      throw new Error(`${where}: declared twice.`);
    const names = new Set<string>(['providerId']);
    for (const field of declaration.fields) {
      if (!FIELD_NAME.test(field.name) || names.has(field.name))
        throw new Error(`${where}: field "${field.name}" must be a unique camelCase name other than providerId.`);
      if (field.kind === 'choice' && !field.options?.length)
        throw new Error(`${where}: choice field "${field.name}" has no options.`);
      names.add(field.name);
    }
    const info: RecordTypeInfo = {
      plugin: pluginId,
      type: declaration.type,
      label: declaration.label,
      fields: declaration.fields.map(fieldInfoOf),
    };
    this.types.push(info);
    return info;
  }

  list(): readonly RecordTypeInfo[] {
    return this.types;
  }
}
