/** What the regulations area offers other areas: a regulation's documents with their downloads. */
export { RegulationDocuments } from './regulation-documents';
