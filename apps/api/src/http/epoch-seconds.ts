/** Moments on the wire (answers, token claims) are whole epoch seconds; the clock reads milliseconds. */
export function toSeconds(ms: number): number {
  return Math.floor(ms / 1000);
}
