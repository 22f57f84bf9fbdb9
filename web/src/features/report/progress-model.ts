/**
 * The progress the report screen shows while a query runs (spec 02 §4). The server reports only
 * the state, so the bar is an honest estimate that never claims completion before the status
 * does: pending rises from 10 to at most 25, processing from 30 to at most 85, completed is 100.
 */

export const PENDING_START = 10;
export const PENDING_CAP = 25;
/** One point every 200 ms while pending. */
export const PENDING_STEP_MS = 200;

export const PROCESSING_START = 30;
export const PROCESSING_CAP = 85;
/** Up to 2 points every 500 ms while processing. */
export const PROCESSING_STEP_MS = 500;
export const PROCESSING_MAX_STEP = 2;

export const COMPLETED = 100;

/** The three checklist steps of processing, marked done 1 s, 2 s and 3 s after it begins. */
export const processingSteps = ['history', 'detection', 'report'] as const;
export type ProcessingStep = (typeof processingSteps)[number];
export const STEP_DONE_AFTER_MS = 1000;

/** spec 01 §4: the expected wait shown to the user. */
export const EXPECTED_WAIT_SECONDS = { min: 1, max: 60 } as const;

/** The pending bar after `elapsedMs` in the pending state. */
export const pendingProgress = (elapsedMs: number): number =>
  Math.min(PENDING_CAP, PENDING_START + Math.floor(Math.max(0, elapsedMs) / PENDING_STEP_MS));

/** One processing tick: up to 2 points more (random in [0, 2)), never past the cap. */
export const nextProcessingProgress = (current: number, random: number): number =>
  Math.min(PROCESSING_CAP, Math.max(PROCESSING_START, current) + random * PROCESSING_MAX_STEP);
