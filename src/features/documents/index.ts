/**
 * What the documents area offers other areas: the upload (./upload: the button picking files or a
 * photo, the list of files kept until uploaded), the document preview (compliance evidence may
 * show it), size formatting.
 */
export { PendingUploads, UploadFilesButton, formatBytes } from './upload';
export type { PendingUploadsProps, UploadFilesButtonProps } from './upload';
export { DocumentPreview } from './preview/document-preview';
export { formatSize, previewKind } from './document-format';
