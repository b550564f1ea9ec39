/**
 * What the portal's SQLite SQL names and PostgreSQL lacks, created once per database before the migrations:
 * the NOCASE collation (case-insensitive ICU; unquoted, PostgreSQL folds `COLLATE NOCASE` to this `nocase`) and
 * SQLite's json_valid() (notifications-002's CHECK; boolean here, as a CHECK's OR needs). Idempotent, under an advisory lock so that instances
 * starting together do not race.
 */
export const COMPAT_SETUP = `
SELECT pg_advisory_lock(7202611);
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_collation WHERE collname = 'nocase' AND collnamespace = current_schema()::regnamespace) THEN
    CREATE COLLATION nocase (provider = icu, locale = 'und-u-ks-level2', deterministic = false);
  END IF;
END $$;
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_proc WHERE proname = 'json_valid' AND pronamespace = current_schema()::regnamespace) THEN
    CREATE FUNCTION json_valid(value text) RETURNS boolean LANGUAGE plpgsql IMMUTABLE AS $f$
    BEGIN
      PERFORM value::json;
      RETURN true;
    EXCEPTION WHEN others THEN
      RETURN false;
    END $f$;
  END IF;
END $$;
SELECT pg_advisory_unlock(7202611);
`;

/** The advisory lock key under which migrations run, one instance at a time. */
export const MIGRATION_LOCK_KEY = 7202612;
