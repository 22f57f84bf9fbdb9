import { nextProcessingProgress, PENDING_CAP, PROCESSING_CAP, pendingProgress } from './progress-model';

describe('pending progress (spec 02 §4)', () => {
  it('starts at 10 and rises one point per 200 ms', () => {
    expect(pendingProgress(0)).toBe(10);
    expect(pendingProgress(199)).toBe(10);
    expect(pendingProgress(200)).toBe(11);
    expect(pendingProgress(2000)).toBe(20);
  });

  it('stops at 25', () => {
    expect(pendingProgress(3000)).toBe(PENDING_CAP);
    expect(pendingProgress(60_000)).toBe(25);
  });
});

describe('processing progress (spec 02 §4)', () => {
  it('starts at 30 whatever the pending bar reached', () => {
    expect(nextProcessingProgress(20, 0)).toBe(30);
  });

  it('rises by less than 2 points a tick and never past 85', () => {
    expect(nextProcessingProgress(40, 0.5)).toBe(41);
    expect(nextProcessingProgress(40, 0.999)).toBeLessThan(42);
    expect(nextProcessingProgress(84.5, 0.9)).toBe(PROCESSING_CAP);
    let bar = 30;
    for (let i = 0; i < 500; i++) bar = nextProcessingProgress(bar, 0.99);
    expect(bar).toBe(85);
  });
});
