/**
 * The words of an activity-log entry of a compliance: its action as a label in the user's
 * language (never the server's code), and what changed, read from the entry's before/after
 * (checklist items, comments, reminders, confirmations, status, deadline and priority).
 */
import type { TFunction } from 'i18next';
import type { ActivityLogItem } from '../../../contract/api/activity';
import { labelOf, PRIORITY_LABELS, PROCESS_STATUS_LABELS } from '../../../contract/labels';

/** The actions the server logs on a compliance (server/modules/{compliance,checklists,comments,members,reminders,confirmation}). */
export const ACTIVITY_ACTIONS = [
  'create',
  'update',
  'status',
  'start',
  'claim',
  'audit',
  'approve',
  'reject',
  'renewal_close',
  'renewal_open',
  'duplicate',
  'activate',
  'deactivate',
  'delete',
  'checklist_create',
  'checklist_update',
  'checklist_claim',
  'checklist_unclaim',
  'checklist_delete',
  'comment_create',
  'comment_update',
  'comment_delete',
  'member_create',
  'member_update',
  'member_delete',
  'assign',
  'reminder_create',
  'confirm_update',
] as const;
type KnownAction = (typeof ACTIVITY_ACTIONS)[number];

type Lang = 'en' | 'id';
type Json = Record<string, unknown> | null;
type T = TFunction<'compliance'>;

const str = (o: Json, k: string): string | null =>
  o && typeof o[k] === 'string' ? (o[k] as string) : null;
const quote = (text: string, max = 120) =>
  `“${text.length > max ? `${text.slice(0, max - 1)}…` : text}”`;

export function actionLabel(t: T, action: string): string {
  return (ACTIVITY_ACTIONS as readonly string[]).includes(action)
    ? t(`activity.action.${action as KnownAction}`)
    : t('activity.action.other');
}

function checklistWords(t: T, action: string, before: Json, after: Json, lang: Lang): string[] {
  const item = str(after, 'title') ?? str(before, 'title');
  const lines = item ? [t('activity.detail.item', { title: quote(item) })] : [];
  if (action === 'checklist_update' && before && after) {
    if (str(before, 'title') !== str(after, 'title'))
      lines.push(
        t('activity.detail.renamed', {
          from: quote(str(before, 'title') ?? ''),
          to: quote(str(after, 'title') ?? ''),
        }),
      );
    if (str(before, 'due_date') !== str(after, 'due_date'))
      lines.push(
        t('activity.detail.dueDate', {
          from: day(str(before, 'due_date'), t, lang),
          to: day(str(after, 'due_date'), t, lang),
        }),
      );
  }
  return lines;
}

const day = (d: string | null, t: T, lang: Lang) =>
  d
    ? new Date(`${d}T00:00:00Z`).toLocaleDateString(lang === 'id' ? 'id-ID' : 'en-GB', {
        dateStyle: 'medium',
        timeZone: 'UTC',
      })
    : t('activity.detail.none');

/** What changed, one line each; empty when the entry carries nothing to say. */
export function describeChange(t: T, item: ActivityLogItem, lang: Lang): string[] {
  const before = (item.before ?? null) as Json;
  const after = (item.after ?? null) as Json;
  const a = item.action;
  if (a.startsWith('checklist_')) return checklistWords(t, a, before, after, lang);
  if (a === 'comment_create') return str(after, 'body') ? [quote(str(after, 'body')!)] : [];
  if (a === 'comment_update')
    return [
      t('activity.detail.edited', {
        from: quote(str(before, 'body') ?? ''),
        to: quote(str(after, 'body') ?? ''),
      }),
    ];
  if (a === 'comment_delete')
    return str(before, 'body')
      ? [t('activity.detail.removed', { text: quote(str(before, 'body')!) })]
      : [];
  if (a === 'reminder_create') {
    const at = str(after, 'remind_at');
    const when = at
      ? new Date(at).toLocaleString(lang === 'id' ? 'id-ID' : 'en-GB', {
          dateStyle: 'medium',
          timeStyle: 'short',
        })
      : '';
    return [t('activity.detail.reminder', { when, message: quote(str(after, 'message') ?? '') })];
  }
  if (a === 'confirm_update') {
    if (str(after, 'outcome') === 'error') return [t('activity.detail.confirmFailed')];
    const lines: string[] = [];
    if (str(after, 'progress'))
      lines.push(
        t(
          str(after, 'progress') === 'new'
            ? 'activity.detail.startedNew'
            : 'activity.detail.carried',
        ),
      );
    if (str(after, 'deactivate_old'))
      lines.push(
        t(
          str(after, 'deactivate_old') === 'later'
            ? 'activity.detail.deactivateLater'
            : 'activity.detail.deactivateNow',
        ),
      );
    return lines;
  }
  const lines: string[] = [];
  const from = str(before, 'process_status');
  const to = str(after, 'process_status');
  if (to && from !== to)
    lines.push(
      from
        ? `${labelOf(PROCESS_STATUS_LABELS, from, lang)} → ${labelOf(PROCESS_STATUS_LABELS, to, lang)}`
        : labelOf(PROCESS_STATUS_LABELS, to, lang),
    );
  if (before && after && 'deadline' in after && str(before, 'deadline') !== str(after, 'deadline'))
    lines.push(
      t('activity.detail.deadline', {
        from: day(str(before, 'deadline'), t, lang),
        to: day(str(after, 'deadline'), t, lang),
      }),
    );
  if (
    before &&
    after &&
    str(after, 'priority') &&
    str(before, 'priority') !== str(after, 'priority')
  )
    lines.push(
      t('activity.detail.priority', {
        from: labelOf(PRIORITY_LABELS, str(before, 'priority') ?? '', lang),
        to: labelOf(PRIORITY_LABELS, str(after, 'priority')!, lang),
      }),
    );
  if (str(after, 'reason'))
    lines.push(t('activity.detail.reason', { reason: str(after, 'reason') }));
  return lines;
}
