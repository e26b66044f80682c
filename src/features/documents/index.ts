/** What the documents area offers other areas: the document preview (compliance evidence may show it), size formatting. */
export { DocumentPreview } from './preview/document-preview';
export { formatSize, previewKind } from './document-format';
