import * as z from 'zod/mini';
import {
  FileStoragePoint,
  HttpError,
  numericId,
  type RequestUser,
  type ServerPluginApi,
} from '../../../server/plugin-api';
import { ContractPaths, PublishedContractList } from '../contract';
import { contractsCustomerOf } from './access';
import { attachmentHeader } from './download-name';
import { ContractStore } from './store';

const IdParams = z.object({ id: numericId });

/** The active customer's contracts and, per contract, its signed document. */
export function contractRoutes(api: ServerPluginApi): void {
  const store = (user: RequestUser) => new ContractStore(api.data(user));

  api.route({
    method: 'GET',
    url: ContractPaths.list,
    summary: "The active customer's contracts, newest signature first, with a status computed from their dates",
    response: PublishedContractList,
    handler: ({ user }) => {
      return user && contractsCustomerOf(user) !== null ? store(user).list() : [];
    },
  });

  api.route({
    method: 'GET',
    url: '/api/contracts/:id/document',
    summary: "Downloads a contract's signed document (PDF)",
    params: IdParams,
    responseType: 'application/pdf',
    errors: {
      400: 'The id is not a positive whole number',
      404: 'Not a contract of the active customer, or it has no (clean) document',
    },
    handler: async ({ user, params, reply }) => {
      const customerId = contractsCustomerOf(user);
      const document = user && customerId !== null ? store(user).document(Number(params.id)) : null;
      if (!user || !customerId || !document) throw new HttpError(404, 'No such contract for the active customer.');
      const bytes = document.fileId
        ? (await api.use(FileStoragePoint, user)?.read(document.fileId, customerId))?.bytes
        : document.bytes;
      // An uploaded document is served once its virus scan found it clean.
      if (!bytes?.length) throw new HttpError(404, 'This contract has no signed document (yet).');
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', attachmentHeader(document.documentName))
        .header('X-Content-Type-Options', 'nosniff')
        .type('application/pdf')
        .send(bytes);
    },
  });
}
