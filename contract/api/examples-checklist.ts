/** Example answers of the checklist, comments, reminders and confirmation routes (API reference; checked against their schemas). */
import type {
  ChecklistAnswer,
  ChecklistItem,
  CommentItem,
  ConfirmResult,
  DiffsAnswer,
  ReminderItem,
} from './checklists';

const COMPLIANCE = '3f1c2a9e-7b4d-4e21-9a53-0c6d8e2f4b17';

export const checklistItemExample: ChecklistItem = {
  checklist_uuid: '9b2e4c71-1d3a-4f5e-8a6b-2c7d9e0f1a23',
  compliance_uuid: COMPLIANCE,
  title: 'Submit the quarterly monitoring report',
  due_date: '2026-12-15',
  isClaimChecklist: false,
  sort: 0,
  created_at: '2026-11-02T03:15:00.000Z',
  updated_at: '2026-11-20T08:40:00.000Z',
};

export const checklistAnswerExample: ChecklistAnswer = {
  compliance_uuid: COMPLIANCE,
  data: [
    checklistItemExample,
    {
      ...checklistItemExample,
      checklist_uuid: 'c1d2e3f4-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      title: 'Keep the receipt',
      due_date: null,
      isClaimChecklist: true,
      sort: 1,
    },
  ],
  total: 2,
  claimed: 1,
};

export const commentExample: CommentItem = {
  comment_uuid: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
  compliance_uuid: COMPLIANCE,
  user_uuid: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  user_name: 'Sari Wulandari',
  body: 'Evidence uploaded, ready for audit.',
  edited: false,
  created_at: '2026-11-21T02:00:00.000Z',
  updated_at: '2026-11-21T02:00:00.000Z',
};

export const reminderExample: ReminderItem = {
  reminder_uuid: '7c8d9e0f-1a2b-4c3d-9e4f-5a6b7c8d9e0f',
  compliance_uuid: COMPLIANCE,
  remind_at: '2026-12-08T02:00:00.000Z',
  message: 'Deadline in one week: check the evidence.',
  sent_at: null,
  created_at: '2026-11-22T09:00:00.000Z',
};

export const confirmExample: ConfirmResult = {
  outcome: 'success',
  old_compliance_uuid: COMPLIANCE,
  compliance_uuid: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
  version_code: 2,
  old_is_active: false,
};

export const diffsExample: DiffsAnswer = {
  compliance_uuid: COMPLIANCE,
  before_version: 1,
  after_version: 2,
  information: [
    {
      field: 'comp_title',
      before: 'Report waste water quality',
      after: 'Report waste water quality',
      changed: false,
    },
    { field: 'topic_title', before: 'Environment', after: 'Environment', changed: false },
    { field: 'subtopic_title', before: 'Waste water', after: 'Waste water', changed: false },
    { field: 'cat_name', before: 'Manufacturing', after: 'Manufacturing', changed: false },
    { field: 'sanction', before: 'Administrative', after: 'Criminal', changed: true },
    { field: 'priority', before: 'Medium', after: 'High', changed: true },
  ],
  checklist: [
    {
      field: 'checklist',
      before: ['Sample the outlet'],
      after: ['Sample the outlet', 'Send the lab report'],
      changed: true,
    },
  ],
  regulation: [
    {
      field: 'regulation_obligation_description',
      before: 'Report monthly.',
      after: 'Report monthly.',
      changed: false,
    },
    {
      field: 'regulation_penalty_description',
      before: 'Article 40: written warning.',
      after: 'Article 41: fine.',
      changed: true,
    },
  ],
};
