import type Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { forgetUserViews } from '../data/user-views';
import { statement } from '../db/statements';
import { HttpError } from '../http/errors';
import { writeAudit, type AdminActor } from './audit';
import { requireCustomer } from './customer-admin';

/** Where uploaded logos are served: `${LOGO_PATH}/<customerId>/<sha256>.<ext>` (server/features/branding-logo.ts). */
export const LOGO_PATH = '/branding/logo';
export const MAX_LOGO_BYTES = 256 * 1024;
/** The admin plugin's upload route (its contract's BrandingPaths.customerLogo): a logo's JSON is larger than other bodies. */
export const LOGO_UPLOAD_PATH = '/api/admin/customers/:customerId/logo';
/** The image in base64 (4 characters per 3 bytes) plus the JSON around it. */
export const LOGO_UPLOAD_BODY_LIMIT = Math.ceil(MAX_LOGO_BYTES / 3) * 4 + 4 * 1024;

export type LogoType = 'image/png' | 'image/jpeg' | 'image/webp';
export const LOGO_EXTENSIONS: Readonly<Record<LogoType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);

/** The image type the bytes are, by their magic numbers; null for anything else (SVG, HTML, ...). */
export function sniffLogoType(bytes: Buffer): LogoType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * The upload's bytes and type, or a 400 saying what is wrong: not base64, empty or over 256 kB, SVG (it may
 * carry script), or bytes that are not a PNG, JPEG or WebP image of the declared type.
 */
export function checkedLogo(contentType: string, dataBase64: string): { type: LogoType; bytes: Buffer } {
  const declared = contentType.trim().toLowerCase();
  if (declared.startsWith('image/svg'))
    throw new HttpError(400, 'An SVG logo is refused: it may carry script. Upload a PNG, JPEG or WebP image.');
  if (!BASE64.test(dataBase64)) throw new HttpError(400, 'dataBase64 must be the image in base64.');
  const bytes = Buffer.from(dataBase64, 'base64');
  if (bytes.length === 0) throw new HttpError(400, 'The logo is empty.');
  if (bytes.length > MAX_LOGO_BYTES)
    throw new HttpError(400, `The logo is ${bytes.length} bytes; at most ${MAX_LOGO_BYTES} (256 kB).`);
  const type = sniffLogoType(bytes);
  if (!type) throw new HttpError(400, 'The logo must be a PNG, JPEG or WebP image (its content is none of these).');
  if (type !== declared && !(type === 'image/jpeg' && declared === 'image/jpg')) {
    throw new HttpError(400, `The logo's content is ${type}, not the declared ${contentType}.`);
  }
  return { type, bytes };
}

export const logoPath = (customerId: string, hash: string, type: LogoType) =>
  `${LOGO_PATH}/${customerId}/${hash}.${LOGO_EXTENSIONS[type]}`;

export interface StoredLogo {
  hash: string;
  contentType: LogoType;
  size: number;
  data: Buffer;
}

export function findCustomerLogo(db: Database.Database, customerId: string): StoredLogo | null {
  const row = statement(
    db,
    'SELECT hash, content_type AS contentType, size, data FROM customer_logos WHERE customer_id = ?',
  ).get(customerId) as StoredLogo | undefined;
  return row ?? null;
}

/** What the audit log keeps of a logo: never its bytes. */
const described = (logo: Pick<StoredLogo, 'hash' | 'contentType' | 'size'> | null, logoUrl: string | null) => ({
  logoUrl,
  logo: logo ? { hash: logo.hash, contentType: logo.contentType, size: logo.size } : null,
});

/**
 * Stores the customer's logo and points its logoUrl (so the public settings) at it, audited, in one
 * transaction; the same image again writes nothing. Returns the logo's address.
 */
export function setCustomerLogo(
  db: Database.Database,
  actor: AdminActor,
  customerId: string,
  contentType: string,
  dataBase64: string,
  now = Date.now(),
): string {
  const { type, bytes } = checkedLogo(contentType, dataBase64);
  const hash = createHash('sha256').update(bytes).digest('hex');
  const url = logoPath(customerId, hash, type);
  const result = db.transaction(() => {
    const customer = requireCustomer(db, customerId);
    const before = findCustomerLogo(db, customerId);
    if (before?.hash === hash && customer.logo_url === url) return url;
    statement(
      db,
      `INSERT INTO customer_logos (customer_id, hash, content_type, size, data, uploaded_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (customer_id) DO UPDATE SET hash = excluded.hash, content_type = excluded.content_type, size = excluded.size,
         data = excluded.data, uploaded_at = excluded.uploaded_at`,
    ).run(customerId, hash, type, bytes.length, bytes, new Date(now).toISOString());
    statement(db, 'UPDATE customers SET logo_url = ? WHERE id = ?').run(url, customerId);
    writeAudit(
      db,
      actor,
      {
        action: 'customer.logo',
        targetType: 'customer',
        targetId: customerId,
        customerId,
        before: described(before, customer.logo_url),
        after: described({ hash, contentType: type, size: bytes.length }, url),
      },
      now,
    );
    return url;
  })();
  forgetUserViews(db);
  return result;
}

/** Removes the uploaded logo, and the logoUrl when it points at it, audited; none: nothing written. */
export function removeCustomerLogo(
  db: Database.Database,
  actor: AdminActor,
  customerId: string,
  now = Date.now(),
): void {
  db.transaction(() => {
    const customer = requireCustomer(db, customerId);
    const before = findCustomerLogo(db, customerId);
    if (!before) return;
    statement(db, 'DELETE FROM customer_logos WHERE customer_id = ?').run(customerId);
    const pointsHere = customer.logo_url?.startsWith(`${LOGO_PATH}/${customerId}/`) ?? false;
    if (pointsHere) statement(db, 'UPDATE customers SET logo_url = NULL WHERE id = ?').run(customerId);
    writeAudit(
      db,
      actor,
      {
        action: 'customer.logo',
        targetType: 'customer',
        targetId: customerId,
        customerId,
        before: described(before, customer.logo_url),
        after: described(null, pointsHere ? null : customer.logo_url),
      },
      now,
    );
  })();
  forgetUserViews(db);
}
