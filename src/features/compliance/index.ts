/** What the compliance area offers other areas (home's My work). */
export { addDays, endOfWeek, localToday } from './compliance-format';
