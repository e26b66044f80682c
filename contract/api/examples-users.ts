/** Example answers of the user management routes (API reference; checked against their schemas). */
import type { Page } from '../envelope';
import type { UserItem } from './users';

const AT = '2026-01-15T08:30:00.000Z';

export const userItemExample: UserItem = {
  user_uuid: 'b18d9c0f-5a4e-4d8b-8f9a-2b3c4d5e6f78',
  company_uuid: 'c29e0d1a-6b5f-4e9c-9a0b-3c4d5e6f7a89',
  email: 'ayu@example.co.id',
  name: 'Ayu Lestari',
  state: 'active',
  language: 'id',
  phone: '+62 21 555 0100',
  position: 'Compliance officer',
  group_uuid: 'f5c13a4d-9e8c-4b2f-8d3e-6f7a8b9c0d12',
  group_name: 'Legal',
  roles: [{ role_uuid: 'a6d24b5e-0f9d-4c3a-9e4f-7a8b9c0d1e23', role_name: 'Compliance officer' }],
  password_set: true,
  invitation: null,
  last_login_at: AT,
  created_at: AT,
};

export const invitedUserExample: UserItem = {
  ...userItemExample,
  user_uuid: '27f46d7a-2b1f-4e5c-9a6b-9c0d1e2f3a45',
  email: 'budi@example.co.id',
  name: 'Budi Santoso',
  state: 'invited',
  language: 'en',
  phone: null,
  position: null,
  password_set: false,
  invitation: {
    invitation_uuid: '38a57e8b-3c2a-4f6d-8b7c-0d1e2f3a4b56',
    created_at: AT,
    expires_at: '2026-01-22T08:30:00.000Z',
    expired: false,
  },
  last_login_at: null,
};

export const userListExample: Page<UserItem> = {
  data: [userItemExample, invitedUserExample],
  page: 1,
  limit: 20,
  total: 2,
  total_page: 1,
};
