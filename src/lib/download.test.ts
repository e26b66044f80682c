import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download';

describe('fileNameOf', () => {
  it('prefers the RFC 5987 name, falls back to the quoted ASCII one, else null', () => {
    expect(
      fileNameOf(`attachment; filename="Laporan_.pdf"; filename*=UTF-8''Laporan%20%C3%A9.pdf`),
    ).toBe('Laporan é.pdf');
    expect(fileNameOf('attachment; filename="plain name.txt"')).toBe('plain name.txt');
    expect(fileNameOf('attachment; filename=bare.txt')).toBe('bare.txt');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(undefined)).toBeNull();
  });
});
