/** What the spreadsheets area offers other areas: the download buttons and the downloads themselves. */
export { DownloadButtons, type DownloadItem } from './download-buttons';
export { spreadsheets } from './spreadsheets.api';
export { SectorDownloads } from './sector-downloads';
