/**
 * Amounts are written by hand, not by `Intl.NumberFormat`: making a currency format loads the locale's data, about
 * 20 ms of a phone's first page (80 ms at Lighthouse's slowed CPU), for a format that never changes.
 */
function dollarsOf(amount: number, fractionDigits: 0 | 2) {
  const scale = 10 ** fractionDigits;
  // Rounded as written (1.005 → 1.01), as Intl rounds, not as the binary number is (1.00499…).
  const shifted = Number(`${Math.abs(amount)}e${fractionDigits}`);
  const units = Math.round(Number.isNaN(shifted) ? Math.abs(amount) * scale : shifted);
  const whole = String(Math.floor(units / scale)).replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = fractionDigits ? `.${String(units % scale).padStart(fractionDigits, '0')}` : '';
  return `${amount < 0 && units > 0 ? '-' : ''}$${whole}${fraction}`;
}

/** Amounts as the store shows them: $0.00, $1,234.50; an amount that rounds to nothing has no sign. */
export const formatMoney = (amount: number) => dollarsOf(amount, 2);

/** Round amounts the catalog fixes in whole dollars: $25, $150. */
export const formatWholeDollars = (amount: number) => dollarsOf(amount, 0);
