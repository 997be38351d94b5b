import { describe, expect, it } from 'vitest';
import { attachmentFilename } from './attachment-filename';

describe('attachmentFilename', () => {
  it.each([
    ['attachment; filename="invoice-2026-000123.pdf"', 'invoice-2026-000123.pdf'],
    ['attachment; filename="factuur-2026-000123.pdf"', 'factuur-2026-000123.pdf'],
    ['attachment; filename=creditnota-2026-000124.pdf', 'creditnota-2026-000124.pdf'],
    ['attachment;filename="credit-note-2026-000124.pdf"', 'credit-note-2026-000124.pdf'],
    ["attachment; filename*=UTF-8''invoice-2026-000123.pdf", 'invoice-2026-000123.pdf'],
    [
      'attachment; filename="fallback.pdf"; filename*=UTF-8\'\'factuur-2026-000123.pdf',
      'factuur-2026-000123.pdf',
    ],
  ])('reads %s as %s', (header, name) => {
    expect(attachmentFilename(header)).toBe(name);
  });

  it.each([
    [null],
    [''],
    ['attachment'],
    ['inline'],
    ['attachment; filename=""'],
    ['attachment; filename="../../etc/passwd"'],
    ['attachment; filename="C:\\Windows\\win.ini"'],
    ['attachment; filename=".bashrc"'],
    ['attachment; filename="my invoice.pdf"'],
    ["attachment; filename*=UTF-8''%E0%A4%A.pdf"],
    [`attachment; filename="${'a'.repeat(121)}.pdf"`],
  ])('gives no name for %s', (header) => {
    expect(attachmentFilename(header)).toBeNull();
  });
});
