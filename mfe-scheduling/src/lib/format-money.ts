const dollars = new Intl.NumberFormat('en-SG', {
  style: 'currency',
  currency: 'SGD',
  currencyDisplay: 'narrowSymbol',
});

/** '$1,234.50' for 123450 cents (the reports count money in cents). */
export function formatCents(cents: number): string {
  return dollars.format(cents / 100);
}
