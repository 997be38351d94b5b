/** A file name the browser may save a download under: letters, digits, dots, dashes and underscores. */
const SAFE_NAME = /^[\w.-]{1,120}$/;

/**
 * The file name a `Content-Disposition: attachment` header gives, or null when it gives none the
 * page may use. The RFC 5987 form (`filename*=UTF-8''…`) wins over the plain one, as in browsers; a
 * name with a path, spaces, quotes or anything beyond letters, digits, `.`, `-` and `_` is refused
 * rather than cleaned up, and so is one that starts with a dot.
 *
 * @example
 * attachmentFilename('attachment; filename="factuur-2026-000123.pdf"') // 'factuur-2026-000123.pdf'
 * attachmentFilename("attachment; filename*=UTF-8''invoice-2026-000123.pdf") // 'invoice-2026-000123.pdf'
 * attachmentFilename('attachment; filename="../../etc/passwd"') // null
 */
export function attachmentFilename(header: string | null): string | null {
  if (!header) return null;
  const extended = /(?:^|;)\s*filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  let name: string | undefined;
  if (extended !== undefined) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= (plain?.[1] ?? plain?.[2])?.trim();
  if (!name || name.startsWith('.') || !SAFE_NAME.test(name)) return null;
  return name;
}
