import type { Language } from '../../contract/enums';

/** The `messages` namespace in one language, from a table of server messages (contract/messages*.ts). */
export function messagesIn<K extends string>(
  table: Record<K, { en: string; id: string }>,
  lang: Language,
): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of Object.keys(table) as K[]) out[key] = table[key][lang];
  return out;
}
