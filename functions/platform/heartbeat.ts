import type { StartHeartbeat } from '../domain/ports/heartbeat';

/** The heartbeat on a timer; unref'd, so a beat never keeps a finished process alive. */
export const timerHeartbeat: StartHeartbeat = (beat, everyMs) => {
  const timer = setInterval(() => void beat(), everyMs);
  timer.unref?.();
  return { stop: () => clearInterval(timer) };
};
