import { useEffect, useState } from 'react';

/** Milliseconds until `isoTime`, updated every 30 seconds (0 once it has passed). */
export function useTimeRemaining(isoTime: string | undefined): number | undefined {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(id);
  }, []);
  if (!isoTime) return undefined;
  return Math.max(0, Date.parse(isoTime) - now);
}

/** '24 hours remaining', '1 hour remaining', '12 minutes remaining'. */
export function formatRemaining(ms: number): string {
  const hours = Math.ceil(ms / 3_600_000);
  if (ms >= 3_600_000 || hours > 1) return `${hours} ${hours === 1 ? 'hour' : 'hours'} remaining`;
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes >= 60) return '1 hour remaining';
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} remaining`;
}
