/** What the settings area offers the app: the loader applying the company's theme. */
export { useCompanyThemeLoader } from './settings.api';
