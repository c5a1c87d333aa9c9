import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

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

describe('formatDateTime', () => {
  it('shows dd/mm/aaaa hh:mm in Brasília time', () => {
    expect(formatDateTime('2026-11-24T15:07:00Z')).toBe('24/11/2026 12:07');
    expect(formatDateTime('2025-03-01T02:30:00Z')).toBe('28/02/2025 23:30');
  });
});
