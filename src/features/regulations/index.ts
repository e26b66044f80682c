/**
 * What the regulations area offers other areas: a regulation's documents with their downloads; the
 * search-as-you-type picker and the regulation search as its choices (an own obligation's related
 * regulations in the library).
 */
export { RegulationDocuments } from './regulation-documents';
export { RemotePicker, type Picked } from './remote-picker';
export { regulationChoices } from './regulation-authoring.api';
