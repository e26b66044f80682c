/** Example answers of the file routes (API reference; checked against their schemas). */
import type {
  GenericUploadAnswer,
  UploadedDocument,
  UploadedRegulationDocument,
} from './documents-files';

const AT = '2026-01-15T08:30:00.000Z';
const SHA = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

export const uploadedDocumentExample: UploadedDocument = {
  document_uuid: '3b9e1f2a-7c4d-4e8f-9a1b-2c3d4e5f6a70',
  company_uuid: 'c29e0d1a-6b5f-4e9c-9a0b-3c4d5e6f7a89',
  folder_uuid: '4caf2a3b-8d5e-4f90-8b2c-3d4e5f6a7b81',
  file_name: 'Fire extinguisher tag - line 3.jpg',
  extension: 'jpg',
  mime_type: 'image/jpeg',
  size_bytes: 482133,
  sha256: SHA,
  uploaded_by: 'b18d9c0f-5a4e-4d8b-8f9a-2b3c4d5e6f78',
  relation_uuid: '5db03b4c-9e6f-4a01-9c3d-4e5f6a7b8c92',
  compliance_uuid: 'e4b02f3c-8d7b-4a1e-9c2d-5e6f7a8b9c01',
  checklist_uuid: '6ec14c5d-0f70-4b12-8d4e-5f6a7b8c9da3',
  created_at: AT,
  updated_at: AT,
};

export const uploadedRegulationDocumentExample: UploadedRegulationDocument = {
  doc_guid: '7fd25d6e-1a81-4c23-9e5f-6a7b8c9d0eb4',
  regulation_guid: '80e36e7f-2b92-4d34-8f60-7b8c9d0e1fc5',
  alias_name: 'Government Regulation 22 of 2021 (official gazette)',
  file_name: 'PP-22-2021.pdf',
  extension: 'pdf',
  size_bytes: 1830222,
  mime_type: 'application/pdf',
  sha256: SHA,
  created_at: AT,
};

export const regulationDocDeleteExample = { deleted: ['7fd25d6e-1a81-4c23-9e5f-6a7b8c9d0eb4'] };

export const genericUploadExample: GenericUploadAnswer = {
  key: '91f47f80-3ca3-4e45-9071-8c9d0e1f2ad6.png',
  url: '/api/uploads/91f47f80-3ca3-4e45-9071-8c9d0e1f2ad6.png',
  file_name: 'hierarchy-diagram.png',
  mime_type: 'image/png',
  size_bytes: 20544,
  sha256: SHA,
};
