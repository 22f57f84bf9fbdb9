/**
 * Runs `beat` every `everyMs` until stopped: a timer in production, driven by hand in tests. A
 * beat that fails is the caller's to report; the next one runs regardless.
 */
export type StartHeartbeat = (beat: () => Promise<void>, everyMs: number) => { stop(): void };
