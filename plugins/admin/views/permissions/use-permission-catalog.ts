import { useCallback, useEffect, useMemo, useState } from 'react';
import { HttpClient, useService, type HttpFailure } from '../../../../core/plugin-api';
import { permissionsApi } from '../../api/permissions-api';
import type { PermissionInfo } from '../../contract-permissions';

export interface PermissionCatalogState {
  items: PermissionInfo[] | null;
  failure: HttpFailure | null;
  reload: () => void;
}

/** The permissions the caller can see and give, loaded once per screen; a failure can be retried. */
export function usePermissionCatalog(): PermissionCatalogState {
  const http = useService(HttpClient);
  const api = useMemo(() => permissionsApi(http), [http]);
  const [items, setItems] = useState<PermissionInfo[] | null>(null);
  const [failure, setFailure] = useState<HttpFailure | null>(null);
  const reload = useCallback(() => {
    setFailure(null);
    void api.catalog().then((result) => (result.ok ? setItems(result.data.items) : setFailure(result)));
  }, [api]);
  useEffect(reload, [reload]);
  return { items, failure, reload };
}
