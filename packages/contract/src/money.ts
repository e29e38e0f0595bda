import { onFirstUse } from './first-use.ts';

const dollars = onFirstUse(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));
const wholeDollars = onFirstUse(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
);

/** Amounts as the store shows them: $0.00, $1,234.50. */
export const formatMoney = (amount: number) => dollars().format(amount);

/** Round amounts the catalog fixes in whole dollars: $25, $150. */
export const formatWholeDollars = (amount: number) => wholeDollars().format(amount);
