/** What the documents area offers the other areas; they import nothing else of it. */
export { loadDocuments } from './documents.sync';
