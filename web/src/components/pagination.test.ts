import { clampPage, pageWindow, totalPages } from './pagination';

describe('pagination arithmetic (spec 01 §9)', () => {
  it('counts at least one page', () => {
    expect(totalPages(0, 10)).toBe(1);
    expect(totalPages(10, 10)).toBe(1);
    expect(totalPages(11, 10)).toBe(2);
    expect(totalPages(101, 50)).toBe(3);
  });

  it('clamps a page from the address bar', () => {
    expect(clampPage(null)).toBe(1);
    expect(clampPage('abc')).toBe(1);
    expect(clampPage('0')).toBe(1);
    expect(clampPage('-3')).toBe(1);
    expect(clampPage('4')).toBe(4);
    expect(clampPage('40', 7)).toBe(7);
    expect(clampPage(2.7, 7)).toBe(2);
  });

  it('keeps the current page central in the window', () => {
    expect(pageWindow(1, 10, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10, 5)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10, 5)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(5, 10, 3)).toEqual([4, 5, 6]);
    expect(pageWindow(1, 2, 5)).toEqual([1, 2]);
  });
});
