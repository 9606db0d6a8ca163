/** The Content-Disposition of a file the server sends: its name, safe for any header and any browser. */

/**
 * `attachment` saves the file, `inline` shows it (a ticket opens in the browser's PDF viewer). The plain
 * `filename` keeps only safe ASCII; `filename*` carries the exact name in UTF-8 (RFC 6266, RFC 8187).
 */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7E]/g, '_').replace(/["\\;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
