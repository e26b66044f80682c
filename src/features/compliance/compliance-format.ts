/** Small readings of a compliance document shared by the list, the detail and My work. */
import type { ComplianceMemberDoc } from '../../../contract/collections/compliances';
import type { Language } from '../../../contract/enums';
import type { ComplianceDoc } from '../../db/hooks/compliances';
import { inLanguage } from '../../lib/bilingual';
import { formatMediumDate } from '../../lib/date-format';

/** Today as YYYY-MM-DD in the user's own time zone (deadlines are calendar dates). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** YYYY-MM-DD plus `days`. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Sunday ending the ISO week (Monday to Sunday) of `day`. */
export function endOfWeek(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, weekday === 0 ? 0 : 7 - weekday);
}

export const titleOf = (
  c: Pick<ComplianceDoc, 'comp_title_en' | 'comp_title_id'>,
  lang: Language,
) => inLanguage(c.comp_title_en, c.comp_title_id, lang) ?? '';

export const membersWith = (
  c: Pick<ComplianceDoc, 'members'>,
  roles: ComplianceMemberDoc['role_code'][],
) => c.members.filter((m) => roles.includes(m.role_code));

/** The PIC's name, or the group PIC's when no PIC is set. */
export function picName(c: Pick<ComplianceDoc, 'members'>): string | null {
  return membersWith(c, ['pic'])[0]?.name ?? membersWith(c, ['group_pic'])[0]?.name ?? null;
}

/** A calendar date in the user's language (the date itself, never shifted by the time zone). */
export function formatDay(day: string, lang: Language): string {
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  return formatMediumDate(d, lang, true);
}
