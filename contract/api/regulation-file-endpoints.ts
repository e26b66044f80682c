/**
 * The provider's file calls, declared once (contract/endpoint.ts): regulation documents uploaded
 * and deleted, and the generic upload its content editor references (`POST /uploads`, served back
 * by `GET /uploads/{name}`). server/modules/regulations implements them (regulation-files.routes.ts).
 */
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { CONTENT_CREATE, CONTENT_DELETE } from './authoring-endpoints';
import {
  genericUploadAnswer,
  regulationDocDeleteAnswer,
  regulationDocDeleteBody,
  regulationDocUploadFields,
  regulationDocUploadQuery,
  uploadedRegulationDocument,
  uploadNameParams,
} from './documents-files';
import {
  genericUploadExample,
  regulationDocDeleteExample,
  uploadedRegulationDocumentExample,
} from './examples-documents-files';

export const regulationDocUpload = endpoint({
  method: 'POST',
  path: '/regulations/docs/upload',
  access: CONTENT_CREATE,
  summary: 'Uploads a document of a regulation',
  description:
    'Multipart: the file in `file` (type, name and size checked as every upload: 400, 413), `alias_name` optionally ' +
    '(the name readers see; the file’s name without extension otherwise). The regulation is in the query.',
  query: regulationDocUploadQuery,
  form: regulationDocUploadFields,
  response: uploadedRegulationDocument,
  status: 201,
  message: 'file_uploaded',
  example: uploadedRegulationDocumentExample,
  errors: [404],
});

export const regulationDocDelete = endpoint({
  method: 'DELETE',
  path: '/regulations/docs/delete',
  access: CONTENT_DELETE,
  summary: 'Deletes regulation documents, their rows and their stored files',
  description:
    'All or nothing: when one of the `doc_guid` is not found (or not the caller’s to edit), nothing is deleted (404).',
  body: regulationDocDeleteBody,
  response: regulationDocDeleteAnswer,
  example: regulationDocDeleteExample,
  errors: [404],
});

export const editorUpload = endpoint({
  method: 'POST',
  // Not the specification's POST /upload, which is the regframe import (`regframeImport`, spreadsheet-endpoints.ts).
  path: '/uploads',
  access: CONTENT_CREATE,
  summary: 'Stores a file the content editor references (an image in a regulation’s text)',
  description:
    'Multipart: the file in `file` (type, name and size checked as every upload). Answers its `key` and the `url` ' +
    'content refers to it by, `/api/uploads/<key>`, which any signed-in user can read.',
  form: z.object({}),
  response: genericUploadAnswer,
  status: 201,
  message: 'file_uploaded',
  example: genericUploadExample,
});

export const editorUploadGet = endpoint({
  method: 'GET',
  path: '/uploads/:name',
  access: { authenticated: true },
  summary: 'A file stored by POST /uploads (content images and attachments)',
  params: uploadNameParams,
  produces: 'application/octet-stream',
  response: z.null(),
  example: null,
  errors: [404, 416],
});
