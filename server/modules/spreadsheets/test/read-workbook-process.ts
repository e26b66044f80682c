/**
 * The process a test measures (regframe-memory.test.ts): reads the workbook at WORKBOOK_PATH as
 * POST /upload reads an uploaded one (readUploadedRegframe), then prints one JSON line: the
 * outcome, the time taken and the process's peak resident memory.
 */
import { readFileSync } from 'node:fs';
import { ArchiveErrors } from '../../../lib/cell-errors';
import { readUploadedRegframe } from '../regframe-file';
import { CraftedWorkbookError } from '../xlsx-guard';

async function main() {
  const bytes = readFileSync(process.env.WORKBOOK_PATH!);
  const started = Date.now();
  const errs = new ArchiveErrors('file');
  let outcome: string;
  try {
    const read = await readUploadedRegframe(bytes, errs);
    outcome = `read ${read.lines.length} rows`;
  } catch (err) {
    outcome =
      err instanceof CraftedWorkbookError ? `refused: ${err.message}` : `failed: ${String(err)}`;
  }
  // The peak of this process's own memory: VmHWM belongs to the address space exec made. Not
  // resourceUsage().maxRSS, which on Linux carries the parent's resident size at fork across exec
  // (a 400 MB parent made a 39 MB child report 404 MB): it measured the test worker, not the reader.
  const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  const peakMb = Math.round(Number(hwm?.[1] ?? Number.NaN) / 1024);
  process.stdout.write(
    `${JSON.stringify({ outcome, ms: Date.now() - started, peakMb, errors: Object.keys(errs.fields) })}\n`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
