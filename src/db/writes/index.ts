/**
 * The write kit, as screens and features use it (the lint zones allow only this entry point and
 * src/db/hooks): declare a write with `defineWrite`, run it with `write.run(input)`, show its
 * state with `useWriteState`. See README.md.
 */
export { defineWrite } from './run-write';
export { endpointCall, endpointFormCall } from './define-write';
export { answerOf } from './answer-of';
export type { Write, WriteDefinition, WriteLabel, WriteResult, WriteTarget } from './define-write';
export type { AppCollections } from '../database';
export { useWriteFailures, useWriteState } from './use-write-state';
export { forgetWriteFailure } from './forget-failure';
export { settleWithOutbox, startWrites } from './outcomes';
export { defineFileWrite, cancelKeptFile, retryKeptFile, resumeFileWrites } from './file-write';
export type { FileWrite, UploadProgress } from './file-write';
export type { KeptFile, KeptFileState } from './kept-files';
export { useKeptFiles, useUploadProgress } from './use-kept-files';
