/**
 * The users screen (/users): the company's users read online, page by page, with a search on
 * name and e-mail, a sort, a state filter and each user's roles, group, state and last login;
 * search, filter, sort and page live in the URL (list-search.ts). A
 * table on wide screens, cards on a phone; each row opens the user's detail. Users with the
 * module's create right get the New user and Invite dialogs.
 */
import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useNetwork } from '@mantine/hooks';
import { IconSearch, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnlineReadStatus } from '../../components/online-read-status';
import {
  USER_SORTS,
  USER_STATES,
  type UserItem,
  type UserSort,
  type UserState,
} from '../../../contract/api/users';
import { LabelledPagination } from '../../components/labelled-pagination';
import { ModuleGate } from '../../components/module-gate';
import { currentLanguage } from '../../lib/i18n';
import { useCan } from '../../state/permissions';
import { formatMoment, UserStateBadge } from './user-format';
import { UserForm } from './user-form';
import type { UsersSearch } from './list-search';
import { useUsers } from './users.api';
import { usePhone } from '../../components/use-phone';

export const USERS_PAGE_SIZE = 20;

function NameLink({ user }: { user: UserItem }) {
  return (
    <Anchor
      fw={500}
      renderRoot={(props) => <Link to="/users/$id" params={{ id: user.user_uuid }} {...props} />}
      data-testid="user-link"
    >
      {user.name}
    </Anchor>
  );
}

function useRowText() {
  const { t } = useTranslation('users');
  const lang = currentLanguage();
  return {
    roles: (u: UserItem) =>
      u.roles.length ? u.roles.map((r) => r.role_name).join(', ') : t('noRoles'),
    group: (u: UserItem) => u.group_name ?? t('noGroup'),
    lastLogin: (u: UserItem) =>
      u.last_login_at ? formatMoment(u.last_login_at, lang) : t('list.neverSignedIn'),
  };
}

