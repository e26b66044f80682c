/** What the settings area offers the other areas; they import nothing else of it. */
export { SETTINGS_UPDATE } from './settings.policy';
