/** The publication fields' dates: what the datetime-local inputs hold, read as Brasília time. */

/**
 * A date-time typed in the form ("2026-11-24T15:30" or "…T15:30:05", the datetime-local format, read as Brasília
 * time, UTC−3 all year since 2019) as ISO; '' is null; anything else is undefined (invalid).
 */
export function parseDataHoraLocal(value: string): string | null | undefined {
  if (!value) return null;
  const m = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.exec(value);
  if (!m) return undefined;
  const d = new Date(`${value}${m[1] ? '' : ':00'}-03:00`);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

/** An ISO date-time as the datetime-local field (step 1 s) shows it, in Brasília time. */
export function toDataHoraLocal(iso: string): string {
  const d = new Date(new Date(iso).getTime() - 3 * 3_600_000);
  return d.toISOString().slice(0, 19);
}
