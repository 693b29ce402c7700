// Tables as CSV that Excel opens with Thai text intact (docs/product-rules.md, Reports): UTF-8 with a byte-order
// mark, fields quoted when they hold a comma, a quote or a line break, lines ended by CRLF.
const BOM = '\uFEFF';

function field(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The CSV text of a header and rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return BOM + [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/** Lets the browser download the text as a file. */
export function downloadCsv(name: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
