import { RecordPaths, RecordTypeList } from '../../core/contract';
import { HttpError } from '../http/errors';
import type { ServerFeature } from './feature';

/**
 * Our addition: every record type the running plugins declared (api.records), with its fields, for the
 * administration's records screen, which builds its list, form and import from them. Provider administrators only.
 */
export const recordTypesFeature: ServerFeature = {
  name: 'record-types',
  routes(_app, deps) {
    const records = deps.records;
    if (!records) return;
    deps.route({
      method: 'GET',
      url: RecordPaths.types,
      summary: 'The record types provider administrators maintain (declared by the plugins), with their fields',
      response: RecordTypeList,
      errors: { 403: 'Not a provider administrator' },
      handler: ({ user }) => {
        if (!user?.isProviderAdmin) throw new HttpError(403, 'Provider administrators only.');
        return records.list();
      },
    });
  },
};
