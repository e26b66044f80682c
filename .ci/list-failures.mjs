// Prints one line per failed test of a test report, for the end of the CI log:
//   node .ci/list-failures.mjs vitest <report.json>      (vitest's json reporter)
//   node .ci/list-failures.mjs playwright <report.json>  (Playwright's json reporter)
// "FAILED <file> > <test>: <first line of the error>"; a vitest file that failed outside any test
// (a hook, an import) is listed by its file.
import { readFileSync } from 'node:fs';

const [kind, path] = process.argv.slice(2);
const report = JSON.parse(readFileSync(path, 'utf8'));
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')[0]
    .slice(0, 300);
const local = (file) => file.replace(`${process.cwd()}/`, '');

if (kind === 'vitest') {
  for (const file of report.testResults) {
    const failed = file.assertionResults.filter((t) => t.status === 'failed');
    for (const t of failed)
      console.log(`FAILED ${local(file.name)} > ${t.fullName}: ${firstLine(t.failureMessages[0])}`);
    if (file.status === 'failed' && failed.length === 0)
      console.log(`FAILED ${local(file.name)}: ${firstLine(file.message)}`);
  }
} else if (kind === 'playwright') {
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'unexpected')
          console.log(
            `FAILED ${spec.file}:${spec.line} > ${[...titles, spec.title].join(' > ')}: ${firstLine(test.results.at(-1)?.error?.message)}`,
          );
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title].filter(Boolean));
  };
  for (const suite of report.suites) walk(suite, []);
} else {
  console.error(`list-failures: unknown report kind ${kind}`);
  process.exit(2);
}
