/** 'Name: value' pairs as a description list, each pair on one line; `className` lays the list out. */
export function NamedValues({ pairs, className }: { pairs: [string, string][]; className: string }) {
  return (
    <dl className={className}>
      {pairs.map(([name, value]) => (
        <div key={name} className="flex gap-1">
          <dt className="text-slate-600 dark:text-slate-300">{name}:</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
