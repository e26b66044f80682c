/**
 * Local search index figures: build time and query latency (p50/p95) of src/search/index-core.ts
 * over ~20,000 generated bilingual documents (sectors, topics, obligations, regulations).
 * Prints figures; asserts nothing. Run: npx tsx bench/search-index.ts [documents]
 */
import { performance } from 'node:perf_hooks';
import { SearchIndexCore, type IndexInput } from '../src/search/index-core';
import { obligationDoc, regulationDoc, sectorDoc, topicDoc } from '../src/search/test-docs';

const WORDS_EN = [
  'waste',
  'permit',
  'safety',
  'emission',
  'water',
  'report',
  'license',
  'fire',
  'noise',
  'chemical',
  'storage',
  'labour',
  'health',
  'audit',
  'training',
  'mining',
  'energy',
  'tax',
];
const WORDS_ID = [
  'limbah',
  'izin',
  'keselamatan',
  'emisi',
  'air',
  'laporan',
  'lisensi',
  'kebakaran',
  'kebisingan',
  'kimia',
  'penyimpanan',
  'tenaga kerja',
  'kesehatan',
  'audit',
  'pelatihan',
  'pertambangan',
  'energi',
  'pajak',
];
let seed = 42;
const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
const phrase = (words: string[], n: number) =>
  Array.from({ length: n }, () => words[rnd(words.length)]).join(' ');

const total = Number(process.argv[2] ?? 20000);
const inputs: IndexInput[] = [];
for (let s = 0; s < 20; s++)
  inputs.push({
    type: 'sector',
    doc: sectorDoc(`s${s}`, `Sector ${phrase(WORDS_EN, 2)}`, `Sektor ${phrase(WORDS_ID, 2)}`),
  });
for (let t = 0; t < 400; t++)
  inputs.push({
    type: 'topic',
    doc: topicDoc(`t${t}`, `s${t % 20}`, phrase(WORDS_EN, 3), phrase(WORDS_ID, 3)),
  });
const rest = total - inputs.length;
for (let i = 0; i < rest; i++) {
  if (i % 5 === 0) {
    inputs.push({
      type: 'regulation',
      doc: regulationDoc(`r${i}`, {
        title_en: `Regulation on ${phrase(WORDS_EN, 4)}`,
        title_id: `Peraturan tentang ${phrase(WORDS_ID, 4)}`,
        number: String(i % 100),
        year: 1990 + (i % 35),
        abstract_en: phrase(WORDS_EN, 30),
        abstract_id: phrase(WORDS_ID, 30),
      }),
    });
  } else {
    inputs.push({
      type: 'obligation',
      doc: obligationDoc(`o${i}`, `s${i % 20}`, {
        comp_title_en: phrase(WORDS_EN, 5),
        comp_title_id: phrase(WORDS_ID, 5),
        regulation_obligation_description_en: phrase(WORDS_EN, 25),
        regulation_obligation_description_id: phrase(WORDS_ID, 25),
      }),
    });
  }
}

const heapBefore = process.memoryUsage().heapUsed;
const core = new SearchIndexCore();
let start = performance.now();
for (let i = 0; i < inputs.length; i += 500) core.upsert(inputs.slice(i, i + 500));
const buildMs = performance.now() - start;
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;

const queries = [
  ...WORDS_EN,
  ...WORDS_ID,
  'lim',
  'keselam',
  'waste permit',
  'izin limbah',
  'emisi udara',
  'perm',
  'xyzzy',
  '2021',
  'report safety fire',
];
const times: number[] = [];
for (let round = 0; round < 20; round++) {
  for (const q of queries) {
    // A typed prefix of the query each round, as while typing (defeats the small result cache).
    const typed = q.slice(0, Math.max(2, q.length - (round % 4)));
    start = performance.now();
    core.search(typed, { limit: 5, lang: round % 2 ? 'id' : 'en' });
    times.push(performance.now() - start);
  }
}
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
console.log(
  `documents ${core.size()}  build ${buildMs.toFixed(0)} ms  heap +${heapMb.toFixed(0)} MB`,
);
console.log(
  `queries ${times.length}  p50 ${pct(50).toFixed(3)} ms  p95 ${pct(95).toFixed(3)} ms  max ${times[times.length - 1].toFixed(2)} ms`,
);
