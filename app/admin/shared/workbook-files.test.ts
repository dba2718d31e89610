import { describe, expect, it } from 'vitest';
import { messages } from '~/domain/messages';
import { adminMessages } from '~/domain/admin-messages';
import {
  defaultExportFilename,
  downloadErrorText,
  filenameFromDisposition,
  importErrorText,
  importSuccessText,
  rowErrorLines,
} from './workbook-files';

describe('filenameFromDisposition', () => {
  it('reads quoted, bare and RFC 5987 names, preferring filename*', () => {
    expect(filenameFromDisposition('attachment; filename="products_November_2026.xlsx"')).toBe(
      'products_November_2026.xlsx',
    );
    expect(filenameFromDisposition('attachment; filename=report.xlsx; size=10')).toBe('report.xlsx');
    expect(
      filenameFromDisposition(
        `attachment; filename="fallback.xlsx"; filename*=UTF-8''Pr%C3%A9sentation.xlsx`,
      ),
    ).toBe('Présentation.xlsx');
    expect(filenameFromDisposition('attachment; filename="say \\"hi\\".xlsx"')).toBe('say "hi".xlsx');
  });

  it('answers null without a usable name', () => {
    expect(filenameFromDisposition(null)).toBeNull();
    expect(filenameFromDisposition('attachment')).toBeNull();
    expect(filenameFromDisposition('attachment; filename=""')).toBeNull();
    expect(filenameFromDisposition('attachment; filename=".."')).toBeNull();
  });

  it('keeps a server-chosen name inside the download folder', () => {
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('.._.._etc_passwd');
    expect(filenameFromDisposition(`attachment; filename*=UTF-8''a%2Fb%5Cc.xlsx`)).toBe('a_b_c.xlsx');
  });

  it('falls back to filename when filename* is malformed', () => {
    expect(filenameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A; filename="ok.xlsx"`)).toBe(
      'ok.xlsx',
    );
  });
});

describe('defaultExportFilename', () => {
  it('names the month in full and the year', () => {
    expect(defaultExportFilename(new Date(2026, 10, 22))).toBe('products_November_2026.xlsx');
    expect(defaultExportFilename(new Date(2027, 0, 1))).toBe('products_January_2027.xlsx');
    expect(defaultExportFilename(new Date(2027, 0, 1), 'customers')).toBe('customers_January_2027.xlsx');
  });
});

describe('downloadErrorText', () => {
  it('has its own texts for 401 and 403, then the detail, then the generic one', () => {
    expect(downloadErrorText(401, { detail: 'x' })).toBe(messages.excel.downloadUnauthenticated);
    expect(downloadErrorText(403, null)).toBe(messages.excel.downloadForbidden);
    expect(downloadErrorText(500, { detail: 'Disk full.' })).toBe('Error: Disk full.');
    expect(downloadErrorText(500, '<html>')).toBe(messages.excel.downloadFailed);
    expect(downloadErrorText(null, undefined)).toBe(messages.excel.downloadFailed);
  });
});

describe('importErrorText', () => {
  it('prefers error, then detail, then field lines, then a plain string', () => {
    expect(importErrorText({ error: 'No file.', detail: 'Other.' })).toBe('No file.');
    expect(importErrorText({ detail: messages.excel.notExcel })).toBe(messages.excel.notExcel);
    expect(importErrorText({ excel_file: ['Too big.', 'Wrong type.'], name: ['Required.'] })).toBe(
      'excel_file: Too big. Wrong type.; name: Required.',
    );
    expect(importErrorText('Gateway timeout')).toBe('Gateway timeout');
  });

  it('falls back to the spec texts for an unusable answer and for no answer', () => {
    expect(importErrorText(null)).toBe(messages.excel.importFailed);
    expect(importErrorText('<html>Bad gateway</html>')).toBe(messages.excel.importFailed);
    expect(importErrorText({})).toBe(messages.excel.importFailed);
    expect(importErrorText(undefined)).toBe(messages.excel.importUnknown);
  });

  it('lists the failing rows under the headline', () => {
    const text = importErrorText({
      detail: messages.excel.rowsInvalid,
      created: 0,
      errors_on_rows: [
        { row: 3, errors: { brand: ['Brand is required.'] } },
        { row: 5, errors: { price: ['Price is required.'], stock: ['Stock is required.'] } },
      ],
    });
    expect(text.split('\n')).toEqual([
      messages.excel.rowsInvalid,
      'Row 3 – Brand: Brand is required.',
      'Row 5 – Price: Price is required. Stock: Stock is required.',
    ]);
  });
});

describe('rowErrorLines', () => {
  it('caps the list and counts the rest', () => {
    const rows = Array.from({ length: 8 }, (_, index) => ({ row: index + 2, errors: { name: ['Bad.'] } }));
    const lines = rowErrorLines(rows, 5);
    expect(lines).toHaveLength(6);
    expect(lines[4]).toBe('Row 6 – Name: Bad.');
    expect(lines[5]).toBe(adminMessages.adminProducts.moreRows(3));
    expect(rowErrorLines(rows.slice(0, 6), 5)[5]).toBe('…and 1 more row with errors.');
    expect(rowErrorLines([])).toEqual([]);
  });
});

describe('importSuccessText', () => {
  it('reports the counts of an import and of a check', () => {
    expect(importSuccessText({ created: 2, updated: 1, unchanged: 0, dry_run: false })).toBe(
      'Import complete: 2 created, 1 updated, 0 unchanged.',
    );
    expect(importSuccessText({ created: 1, updated: 0, unchanged: 4, dry_run: true })).toBe(
      'File checked, nothing was saved: 1 would be created, 0 updated, 4 unchanged.',
    );
  });
});
