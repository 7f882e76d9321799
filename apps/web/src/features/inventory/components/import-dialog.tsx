import { MAX_IMPORT_ROWS, type FieldError } from '@listlens/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { useImportInventory } from '../api/import-items';

const IMPORT_FAILED = 'Failed to import the file. Please try again.';
const MAX_FILE_BYTES = 900_000;

/**
 * CSV import. The server checks every row before writing any; a file with a bad
 * row imports nothing and each problem is listed with its line.
 */
export function ImportDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const importCsv = useImportInventory();
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [imported, setImported] = useState<number | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setImported(null);
    if (!file) return setProblem({ message: 'Choose a CSV file to import.', errors: [] });
    if (file.size > MAX_FILE_BYTES)
      return setProblem({ message: 'The file is too large (at most 900 KB).', errors: [] });
    try {
      const result = await importCsv.mutateAsync(await file.text());
      setImported(result.imported);
    } catch (error) {
      if (error instanceof ApiError && error.status > 0 && error.status < 500) {
        setProblem({ message: error.message, errors: error.fieldErrors });
      } else {
        setProblem({ message: IMPORT_FAILED, errors: [] });
      }
    }
  };

  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title="Import Inventory"
      description="Add many items at once from a CSV file."
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
            CSV file
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={hintId}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="min-h-11 text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-slate-100 file:px-4 file:font-semibold"
          />
          <p id={hintId} className="text-xs text-slate-600 dark:text-slate-300">
            The first row names the columns: sku and name are required; description, category, total_quantity,
            low_stock_threshold, average_cost, location, bin_location, weight_oz and dimensions are optional. Up to{' '}
            {MAX_IMPORT_ROWS.toLocaleString('en-US')} rows. A file exported here imports back as it is.
          </p>
        </div>
        <ImportProblem problem={problem} />
        {imported !== null ? (
          <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">
            Imported {imported} {imported === 1 ? 'item' : 'items'}.
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {imported !== null ? 'Done' : 'Cancel'}
          </Button>
          <Button type="submit" disabled={importCsv.isPending}>
            {importCsv.isPending ? <Spinner className="h-4 w-4" /> : null}
            {importCsv.isPending ? 'Importing...' : 'Import'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

type Problem = { message: string; errors: FieldError[] };

/** Why nothing was imported, with each problem row's line. */
function ImportProblem({ problem }: { problem: Problem | null }) {
  if (!problem) return null;
  return (
    <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      <p className="font-semibold">{problem.message}</p>
      {problem.errors.length > 0 ? (
        <ul className="mt-1 max-h-48 list-disc overflow-y-auto pl-5">
          {problem.errors.map((e, i) => (
            <li key={i}>
              {e.path === 'file' || e.path === 'csv' ? '' : `${e.path.replace(/^line/, 'Line')}: `}
              {e.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
