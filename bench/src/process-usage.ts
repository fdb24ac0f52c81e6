import fs from 'node:fs/promises';

/** Resident set size of a process in MB, from /proc (Linux). */
export async function residentMegabytes(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Math.round((Number(match[1]) / 1024) * 10) / 10;
}
