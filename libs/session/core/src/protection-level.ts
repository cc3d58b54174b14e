/** Spec 01 §4 / 02 §9 "Protection level": the band a level falls in. */
export type ProtectionBand = 'none' | 'bad' | 'normal' | 'good' | 'full';

/** "null none; 30 or less bad; above 30 and below 70 normal; 70 to 99 good; 100 full." */
export function protectionBand(level: number | null): ProtectionBand {
  if (level === null) return 'none';
  if (level <= 30) return 'bad';
  if (level < 70) return 'normal';
  if (level < 100) return 'good';
  return 'full';
}
