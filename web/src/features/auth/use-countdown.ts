import { useCallback, useEffect, useState } from 'react';

/**
 * A seconds countdown (spec 01 §4: the send-code button waits 60 s). It counts against an end
 * time rather than ticks, so a throttled background tab still ends on time.
 */
export function useCountdown(): { readonly remaining: number; start(seconds: number): void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setEndsAt(null);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    setRemaining(seconds);
    setEndsAt(Date.now() + seconds * 1000);
  }, []);

  return { remaining, start };
}
