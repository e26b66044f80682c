/**
 * A streaming CSV reader (RFC 4180): records are yielded as they complete, so a file is never
 * held whole in memory. UTF-8 only (a byte-order mark is skipped; invalid bytes are the caller's
 * `notUtf8`); the separator is a comma, or a semicolon when the first line has semicolons and no
 * comma (spreadsheets in locales with a decimal comma save so). Quoted cells may hold the
 * separator, line breaks and doubled quotes. A cell growing past `maxCell` characters is cut and
 * flagged (`long`): an unterminated quote cannot make the reader buffer the rest of the file.
 */
export interface CsvRecord {
  /** The file's line where the record starts (1 is the first). */
  line: number;
  cells: string[];
  /** Indexes of cells cut at `maxCell`. */
  long: number[];
}

export class CsvEncodingError extends Error {
  constructor() {
    super('not UTF-8');
  }
}

export async function* readCsv(
  source: AsyncIterable<Buffer | string>,
  maxCell: number,
): AsyncGenerator<CsvRecord> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  let sep: string | null = null;
  let pendingHead = '';
  let cells: string[] = [];
  let long: number[] = [];
  let cell = '';
  let quoted = false;
  let afterQuote = false;
  let line = 1;
  let start = 1;
  let lastWasCr = false;
  let any = false;

  const push = () => {
    cells.push(cell);
    cell = '';
    afterQuote = false;
  };
  const add = (ch: string) => {
    if (cell.length < maxCell) cell += ch;
    else if (!long.includes(cells.length)) long.push(cells.length);
  };

  function* feed(text: string): Generator<CsvRecord> {
    for (let i = 0; i < text.length; i++) {
      const ch = text[i];
      if (ch === '\n' && lastWasCr) {
        lastWasCr = false;
        continue;
      }
      lastWasCr = false;
      if (quoted) {
        if (ch === '"') {
          if (text[i + 1] === '"') {
            add('"');
            i++;
          } else if (i + 1 === text.length) {
            // The next chunk decides: keep the quote pending.
            pendingQuote = true;
          } else {
            quoted = false;
            afterQuote = true;
          }
        } else if (ch === '\n' || ch === '\r') {
          // A line break inside quotes is kept as \n; CRLF counts once.
          line++;
          lastWasCr = ch === '\r';
          add('\n');
        } else {
          add(ch);
        }
        continue;
      }
      if (ch === sep) {
        push();
        continue;
      }
      if (ch === '\n' || ch === '\r') {
        if (ch === '\r') lastWasCr = true;
        push();
        const record = { line: start, cells, long };
        cells = [];
        long = [];
        line++;
        start = line;
        if (!(record.cells.length === 1 && record.cells[0] === '')) yield record;
        continue;
      }
      if (ch === '"' && cell === '' && !afterQuote) {
        quoted = true;
        continue;
      }
      add(ch);
    }
  }

  let pendingQuote = false;
  function* feedWithQuote(text: string): Generator<CsvRecord> {
    if (pendingQuote) {
      pendingQuote = false;
      if (text[0] === '"') {
        add('"');
        text = text.slice(1);
      } else {
        quoted = false;
        afterQuote = true;
      }
    }
    yield* feed(text);
  }

  function* begin(text: string): Generator<CsvRecord> {
    if (sep === null) {
      pendingHead += text;
      const end = pendingHead.search(/[\r\n]/);
      if (end < 0 && pendingHead.length < 64 * 1024) return;
      const head = end < 0 ? pendingHead : pendingHead.slice(0, end);
      sep = head.includes(';') && !head.includes(',') ? ';' : ',';
      text = pendingHead;
      pendingHead = '';
    }
    yield* feedWithQuote(text);
  }

  try {
    for await (const chunk of source) {
      const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
      if (text) any = true;
      yield* begin(text);
    }
    const rest = decoder.decode();
    if (rest) yield* begin(rest);
  } catch (err) {
    if (err instanceof TypeError) throw new CsvEncodingError();
    throw err;
  }
  if (sep === null && pendingHead) {
    sep = pendingHead.includes(';') && !pendingHead.includes(',') ? ';' : ',';
    const text = pendingHead;
    pendingHead = '';
    yield* feedWithQuote(text);
  }
  if (pendingQuote) {
    pendingQuote = false;
    quoted = false;
  }
  if (any && (cell !== '' || cells.length > 0)) {
    push();
    if (!(cells.length === 1 && cells[0] === '')) yield { line: start, cells, long };
  }
}
