/**
 * Issue 23, High #3: a 1 MB workbook with a local `xl/sharedStrings.xml` its central directory
 * does not list (1 GB of one-letter strings unpacked) once passed the package check, and exceljs's
 * streaming reader, walking the local entries in order, cached its strings until the process died
 * of heap exhaustion. Read in a process of its own exactly as POST /upload reads a workbook, it is
 * now refused quickly and the process's peak resident memory stays under 300 MB. The process runs
 * with a 1 GB heap limit so that a regression fails the test rather than the machine.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { REGFRAME_COLUMNS } from '../../../contract/api/regframe-import';
import { sharedStringsBomb, smuggleEntry } from '../../test/hostile-files';

const dir = mkdtempSync(join(tmpdir(), 'regcomply-workbook-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Outcome {
  outcome: string;
  ms: number;
  peakMb: number;
  errors: string[];
}

const LIMIT_MB = 300;

/** The resident memory of a process now, in MB (Linux), or 0 once it has gone. */
function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Reads the workbook in a child; the child is killed once its memory passes the limit (a regression fails fast). */
function readInChild(
  path: string,
): Promise<{ code: number | null; result?: Outcome; stderr: string; overMb?: number }> {
  const child = spawn(
    process.execPath,
    [
      '--max-old-space-size=1024',
      '--import',
      'tsx',
      resolve(__dirname, 'test/read-workbook-process.ts'),
    ],
    {
      env: { ...process.env, WORKBOOK_PATH: path },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  let stderr = '';
  child.stdout.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr.on('data', (b: Buffer) => (stderr = (stderr + b.toString()).slice(-2000)));
  let overMb: number | undefined;
  const watch = setInterval(() => {
    const mb = rssMb(child.pid!);
    if (mb > LIMIT_MB) {
      overMb = Math.round(mb);
      child.kill('SIGKILL');
    }
  }, 50);
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((ok) =>
    child.once('exit', (code) => {
      clearInterval(watch);
      clearTimeout(timer);
      const line = out.trim().split('\n').pop();
      ok({ code, result: line ? (JSON.parse(line) as Outcome) : undefined, stderr, overMb });
    }),
  );
}

describe('a workbook with a smuggled local entry', () => {
  it('is refused quickly by the reader of POST /upload, its process staying under 300 MB', async () => {
    const built = Date.now();
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Regframe').addRow(REGFRAME_COLUMNS.map((c) => c.en));
    const bomb = await sharedStringsBomb(1024);
    const file = smuggleEntry(
      Buffer.from(await wb.xlsx.writeBuffer()),
      'xl/sharedStrings.xml',
      bomb.packed,
      bomb.unpacked,
    );
    expect(file.length).toBeLessThan(4 * 1024 * 1024);
    const path = join(dir, 'smuggled.xlsx');
    writeFileSync(path, file);
    console.log(`built in ${Date.now() - built} ms`);

    const got = await readInChild(path);
    expect(got.overMb, 'resident memory (MB) when the child was stopped').toBeUndefined();
    expect(got.code, got.stderr).toBe(0);
    expect(got.result?.outcome).toMatch(/^refused: /);
    console.log(`peak ${got.result!.peakMb} MB, ${got.result!.ms} ms`);
    expect(got.result!.peakMb).toBeGreaterThan(0);
    expect(got.result!.peakMb).toBeLessThan(LIMIT_MB);
    expect(got.result!.ms).toBeLessThan(5_000);
  }, 120_000);
});
