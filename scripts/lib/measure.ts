/** What the measuring scripts (bench, load, lighthouse, measure-start) share besides the site launcher. */
import fs from 'node:fs';
import os from 'node:os';

/**
 * Settings of a site started to be measured: the README's defaults (LOG_LEVEL=info included: a
 * benchmark on other settings measures nothing a user runs), but the rate limit and the render
 * limit so high that one benchmarking client on loopback, which sends in a second what a city
 * sends in an hour, is never refused. They stay on, so their counting is measured too.
 */
export const MEASURE_ENV = {
  LOG_LEVEL: 'info',
  RATE_LIMIT_MAX: '1000000',
  RATE_LIMIT_WINDOW_SECONDS: '1',
  RENDER_LIMIT_MAX: '1000000',
  RENDER_LIMIT_WINDOW_SECONDS: '1',
} as const;

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** BENCH_PORT when set (to measure on a known port); otherwise the launcher picks a free one. */
export function measurePort(): number | undefined {
  return process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
}

/** One line describing the machine, printed with every measurement. */
export function describeMachine(): string {
  const cpus = os.cpus();
  return `${cpus.length} núcleos (${cpus[0]?.model ?? '?'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
}

/**
 * User + system CPU time a process has used so far, in milliseconds: utime and stime of
 * /proc/PID/stat, in clock ticks of 10 ms (USER_HZ is 100 on every Linux). The fields are counted
 * after the command name, which may hold spaces.
 */
export function cpuTimeMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
