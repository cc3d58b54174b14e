/**
 * Spec 01 §4 "Ban" (spec 02 §4, §9 ban levels 45 and 53): a restricted player (ban level above 0)
 * may not deposit or bet; withdrawal stays open only at ban level 53 with ban version 1, or 45
 * with any other version.
 */
export function canDeposit(player: { banLevel: number }): boolean {
  return player.banLevel === 0;
}

export function canWithdraw(player: { banLevel: number; banVersion: number }): boolean {
  if (player.banLevel === 0) return true;
  return player.banLevel === (player.banVersion === 1 ? 53 : 45);
}