function UserTable({ users }: { users: UserItem[] }) {
  const { t } = useTranslation('users');
  const text = useRowText();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover data-testid="users-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t('columns.email')}</Table.Th>
            <Table.Th>{t('columns.roles')}</Table.Th>
            <Table.Th>{t('columns.group')}</Table.Th>
            <Table.Th>{t('columns.state')}</Table.Th>
            <Table.Th>{t('columns.lastLogin')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((u) => (
            <Table.Tr key={u.user_uuid} data-testid="user-row">
              <Table.Td>
                <NameLink user={u} />
              </Table.Td>
              <Table.Td>{u.email}</Table.Td>
              <Table.Td>{text.roles(u)}</Table.Td>
              <Table.Td>{text.group(u)}</Table.Td>
              <Table.Td>
                <UserStateBadge state={u.state} />
              </Table.Td>
              <Table.Td>{text.lastLogin(u)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function UserCards({ users }: { users: UserItem[] }) {
  const { t } = useTranslation('users');
  const text = useRowText();
  return (
    <Stack gap="xs" data-testid="users-cards">
      {users.map((u) => (
        <Card key={u.user_uuid} withBorder padding="sm" data-testid="user-row">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <NameLink user={u} />
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {u.email}
              </Text>
            </Stack>
            <UserStateBadge state={u.state} />
          </Group>
          <Text size="sm" mt={6}>
            {t('columns.roles')}: {text.roles(u)}
          </Text>
          <Text size="sm">
            {t('columns.group')}: {text.group(u)}
          </Text>
          <Text size="sm">
            {t('columns.lastLogin')}: {text.lastLogin(u)}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}

function Users() {
  const { t } = useTranslation('users');
  const { online } = useNetwork();
  const phone = usePhone();
  const mayCreate = useCan('users', 'create');
  const search = useSearch({ from: '/app/users' }) as UsersSearch;
  const navigate = useNavigate({ from: '/users' });
  const sortBy: UserSort = search.sort ?? 'name';
  const sortValue = search.dir ?? 'asc';
  const state = search.state ?? null;
  const page = search.page ?? 1;
  const [dialog, setDialog] = useState<'create' | 'invite' | null>(null);
  /** A new search, filter or sort starts at page 1; a page change keeps the rest. */
  const update = (patch: Partial<UsersSearch>) =>
    void navigate({
      search: (prev: UsersSearch) => {
        const next: Record<string, unknown> = {
          ...prev,
          ...('page' in patch ? {} : { page: undefined }),
          ...patch,
        };
        for (const k of Object.keys(next))
          if (next[k] === undefined || next[k] === '' || (k === 'page' && next[k] === 1))
            delete next[k];
        return next as UsersSearch;
      },
      replace: !('page' in patch),
    });

  // The text box types freely; the URL (and the query) follow a moment later.
  const [text, setText] = useState(search.q ?? '');
  const [debounced] = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if ((search.q ?? '') !== debounced) update({ q: debounced || undefined });
    // only the typed text drives this
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  const query = {
    page,
    limit: USERS_PAGE_SIZE,
    sort_by: sortBy,
    sort_value: sortValue,
    ...(search.q ? { search: search.q } : {}),
    ...(state ? { state } : {}),
  };
  const users = useUsers(query, online);

  return (
    <Stack gap="md" data-testid="users-screen">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {t('list.title')}
        </Title>
        {mayCreate && (
          <Group gap="xs">
            <Button variant="light" onClick={() => setDialog('invite')} disabled={!online}>
              {t('list.invite')}
            </Button>
            <Button onClick={() => setDialog('create')} disabled={!online}>
              {t('list.create')}
            </Button>
          </Group>
        )}
      </Group>
      <Text c="dimmed">{t('list.intro')}</Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          style={{ flex: '1 1 16rem' }}
          leftSection={<IconSearch size={16} />}
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Select
          label={t('list.stateFilter')}
          data={[
            { value: '', label: t('list.allStates') },
            ...USER_STATES.map((s) => ({ value: s, label: t(`state.${s}`) })),
          ]}
          value={state ?? ''}
          onChange={(v) => update({ state: (v || undefined) as UserState | undefined })}
          allowDeselect={false}
          w={{ base: '100%', xs: 170 }}
        />
        <Select
          label={t('list.sortBy')}
          data={USER_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
          value={sortBy}
          onChange={(v) => v && update({ sort: v as UserSort, dir: undefined })}
          allowDeselect={false}
          w={{ base: 'calc(100% - 50px)', xs: 170 }}
        />
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={sortValue === 'asc' ? t('list.ascending') : t('list.descending')}
          title={sortValue === 'asc' ? t('list.ascending') : t('list.descending')}
          onClick={() => update({ dir: sortValue === 'asc' ? 'desc' : 'asc' })}
          data-testid="users-sort-dir"
        >
          {sortValue === 'asc' ? <IconSortAscending size={18} /> : <IconSortDescending size={18} />}
        </ActionIcon>
      </Group>
      <OnlineReadStatus
        read={users}
        testId="users"
        texts={{
          loading: t('list.loading'),
          offline: t('list.onlineOnly'),
          failed: (message) => t('list.loadFailed', { message }),
          retry: t('list.retry'),
        }}
      />
      {users.state === 'ready' && users.data.total === 0 && (
        <Text c="dimmed" data-testid="users-empty">
          {search.q || state ? t('list.noMatch') : t('list.empty')}
        </Text>
      )}
      {users.state === 'ready' && users.data.total > 0 && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="users-total">
            {t('list.total', { count: users.data.total })}
          </Text>
          {phone ? <UserCards users={users.data.data} /> : <UserTable users={users.data.data} />}
          {users.data.total_page > 1 && (
            <LabelledPagination
              total={users.data.total_page}
              value={page}
              onChange={(p) => update({ page: p })}
              size="sm"
            />
          )}
        </>
      )}
      {dialog && (
        <UserForm
          mode={{ kind: dialog }}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            users.reload();
          }}
        />
      )}
    </Stack>
  );
}

export function UsersScreen() {
  return (
    <ModuleGate module="users">
      <Users />
    </ModuleGate>
  );
}
