import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('formatDate', () => {
  it('shows dd/mm/aaaa', () => {
    expect(formatDate('2026-11-09T16:00:00.000Z')).toBe('09/11/2026');
    expect(formatDate('2024-01-05T12:00:00Z')).toBe('05/01/2024');
  });
  it('uses Brasília time, the same on server and browser', () => {
    // 02:00 UTC on 1 March is still 28 February in Brasília (UTC−3).
    expect(formatDate('2025-03-01T02:00:00Z')).toBe('28/02/2025');
  });
});
