import { createAction } from '@reduxjs/toolkit';

/**
 * A claimed cashback or an exchanged reward put money on the player's main account: the fact the
 * app bridges to the accounts' refresh (apps/web crossFeatureEvents), so the header shows the new
 * balance. Put by the saga after a done answer.
 */
export const bonusMoneyCredited = createAction('bonuses/bonusMoneyCredited');
