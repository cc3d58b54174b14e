import { useEffect, useState } from 'react';

/**
 * The time for a countdown. When the owner passes `now` (the app's injected clock, DESIGN.md:
 * time is injected), that is the time. Without it the component keeps its own clock, ticking
 * once a second and only while `until` is in the future, so nothing runs when idle.
 */
export function useClock(now: number | undefined, until: number | null): number {
  const [tick, setTick] = useState(() => Date.now());
  const own = now === undefined && until !== null;
  useEffect(() => {
    if (!own || until === null) return undefined;
    // Start from the real time, not the time of the last tick, or the first second reads long.
    setTick(Date.now());
    const id = setInterval(() => {
      const current = Date.now();
      setTick(current);
      if (current >= until) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
  }, [own, until]);
  return now ?? tick;
}

/** Whole seconds left until `until`, rounded up so the last second still reads "1 s". */
export function secondsUntil(until: number | null, now: number): number {
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}
