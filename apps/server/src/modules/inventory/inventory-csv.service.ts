import {
  applyInventoryFilters,
  CATEGORY_LABELS,
  CreateInventoryItemSchema,
  INVENTORY_CATEGORIES,
  INVENTORY_CSV_COLUMNS,
  MAX_IMPORT_ROWS,
  type CreateInventoryItem,
  type FieldError,
  type InventoryFilters,
  type InventoryImportResult,
} from '@listlens/shared';
import type { Db } from '@listlens/db';
import { AppError } from '../../errors/app-error';
import { parseCsv, toCsv, unguardCell, type CsvRecord } from './csv';
import { findTakenSkus } from './inventory-items.repository';
import { insertNewItems, listItems, skuTakenMessage, type StockListingsReader } from './inventory-items.service';
import { isUniqueViolation } from './inventory-mappers';

/** Export what the screen's filters show, in the screen's order. */
export async function exportInventoryCsv(
  db: Db,
  userId: string,
  filters: InventoryFilters,
  stockListings: StockListingsReader,
): Promise<string> {
  const items = applyInventoryFilters(await listItems(db, userId, stockListings), filters);
  return toCsv(
    INVENTORY_CSV_COLUMNS,
    items.map((item) =>
      INVENTORY_CSV_COLUMNS.map((column) => {
        const value = item[column];
        if (column === 'average_cost' || column === 'total_value') return (value as number).toFixed(2);
        return value ?? '';
      }),
    ),
  );
}

const NUMERIC_COLUMNS = ['total_quantity', 'low_stock_threshold', 'average_cost', 'weight_oz'] as const;
const TEXT_COLUMNS = ['sku', 'name', 'description', 'location', 'bin_location', 'dimensions'] as const;

/** A category by its id or its label, in any case ('Home & Garden' or home_garden); blank is 'other'. */
function categoryOf(cell: string): string {
  const wanted = cell.trim().toLowerCase();
  if (!wanted) return 'other';
  return INVENTORY_CATEGORIES.find((c) => c === wanted || CATEGORY_LABELS[c].toLowerCase() === wanted) ?? cell;
}

function numberOf(cell: string): number | undefined {
  const text = cell.trim().replace(/^\$/, '');
  return text === '' ? undefined : Number(text);
}

function rowInput(header: string[], record: CsvRecord): Record<string, unknown> {
  const cellOf = (column: string) => {
    const index = header.indexOf(column);
    return index < 0 ? '' : unguardCell(record.cells[index] ?? '');
  };
  const input: Record<string, unknown> = { category: categoryOf(cellOf('category')) };
  for (const column of TEXT_COLUMNS) input[column] = cellOf(column);
  for (const column of NUMERIC_COLUMNS) input[column] = numberOf(cellOf(column));
  return input;
}

const lineError = (line: number, message: string): FieldError => ({ path: `line ${line}`, message });

/**
 * CSV import: every row is checked first (fields, categories, SKUs repeated in the
 * file or already in the seller's inventory); any bad row and nothing is written.
 * Good files are written in one transaction, each quantity as an initial_stock
 * movement. Columns are matched by header name, so an exported file imports back.
 */
export async function importInventoryCsv(db: Db, userId: string, csv: string): Promise<InventoryImportResult> {
  const { records, error } = parseCsv(csv);
  const errors: FieldError[] = error ? [{ path: 'file', message: error }] : [];
  const [head, ...rows] = records;
  const header = (head?.cells ?? []).map((h) => h.trim().toLowerCase());
  if (!header.includes('sku') || !header.includes('name')) {
    errors.push({ path: 'file', message: 'The first row must name the columns, including sku and name.' });
  }
  if (head && rows.length === 0) errors.push({ path: 'file', message: 'The file has no item rows.' });
  if (rows.length > MAX_IMPORT_ROWS) {
    errors.push({ path: 'file', message: `A file can hold at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} items.` });
  }
  if (errors.length > 0) throw importRejected(errors);

  const valid: { line: number; input: CreateInventoryItem }[] = [];
  const firstLineOfSku = new Map<string, number>();
  for (const record of rows) {
    const input = rowInput(header, record);
    const parsed = CreateInventoryItemSchema.safeParse(input);
    if (!parsed.success) {
      const seen = new Set<string>();
      // Left to right, as the seller reads the row.
      const issues = [...parsed.error.issues].sort(
        (a, b) => header.indexOf(a.path.join('.')) - header.indexOf(b.path.join('.')),
      );
      for (const issue of issues) {
        const column = issue.path.join('.');
        const message = column === 'category' ? categoryMessage(String(input.category)) : issue.message;
        if (seen.has(message)) continue;
        seen.add(message);
        errors.push(lineError(record.line, column === 'sku' || column === 'name' ? message : `${column}: ${message}`));
      }
      continue;
    }
    const earlier = firstLineOfSku.get(parsed.data.sku);
    if (earlier !== undefined) {
      errors.push(lineError(record.line, `SKU "${parsed.data.sku}" is already on line ${earlier} of this file.`));
      continue;
    }
    firstLineOfSku.set(parsed.data.sku, record.line);
    valid.push({ line: record.line, input: parsed.data });
  }
  const taken = await findTakenSkus(
    db,
    userId,
    valid.map((v) => v.input.sku),
  );
  for (const v of valid) if (taken.has(v.input.sku)) errors.push(lineError(v.line, skuTakenMessage(v.input.sku)));
  if (errors.length > 0) throw importRejected(errors.sort((a, b) => lineNumber(a) - lineNumber(b)));

  try {
    const inserted = await db.transaction((tx) =>
      insertNewItems(
        tx,
        userId,
        valid.map((v) => v.input),
      ),
    );
    return { imported: inserted.length };
  } catch (cause) {
    if (isUniqueViolation(cause)) {
      throw importRejected([{ path: 'file', message: 'Some SKUs were added while importing. Please try again.' }]);
    }
    throw cause;
  }
}

const categoryMessage = (value: string) =>
  `"${value}" is not a category; use one of: ${INVENTORY_CATEGORIES.join(', ')}.`;
const lineNumber = (e: FieldError) => Number(e.path.replace(/^line /, '')) || 0;

function importRejected(errors: FieldError[]): AppError {
  const rowsWithErrors = new Set(errors.map((e) => e.path)).size;
  const what = errors.every((e) => e.path === 'file')
    ? 'the file could not be read'
    : `${rowsWithErrors} ${rowsWithErrors === 1 ? 'row needs' : 'rows need'} fixing`;
  return new AppError('validation_failed', `Nothing was imported: ${what}.`, { errors });
}
