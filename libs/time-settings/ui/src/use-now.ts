import { useEffect, useState } from 'react';

/** Epoch ms now, renewed every `intervalMs` while the component is shown (the settings' live preview). */
export function useNow(intervalMs = 1000, now: () => number = Date.now): number {
  const [value, setValue] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setValue(now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, now]);
  return value;
}
