const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Amounts as the store shows them: $0.00, $1,234.50. */
export const formatMoney = (amount: number) => dollars.format(amount);
