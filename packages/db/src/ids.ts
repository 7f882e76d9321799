const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a string is a UUID, the shape of every row id. An id from a request is
 * checked before it is compared with a uuid column: the column is then compared
 * as it is, so its index serves (a column cast to text is read row by row), and
 * an id of another shape matches nothing instead of failing the query.
 */
export const isUuid = (id: string): boolean => UUID.test(id);
