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
    outcome = err instanceof CraftedWorkbookError ? `refused: ${err.message}` : `failed: ${String(err)}`;
  }
  // maxRSS is in kilobytes.
  const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
  process.stdout.write(`${JSON.stringify({ outcome, ms: Date.now() - started, peakMb, errors: Object.keys(errs.fields) })}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
