/**
 * What the documents area offers other areas. For now the upload (src/features/documents/upload):
 * the button picking files or a photo, and the list of files kept until uploaded.
 */
export { PendingUploads, UploadFilesButton, formatBytes } from './upload';
export type { PendingUploadsProps, UploadFilesButtonProps } from './upload';
