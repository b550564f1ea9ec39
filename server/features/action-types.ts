import type Database from 'better-sqlite3';
import type { ZodMiniType } from 'zod/mini';
import type { ContentLanguage } from '../../core/contract';
import type { RequestUser } from '../data/request-user';
import type { ServerConfig } from '../server-config';

/** An action as stored: its customer, type, titles, data and required permission. */
export interface StoredAction {
  id: number;
  customerId: string;
  actionType: string;
  /** The title for a reader whose language has none (see titleEn, titleNl). */
  title: string | null;
  /** The title per language, where the administration gave one. */
  titleEn?: string | null;
  titleNl?: string | null;
  /** The stored JSON blob of the action (e.g. { embedType, embedId, pageName } for a report). */
  data: Record<string, unknown>;
  requiredPermission: string | null;
}

/** What an action resolver gets: the stored action and who asks for it. */
export interface ActionResolveContext {
  /** The stored blob plus actionType, actionId and title (in `language`). */
  data: Record<string, unknown>;
  actionId: number;
  user: RequestUser;
  /** The language of the caller's interface (Accept-Language, the spec's rule): provider texts are answered in it. */
  language: ContentLanguage;
  /** The caller's origin (scheme and host), e.g. to turn a stored path into an absolute URL. */
  origin: string;
  db: Database.Database;
  config: ServerConfig;
}

/** Completes an action's answer for GET /api/action/{id}/; the result is sent (actionType is kept). */
export type ActionResolver = (
  context: ActionResolveContext,
) => Record<string, unknown> | Promise<Record<string, unknown>>;

/** An action type as the administration sees it: who serves it and how its stored data is checked. */
export interface ActionTypeInfo {
  actionType: string;
  pluginId: string;
  /** Checks (and may normalise) the action's stored data; absent: any JSON object is accepted. */
  dataSchema?: ZodMiniType;
}

/** The address a stored action frames (from its data, parsed JSON), or null when it frames none. */
export type ActionFrameSource = (data: unknown) => string | null;
