/**
 * Run after every install (package.json `postinstall`): RxDB 17 starts the replication's upstream
 * (push) half even for a pull-only replication. That half pushes nothing, yet on every start and
 * on every RESYNC (each socket reconnect) it reads every document of the collection back from
 * IndexedDB: about 2,400 documents on the demo admin's return visit to /library, over a second of
 * a phone's main thread. A pull-only replication is the one RxDB gives `skipStoringPullMeta`, so
 * there the upstream is marked done and idle instead of started. Both builds of the file are
 * patched; an RxDB whose file no longer has the line fails the install loudly, so an upgrade
 * cannot drop the patch unnoticed. src/sync/progress.integration.test.ts checks it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const MARK = '/* regcomply: pull-only, no upstream */';
const root = dirname(createRequire(import.meta.url).resolve('rxdb/package.json'));
const targets = [
  ['dist/esm/replication-protocol/index.js', '  startReplicationUpstream(state);\n'],
  ['dist/cjs/replication-protocol/index.js', '  (0, _upstream.startReplicationUpstream)(state);\n'],
];

for (const [file, line] of targets) {
  const path = join(root, file);
  const text = readFileSync(path, 'utf8');
  if (text.includes(MARK)) continue;
  if (!text.includes(line)) {
    console.error(
      `patch-rxdb: ${file} has no "${line.trim()}": check src/sync for this RxDB version`,
    );
    process.exit(1);
  }
  const call = line.trim();
  const patched = text.replace(
    line,
    `  ${MARK}\n  if (input.skipStoringPullMeta) {\n    state.events.active.up.next(false);\n    state.firstSyncDone.up.next(true);\n  } else ${call}\n`,
  );
  writeFileSync(path, patched);
}
console.log('patch-rxdb: pull-only replications start no upstream');
