/** A copy of `set` with `value` added, or taken out where it was in it (a checkbox's selection). */
export function toggled<T>(set: ReadonlySet<T>, value: T): Set<T> {
  const next = new Set(set);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  return next;
}
