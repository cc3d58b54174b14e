import { formatCoef } from '@bet/coupon';
import { storyCoefView } from '@bet/ui/testing';

/**
 * A story's decimal odds ("2.15") in the odds format of Storybook's toolbar, as the coupon engine
 * formats them for a player who chose it; text that is not a decimal number ("23/20") is shown as
 * given, and so is everything under the default decimal format (the story tests' texts).
 */
export function oddsInToolbarFormat(coefText: string, globals: Readonly<Record<string, unknown>>): string {
  const view = storyCoefView(globals);
  if (view === 0 || !/^\d+(\.\d+)?$/.test(coefText)) return coefText;
  return formatCoef(Number(coefText), view);
}
