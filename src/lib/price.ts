/** A ticket price as shown on cards: whole dollars without cents ('$19'), otherwise two decimals ('$35.99'). */
export function formatPrice(dollars: number): string {
  const cents = Number.isInteger(dollars) ? 0 : 2;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents,
    maximumFractionDigits: cents,
  }).format(dollars);
}
