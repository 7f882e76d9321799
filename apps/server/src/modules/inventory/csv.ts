/**
 * RFC 4180 CSV: comma separated, fields quoted with " when they hold a comma,
 * quote or line break, quotes doubled inside quotes, CRLF or LF line ends.
 */

export type CsvRecord = { line: number; cells: string[] };

/** Parses text into records, each with the line number it starts on (for error messages). */
export function parseCsv(text: string): { records: CsvRecord[]; error?: string } {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let cellStarted = false;
  const endCell = () => {
    cells.push(cell);
    cell = '';
    cellStarted = false;
  };
  const endRecord = () => {
    endCell();
    // A blank line is not a record.
    if (!(cells.length === 1 && cells[0] === '')) records.push({ line: recordLine, cells });
    cells = [];
  };
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (quoted) {
      if (ch === '"' && input[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        if (ch === '\n') line++;
        cell += ch;
      }
    } else if (ch === '"' && !cellStarted) {
      quoted = true;
      cellStarted = true;
    } else if (ch === ',') {
      endCell();
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && input[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      cell += ch;
      cellStarted = true;
    }
  }
  if (quoted) return { records, error: `A quoted value that starts on line ${recordLine} is never closed.` };
  if (cell !== '' || cells.length > 0) endRecord();
  return { records };
}

/**
 * Text that a spreadsheet would run as a formula gets a leading apostrophe
 * (CSV injection); `unguardCell` takes it off again on import.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export const guardCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);
export const unguardCell = (value: string) =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;

function quote(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One CSV document with a header row; a byte-order mark lets spreadsheet apps read UTF-8. */
export function toCsv(header: readonly string[], rows: (string | number)[][]): string {
  const lines = [header, ...rows].map((row) =>
    row.map((v) => (typeof v === 'number' ? String(v) : quote(guardCell(v)))).join(','),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
