/** What the documents area offers other areas: the document preview (compliance evidence may show it). */
export { DocumentPreview } from './preview/document-preview';
export { previewKind } from './document-format';
