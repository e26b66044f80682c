/** Display helpers of the document library: sizes, dates, what a type can be previewed with. */
import type { Language } from '../../../contract/enums';
import { currentLanguage } from '../../lib/i18n';
import { formatBytes } from './upload/format-bytes';
import { dateTimeFormat } from '../../lib/date-format';

/** `1.5 MB`, `820 KB`, `12 B` (1024-based, one decimal under 10), in the app's language. */
export function formatSize(bytes: number): string {
  return formatBytes(bytes, currentLanguage());
}

export function formatDate(iso: string | null | undefined, lang: Language): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(lang, { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

export type PreviewKind = 'pdf' | 'image' | 'text' | 'none';

const IMAGE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/bmp',
  'image/avif',
]);
const TEXT_EXTENSIONS = new Set(['txt', 'csv', 'md', 'log', 'json', 'xml']);

/** Which viewer shows a file: PDF (pdf.js), an image, plain text, or none ("Sorry file can't preview"). */
export function previewKind(mime: string, extension: string): PreviewKind {
  const type = mime.toLowerCase().split(';')[0].trim();
  const ext = extension.toLowerCase().replace(/^\./, '');
  if (type === 'application/pdf' || ext === 'pdf') return 'pdf';
  // SVG may carry scripts: not shown inline
  if (IMAGE_TYPES.has(type)) return 'image';
  if (type.startsWith('text/') || TEXT_EXTENSIONS.has(ext)) return 'text';
  return 'none';
}
