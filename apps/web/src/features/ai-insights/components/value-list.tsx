/** Label and value pairs; a value that was not found says so in words. */
export function ValueList({ label, values }: { label: string; values: [string, string | null][] }) {
  return (
    <dl aria-label={label} className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
      {values.map(([name, value]) => (
        <div key={name} className="flex justify-between gap-3 border-b border-slate-100 py-1 dark:border-slate-800">
          <dt className="text-slate-600 dark:text-slate-400">{name}</dt>
          <dd className={`text-right font-medium break-words ${value === null ? 'text-slate-500' : ''}`}>
            {value ?? 'Not found'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
