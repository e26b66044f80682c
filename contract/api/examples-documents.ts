/** Example answers of the document library's routes (API reference; checked against their schemas). */
import type {
  DocumentDetail,
  DocumentItem,
  DocumentRelation,
  FolderItem,
  RelationCandidate,
} from './documents';

const DOCUMENT = '3b7c1d2e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const FOLDER = '5d9e3f4a-6b7c-4d8e-9f0a-1b2c3d4e5f60';
const COMPLIANCE = 'e4b02f3c-8d7b-4a1e-9c2d-5e6f7a8b9c01';
const CHECKLIST = '7f1a5b6c-8d9e-4f0a-9b1c-2d3e4f5a6b71';
const USER = 'b18d9c0f-5a4e-4d8b-8f9a-2b3c4d5e6f78';
const AT = '2026-01-15T08:30:00.000Z';

export const documentExample: DocumentItem = {
  document_uuid: DOCUMENT,
  file_name: 'Fire extinguisher inspection 2026-01.pdf',
  extension: 'pdf',
  mime_type: 'application/pdf',
  size_bytes: 248_311,
  sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  folder_uuid: FOLDER,
  folder_name: 'Fire safety inspection',
  uploaded_by: USER,
  uploader_name: 'Ayu Lestari',
  relations_count: 2,
  is_bookmarked: false,
  created_at: AT,
  updated_at: AT,
};

export const documentRelationExample: DocumentRelation = {
  relation_uuid: '8a2b6c7d-9e0f-4a1b-8c2d-3e4f5a6b7c82',
  type: 'checklist',
  target_uuid: CHECKLIST,
  title: 'Inspect every extinguisher tag',
  compliance_uuid: COMPLIANCE,
  created_at: AT,
};

export const documentDetailExample: DocumentDetail = {
  ...documentExample,
  folder: {
    folder_uuid: FOLDER,
    name: 'Fire safety inspection',
    topic_uuid: null,
    compliance_uuid: COMPLIANCE,
  },
  relations: [
    documentRelationExample,
    {
      ...documentRelationExample,
      relation_uuid: '9b3c7d8e-0f1a-4b2c-9d3e-4f5a6b7c8d93',
      type: 'compliance',
      target_uuid: COMPLIANCE,
      title: 'Fire safety inspection',
    },
  ],
};

export const relationCandidateExample: RelationCandidate = {
  type: 'checklist',
  target_uuid: CHECKLIST,
  title: 'Inspect every extinguisher tag',
  compliance_uuid: COMPLIANCE,
  is_related: true,
  relation_uuid: documentRelationExample.relation_uuid,
};

export const folderExample: FolderItem = {
  folder_uuid: FOLDER,
  name: 'Fire safety inspection',
  topic_uuid: null,
  compliance_uuid: COMPLIANCE,
  parent_uuid: null,
  document_count: 12,
  created_at: AT,
  updated_at: AT,
};

export const pageExample = <T>(item: T) => ({
  data: [item],
  page: 1,
  limit: 10,
  total: 1,
  total_page: 1,
});
