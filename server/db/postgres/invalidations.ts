import type Database from 'better-sqlite3';
import { PostgresDatabase } from './database';

/**
 * Cache invalidations that reach every portal instance sharing the database. On SQLite there is one instance,
 * so the caller's own cache is all there is and these do nothing; on PostgreSQL they travel by NOTIFY/LISTEN.
 * An in-memory cache (sessions read recently, user views) drops a key locally as before and also publishes it;
 * each instance subscribes once and drops the keys the others publish.
 */
export function publishInvalidation(db: Database.Database, topic: string, key: string): void {
  const postgres = asPostgres(db);
  if (postgres) postgres.notify(channelOf(topic), key);
}

/** fn(key) for each key another instance (or this one) invalidates under topic; returns the unsubscribe. */
export function onInvalidation(db: Database.Database, topic: string, fn: (key: string) => void): () => void {
  const postgres = asPostgres(db);
  return postgres ? postgres.listen(channelOf(topic), fn) : () => undefined;
}

const listening = new WeakMap<object, Set<string>>();

/** onInvalidation for a cache that lives as long as its database: subscribes the first call per database and topic only. */
export function listenOnce(db: Database.Database, topic: string, fn: (key: string) => void): void {
  let topics = listening.get(db);
  if (!topics) listening.set(db, (topics = new Set()));
  if (topics.has(topic)) return;
  topics.add(topic);
  onInvalidation(db, topic, fn);
}

function asPostgres(db: Database.Database): PostgresDatabase | null {
  return (db as unknown) instanceof PostgresDatabase ? (db as unknown as PostgresDatabase) : null;
}

function channelOf(topic: string): string {
  return `portal_invalidate_${topic}`;
}
