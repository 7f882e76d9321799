const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Money as the seller reads it: eBay US, dollars and cents. */
export const formatMoney = (value: number) => currency.format(value);
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatCount = (value: number) => value.toLocaleString('en-US');
/** A quantity change with its sign, e.g. +5 or -2. */
export const formatChange = (change: number) => (change > 0 ? `+${change}` : String(change));
