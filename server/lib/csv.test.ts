import { describe, expect, it } from 'vitest';
import { CsvEncodingError, readCsv } from './csv';

async function read(chunks: (string | Buffer)[], maxCell = 100) {
  const out: { line: number; cells: string[]; long: number[] }[] = [];
  const source = (async function* () {
    for (const c of chunks) yield typeof c === 'string' ? Buffer.from(c) : c;
  })();
  for await (const r of readCsv(source, maxCell)) out.push(r);
  return out;
}

describe('readCsv', () => {
  it('reads quoted cells with separators, doubled quotes and line breaks, skipping a BOM and blank lines', async () => {
    const rows = await read(['\ufeffa,b\r\n1,"x,y"\r\n\r\n2,"multi\r\nline ""q"""\n3,4']);
    expect(rows).toEqual([
      { line: 1, cells: ['a', 'b'], long: [] },
      { line: 2, cells: ['1', 'x,y'], long: [] },
      { line: 4, cells: ['2', 'multi\nline "q"'], long: [] },
      { line: 6, cells: ['3', '4'], long: [] },
    ]);
  });

  it('takes a semicolon when the header has no comma, and cells split across chunks', async () => {
    expect((await read(['a;b\n1;2'])).map((r) => r.cells)).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect((await read(['a,b\n1,"ab', 'c"', '"d",e\n'])).map((r) => r.cells)).toEqual([
      ['a', 'b'],
      ['1', 'abc"d', 'e'],
    ]);
    expect((await read(['a,b\n1,"ab"', ',e\n'])).map((r) => r.cells)).toEqual([
      ['a', 'b'],
      ['1', 'ab', 'e'],
    ]);
  });

  it('cuts a cell past the bound and flags it (an unterminated quote cannot buffer the file)', async () => {
    const rows = await read(['a\n"', 'x'.repeat(500), '\n5'], 10);
    expect(rows).toHaveLength(2);
    expect(rows[1].cells[0]).toHaveLength(10);
    expect(rows[1].long).toEqual([0]);
  });

  it('throws CsvEncodingError on bytes that are not UTF-8', async () => {
    await expect(read([Buffer.from([0x61, 0x0a, 0xe9, 0x0a])])).rejects.toBeInstanceOf(
      CsvEncodingError,
    );
  });
});
