/** Minor units as the details of refusals show them: 1000 → "10.00 RUB" (every seeded currency has 2 decimals). */
export function formatMinor(amount: number, iso?: string): string {
  const sign = amount < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(amount) / 100);
  const cents = String(Math.abs(amount) % 100).padStart(2, '0');
  return `${sign}${whole}.${cents}${iso ? ` ${iso}` : ''}`;
}
