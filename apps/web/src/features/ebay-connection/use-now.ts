import { useEffect, useState } from 'react';

/** The current time, updated every `intervalMs`, for texts such as 'Expires in 2 hours'. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
