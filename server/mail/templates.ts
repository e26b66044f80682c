/**
 * Mail templates: each renders a subject, a plain-text body and an HTML body in the recipient's
 * language. Every template is registered once in MAIL_TEMPLATES; `queueMail` renders by name, so
 * a mail's text is fixed when it is queued (a retry sends exactly what was queued).
 */
import type { Language } from '../../contract/enums';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export type MailTemplate<V> = (language: Language, vars: V) => RenderedMail;

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The shared shape of every mail: a greeting, paragraphs, an optional button link and a closing
 * line; the text and HTML bodies say the same thing. Values are escaped in the HTML body.
 */
export function layoutMail(parts: {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  closing: string;
}): RenderedMail {
  const text = [
    parts.greeting,
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ''] : []),
    parts.closing,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1a1b1e">',
    `<p>${escapeHtml(parts.greeting)}</p>`,
    ...parts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    parts.action
      ? `<p><a href="${escapeHtml(parts.action.url)}" style="display:inline-block;padding:10px 16px;background:#1864ab;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(parts.action.label)}</a></p>`
      : '',
    `<p>${escapeHtml(parts.closing)}</p>`,
    '</body></html>',
  ].join('');
  return { subject: parts.subject, text, html };
}

/** A mail written out in full by its sender (the provider's test mail, an admin's notice). */
export const plainTemplate: MailTemplate<{ subject: string; body: string }> = (_language, vars) =>
  layoutMail({ subject: vars.subject, greeting: '', paragraphs: [vars.body], closing: '' });
