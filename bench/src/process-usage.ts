import fs from 'node:fs/promises';

/** Resident set size of a process in MB, from /proc (Linux). */
export async function residentMegabytes(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Math.round((Number(match[1]) / 1024) * 10) / 10;
}

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux, 100 ticks/s). */
export async function cpuMilliseconds(pid: number): Promise<number> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may contain spaces) start after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Nanoseconds a thread has spent on a CPU and waiting on a run queue, from the scheduler's own
 * accounting (Linux `/proc/<pid>/schedstat`, the main thread's): finer than /proc/<pid>/stat's
 * 10 ms ticks, so a second of sub-millisecond requests is enough.
 */
export async function scheduled(pid: number): Promise<{ onCpu: number; waiting: number }> {
  const [onCpu, waiting] = (await fs.readFile(`/proc/${pid}/schedstat`, 'utf8')).split(' ');
  return { onCpu: Number(onCpu), waiting: Number(waiting) };
}
