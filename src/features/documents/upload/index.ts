/** The upload of files into the library, online with progress or kept offline until sent. */
export { UploadFilesButton, type UploadFilesButtonProps } from './upload-files-button';
export { PendingUploads, type PendingUploadsProps } from './pending-uploads';
export { formatBytes } from './format-bytes';
