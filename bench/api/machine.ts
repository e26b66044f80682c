/**
 * What the machine was doing while the figures were taken: core count, load averages and the
 * processes using the most CPU (ps), printed beside the figures because the 2 cores here are
 * shared with other work and absolute figures only mean something with that context.
 */
import { spawnSync } from 'node:child_process';
import { availableParallelism, cpus, loadavg } from 'node:os';

export const loadAvg = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

export function machineLine(): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  return `${availableParallelism()} cores (${cpu}), Node ${process.version}, ${process.platform}/${process.arch}, load avg ${loadAvg()}`;
}

/**
 * The machine's CPU split and the `n` busiest processes over one second (top's second frame: the
 * first one averages since boot), so a figure taken while other work ran says so.
 */
export function busiestProcesses(n = 6): string[] {
  const top = spawnSync('top', ['-b', '-n', '2', '-d', '1', '-o', '%CPU', '-c', '-w', '160'], {
    encoding: 'utf8',
  });
  if (top.status !== 0) return ['(top unavailable)'];
  const frames = top.stdout.split(/^top - /m);
  const lines = (frames[frames.length - 1] ?? '').split('\n');
  const cpuLine = lines.find((l) => l.startsWith('%Cpu')) ?? '';
  const header = lines.findIndex((l) => /^\s*PID\s/.test(l));
  const procs =
    header < 0
      ? []
      : lines
          .slice(header + 1)
          .filter((l) => l.trim())
          .slice(0, n);
  return [cpuLine.trim(), ...procs.map((l) => l.trimEnd())];
}
