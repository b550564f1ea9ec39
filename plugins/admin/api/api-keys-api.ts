import type { HttpClient } from '../../../core/plugin-api';
import {
  ApiKey,
  ApiKeyList,
  ApiKeyPaths,
  ApiKeySecret,
  ApiKeyUseList,
  MachineRouteList,
  type ApiKeyCreate,
  type ApiKeyRotate,
  type ApiKeyScope,
} from '../../../core/contract';

/** The provider administration's calls for the API keys of the machine routes. */
export const apiKeysApi = (http: HttpClient) => ({
  list: () => http.get(ApiKeyPaths.keys, ApiKeyList),
  machineRoutes: () => http.get(ApiKeyPaths.machineRoutes, MachineRouteList),
  create: (body: ApiKeyCreate) => http.post(ApiKeyPaths.keys, body, ApiKeySecret),
  rotate: (id: string, body: ApiKeyRotate) => http.post(ApiKeyPaths.rotate(id), body, ApiKeySecret),
  revoke: (id: string) => http.post(ApiKeyPaths.revoke(id), undefined, ApiKey),
  changeScope: (id: string, body: ApiKeyScope) => http.put(ApiKeyPaths.scope(id), body, ApiKey),
  uses: (id: string) => http.get(ApiKeyPaths.uses(id), ApiKeyUseList),
});

export type ApiKeysApi = ReturnType<typeof apiKeysApi>;
