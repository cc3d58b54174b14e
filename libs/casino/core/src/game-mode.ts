import type { GameMode } from '@bet/contract';

/** What the game page does: launch in a mode, or ask a visitor to sign in (the game has no demo). */
export type ModeDecision = { launch: GameMode } | { signInNeeded: true };

/**
 * Demo or real (the spec shows no rule beyond "visitors play in demo mode"; libs/casino/core
 * README "Demo or real"): a visitor plays the demo, and is asked to sign in when the game has
 * none; a signed-in player plays for real unless they chose the demo and the game has one.
 */
export function decideGameMode(input: { signedIn: boolean; hasDemo: boolean; chosen: GameMode | null }): ModeDecision {
  if (!input.signedIn) return input.hasDemo ? { launch: 'demo' } : { signInNeeded: true };
  return input.chosen === 'demo' && input.hasDemo ? { launch: 'demo' } : { launch: 'real' };
}
