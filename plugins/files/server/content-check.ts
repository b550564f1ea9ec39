const startsWith = (bytes: Buffer, signature: readonly number[]) => signature.every((byte, i) => bytes[i] === byte);
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06];

/** Text files hold no NUL byte in their first 64 kB (a binary renamed to .txt does). */
const looksLikeText = (bytes: Buffer) => !bytes.subarray(0, 64 * 1024).includes(0);

const checks: Readonly<Record<string, (bytes: Buffer) => boolean>> = {
  pdf: (b) => startsWith(b, PDF),
  png: (b) => startsWith(b, PNG),
  jpg: (b) => startsWith(b, JPEG),
  jpeg: (b) => startsWith(b, JPEG),
  // Office documents are zip packages.
  docx: (b) => startsWith(b, ZIP),
  xlsx: (b) => startsWith(b, ZIP),
  zip: (b) => startsWith(b, ZIP) || startsWith(b, EMPTY_ZIP),
  txt: looksLikeText,
  csv: looksLikeText,
};

/**
 * Whether the bytes are what the extension says (magic numbers), so a file is never served under a type it is
 * not (an HTML page named report.pdf). An extension without a check here is refused.
 */
export const contentMatchesType = (extension: string, bytes: Buffer): boolean => checks[extension]?.(bytes) ?? false;
