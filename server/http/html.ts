const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attribute values. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** A complete server-rendered page: no script, one stylesheet. Every argument except `body` is escaped here. */
export function htmlPage(options: { title: string; stylesheet: string; body: string; lang?: string }): string {
  return `<!doctype html>
<html lang="${escapeHtml(options.lang ?? 'en')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${escapeHtml(options.stylesheet)}">
</head>
<body>
${options.body}
</body>
</html>
`;
}
