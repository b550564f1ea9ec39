import type { ExportFormat } from '../../contract';

export const FORMAT_FILES: Record<ExportFormat, { extension: string; type: string }> = {
  PDF: { extension: '.pdf', type: 'application/pdf' },
  PPTX: { extension: '.pptx', type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
};

/**
 * The downloaded file's name from the report's title: characters no file system accepts become '_', at most
 * 100 characters, plus the format's extension. `ascii` is the fallback for the header's plain filename.
 */
export function downloadName(title: string, format: ExportFormat): { full: string; ascii: string } {
  const cleaned =
    title
      .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '_')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 100) || 'report';
  const extension = FORMAT_FILES[format].extension;
  const ascii =
    cleaned
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_')
      .trim() || 'report';
  return { full: `${cleaned}${extension}`, ascii: `${ascii}${extension}` };
}
