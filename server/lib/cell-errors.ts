/**
 * The cells in error of an uploaded table (a customer archive, a regframe spreadsheet): each cell
 * as `<line>.<column>` with its message keys, the first ARCHIVE_MAX_REPORTED of them, file-wide
 * problems on the file's field. `throwIfAny` refuses with 422 `archive_invalid` listing them all;
 * `rendered` gives them as text in a language for an answer that writes the valid rows.
 */
import { ARCHIVE_FIELD, ARCHIVE_MAX_REPORTED } from '../../contract/api/customer-archive';
import { message, type MessageKey, type MessageVar } from '../../contract/messages';
import { AppError, type FieldErrors } from './errors';

export class ArchiveErrors {
  readonly fields: FieldErrors = {};
  /** The field file-wide problems are reported on. */
  constructor(private readonly fileField: string = ARCHIVE_FIELD) {}

  private cells = 0;
  private more = 0;
  private readonly badLines = new Set<number>();
  vars: Record<string, MessageVar> = {};

  add(line: number, column: string, key: MessageKey): void {
    this.badLines.add(line);
    const name = line > 0 ? `${line}.${column}` : column;
    const list = this.fields[name];
    if (list) {
      if (!list.includes(key)) list.push(key);
      return;
    }
    if (this.cells >= ARCHIVE_MAX_REPORTED) {
      this.more++;
      return;
    }
    this.cells++;
    this.fields[name] = [key];
  }

  /** A problem of the whole file (the encoding, too many rows). */
  file(key: MessageKey): void {
    this.add(0, this.fileField, key);
  }

  get any(): boolean {
    return this.cells > 0;
  }

  /** The lines with a cell in error (0: the file itself). */
  get lines(): ReadonlySet<number> {
    return this.badLines;
  }

  /** Every cell as text in a language, in line order. */
  rendered(lang: string): { line: number; column: string; messages: string[] }[] {
    return Object.entries(this.fields)
      .map(([k, keys]) => {
        const m = /^(\d+)\.(.+)$/.exec(k);
        return {
          line: m ? Number(m[1]) : 0,
          column: m ? m[2] : k,
          messages: keys.map((key) => message(key as MessageKey, lang, this.vars)),
        };
      })
      .sort((a, b) => a.line - b.line || a.column.localeCompare(b.column));
  }

  /** Throws the refusal when anything was found: 422 `archive_invalid`, every cell listed. */
  throwIfAny(): void {
    if (!this.any) return;
    if (this.more) (this.fields[this.fileField] ??= []).push('archive_more_errors');
    throw new AppError('archive_invalid', 'archive_invalid', this.fields, {
      ...this.vars,
      count: this.cells + this.more,
      more: this.more,
    });
  }
}
