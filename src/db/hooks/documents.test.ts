import { describe, expect, it } from 'vitest';
import { documentView, type DocumentDoc } from './documents';

const doc = (over: Partial<DocumentDoc>): DocumentDoc => ({
  id: crypto.randomUUID(),
  file_name: 'file.pdf',
  extension: 'pdf',
  mime_type: 'application/pdf',
  size_bytes: 100,
  folder_uuid: null,
  uploaded_by: null,
  compliance_uuids: [],
  checklist_uuids: [],
  regulation_guids: [],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('documentView', () => {
  const permit = doc({
    file_name: 'Permit 2026.pdf',
    size_bytes: 5000,
    created_at: '2026-03-01T00:00:00.000Z',
    folder_uuid: 'f1',
  });
  const audit = doc({
    file_name: 'audit-report.docx',
    size_bytes: 200,
    created_at: '2026-01-01T00:00:00.000Z',
  });
  const photo = doc({
    file_name: 'Boiler photo.jpg',
    size_bytes: 90_000,
    created_at: '2026-02-01T00:00:00.000Z',
    folder_uuid: 'f1',
  });
  const all = [permit, audit, photo];
  const names = (d: DocumentDoc[]) => d.map((x) => x.file_name);

  it('sorts newest first by default, by name ascending, by size either way', () => {
    expect(names(documentView(all))).toEqual([
      'Permit 2026.pdf',
      'Boiler photo.jpg',
      'audit-report.docx',
    ]);
    expect(names(documentView(all, { sort: 'name' }))).toEqual([
      'audit-report.docx',
      'Boiler photo.jpg',
      'Permit 2026.pdf',
    ]);
    expect(names(documentView(all, { sort: 'size', dir: 'asc' }))).toEqual([
      'audit-report.docx',
      'Permit 2026.pdf',
      'Boiler photo.jpg',
    ]);
    expect(names(documentView(all, { sort: 'size', dir: 'desc' }))).toEqual([
      'Boiler photo.jpg',
      'Permit 2026.pdf',
      'audit-report.docx',
    ]);
  });

  it('searches the name ignoring case, and filters by folder and by a set of ids', () => {
    expect(names(documentView(all, { search: '  PERMIT ' }))).toEqual(['Permit 2026.pdf']);
    expect(names(documentView(all, { folder: 'f1', sort: 'name' }))).toEqual([
      'Boiler photo.jpg',
      'Permit 2026.pdf',
    ]);
    expect(names(documentView(all, { only: new Set([audit.id]) }))).toEqual(['audit-report.docx']);
    expect(documentView(all, { search: 'nothing like it' })).toEqual([]);
  });
});
