import { describe, expect, it } from 'vitest';
import { median } from './measure.ts';

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([1.65, 0.8, 0.52, 1.03, 0.98])).toBe(0.98);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('leaves the values as they were, and is NaN for none', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
    expect(median([])).toBeNaN();
  });
});
