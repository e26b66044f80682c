/**
 * Content stored in both languages (`*_en` / `*_id` fields): the text in the current language,
 * falling back to the other when that one is empty.
 */
import type { Language } from '../../contract/enums';

export function inLanguage(
  en: string | null | undefined,
  id: string | null | undefined,
  lang: Language,
): string | null {
  const [first, second] = lang === 'id' ? [id, en] : [en, id];
  if (first && first.trim()) return first;
  if (second && second.trim()) return second;
  return null;
}
