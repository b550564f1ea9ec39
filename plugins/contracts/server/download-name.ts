/**
 * The file name a contract document downloads under, in both forms Content-Disposition needs: the full
 * name (UTF-8, for filename*) and a plain-ASCII stand-in (filename) for older clients. Characters that are
 * not allowed in file names become "_"; an empty name becomes "contract".
 */
export function downloadName(documentName: string): { full: string; ascii: string } {
  const cleaned =
    documentName
      .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '_')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 120)
      .replace(/\.pdf$/i, '') || 'contract';
  const ascii =
    cleaned
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_')
      .trim() || 'contract';
  return { full: `${cleaned}.pdf`, ascii: `${ascii}.pdf` };
}

/** The Content-Disposition header of an attachment named after the document. */
export function attachmentHeader(documentName: string): string {
  const name = downloadName(documentName);
  return `attachment; filename="${name.ascii}"; filename*=UTF-8''${encodeURIComponent(name.full)}`;
}
