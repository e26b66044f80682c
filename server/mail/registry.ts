/**
 * Every mail template by name, one line each (the invitation and recovery mails, later the
 * reminder and expiry warnings). `queueMail` takes a name from here and that template's variables.
 */
import { plainTemplate } from './templates';
import { invitationTemplate } from './templates/invitation';
import { recoveryTemplate } from './templates/recovery';
import { reminderTemplate } from './templates/reminder';
import { inboxAnswerTemplate } from './templates/inbox-answer';
import { expiryWarningTemplate } from './templates/expiry-warning';

export const MAIL_TEMPLATES = {
  plain: plainTemplate,
  invitation: invitationTemplate,
  recovery: recoveryTemplate,
  reminder: reminderTemplate,
  'inbox-answer': inboxAnswerTemplate,
  'expiry-warning': expiryWarningTemplate,
};

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
export type MailVars<N extends MailTemplateName> = Parameters<(typeof MAIL_TEMPLATES)[N]>[1];
