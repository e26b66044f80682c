/** Example answers of the roles and groups routes (API reference; checked against their schemas). */
import type { GroupDetail, GroupItem, GroupLabelItem } from './groups';
import type { RoleDetail, RoleListItem } from './roles';

const ROLE = '3f6a1c2e-7b8d-4e9f-a0b1-c2d3e4f5a6b7';
const GROUP = '8c7d6e5f-4a3b-4c2d-9e1f-0a1b2c3d4e5f';
const PARENT = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const LABEL = '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
const USER = 'b18d9c0f-5a4e-4d8b-8f9a-2b3c4d5e6f78';

export const roleListExample: RoleListItem = {
  role_uuid: ROLE,
  role_name: 'Compliance officer',
  role_setting: 0,
  user_count: 4,
  group_count: 1,
  modules: [
    { module_code: 'compliance', view: true, create: true, update: true, delete: false },
    { module_code: 'library', view: true, create: false, update: false, delete: false },
  ],
};

export const roleDetailExample: RoleDetail = {
  ...roleListExample,
  matrix: [
    {
      module_code: 'library',
      name_en: 'Library',
      name_id: 'Pustaka',
      is_provider: false,
      view: true,
      create: false,
      update: false,
      delete: false,
    },
    {
      module_code: 'compliance',
      name_en: 'Compliance',
      name_id: 'Kepatuhan',
      is_provider: false,
      view: true,
      create: true,
      update: true,
      delete: false,
    },
    {
      module_code: 'users',
      name_en: 'Users',
      name_id: 'Pengguna',
      is_provider: false,
      view: false,
      create: false,
      update: false,
      delete: false,
    },
  ],
  users: [{ user_uuid: USER, name: 'Ayu Lestari', email: 'ayu@example.co.id', state: 'active' }],
  groups: [{ group_uuid: GROUP, name: 'Legal' }],
};

export const groupExample: GroupItem = {
  group_uuid: GROUP,
  name: 'Legal',
  parent_uuid: PARENT,
  label_uuid: LABEL,
  label_name: 'Department',
  role_uuid: ROLE,
  role_name: 'Compliance officer',
  member_count: 1,
};

export const groupDetailExample: GroupDetail = {
  ...groupExample,
  members: [{ user_uuid: USER, name: 'Ayu Lestari', email: 'ayu@example.co.id', state: 'active' }],
  children: [],
  path: [{ group_uuid: PARENT, name: 'Corporate affairs' }],
};

export const groupLabelExample: GroupLabelItem = {
  label_uuid: LABEL,
  name: 'Department',
  group_count: 3,
};
