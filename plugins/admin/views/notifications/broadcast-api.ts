import type { HttpClient } from '../../../../core/plugin-api';
import {
  BroadcastDetail,
  BroadcastList,
  BroadcastPaths,
  BroadcastSummary,
  type BroadcastRequest,
} from '../../contract-notifications';

/** The notifications plugin's broadcast calls, over HTTP only. */
export const broadcastApi = (http: HttpClient) => ({
  list: (page: number, pageSize: number) =>
    http.get(`${BroadcastPaths.list}?page=${page}&pageSize=${pageSize}`, BroadcastList),
  detail: (id: number) => http.get(BroadcastPaths.item(id), BroadcastDetail),
  send: (body: BroadcastRequest) => http.post(BroadcastPaths.list, body, BroadcastSummary),
});

export type BroadcastApi = ReturnType<typeof broadcastApi>;
