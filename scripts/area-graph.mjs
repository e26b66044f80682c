#!/usr/bin/env node
/**
 * The server's area graph, for the walls of issue 25: which areas (server/modules/<area>) import
 * which, the pairs that import each other, and the files behind each pair. Tests and fixtures are
 * left out (they may set up other areas). `node scripts/area-graph.mjs [--files]`
 */
import { execFileSync } from 'node:child_process';

const out = execFileSync(
  'npx',
  ['depcruise', 'server', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
  { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
);
const test = /(\.test\.tsx?$|(^|\/)test\/|fixtures?\.tsx?$|test-[a-z-]+\.tsx?$)/;
const area = (p) => /^server\/modules\/([^/]+)\//.exec(p)?.[1];
const edges = new Map();
for (const m of JSON.parse(out).modules) {
  const a = area(m.source);
  if (!a || test.test(m.source)) continue;
  for (const d of m.dependencies) {
    const b = area(d.resolved);
    if (!b || b === a) continue;
    const key = `${a} -> ${b}`;
    if (!edges.has(key)) edges.set(key, []);
    edges.get(key).push(`${m.source} -> ${d.resolved}`);
  }
}
const mutual = [...edges.keys()].filter((k) => {
  const [a, b] = k.split(' -> ');
  return a < b && edges.has(`${b} -> ${a}`);
});
console.log(`area pairs: ${edges.size}, mutual pairs: ${mutual.length}`);
for (const k of mutual) {
  const [a, b] = k.split(' -> ');
  console.log(`  ${a} <-> ${b}`);
  if (process.argv.includes('--files'))
    for (const f of [...edges.get(k), ...edges.get(`${b} -> ${a}`)]) console.log(`      ${f}`);
}
