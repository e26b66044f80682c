import { installFakeIndexedDb } from '../../test/indexeddb';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SectorDetail } from '../../../contract/api/library';
import {
  installFakeApi,
  uninstallFakeApi,
  type FakeHandler,
  type RecordedRequest,
} from '../../lib/api-fake';
import { i18n, setLanguage } from '../../lib/i18n';
import { session, setProfile } from '../../state/session';
import { makeProfile } from '../../test/fixtures';
import { AuthoringScreen } from './authoring-screen';

installFakeIndexedDb();

const ok = (data: unknown, status = 200) => ({ status, body: { message: 'Success', data } });
const S = '11111111-1111-4111-8111-111111111111';
const T1 = '22222222-2222-4222-8222-222222222222';
const T2 = '33333333-3333-4333-8333-333333333333';
const O1 = '44444444-4444-4444-8444-444444444444';
const ob = {
  obligation_uuid: O1,
  comp_title: 'Report waste',
  type: 'periodic',
  priority: 'high',
  sanction: 'none',
  obligation_status: 0,
  version_code: 1,
  is_active: true,
  authoring: { is_published: false, draft: null },
};
const topic = (
  id: string,
  title: string,
  authoring: SectorDetail['authoring'],
  obligations: unknown[] = [],
) => ({
  topic_uuid: id,
  parent_uuid: null,
  title: title,
  title_en: title,
  title_id: title,
  sort: 0,
  obligations,
  subtopics: [],
  authoring,
});
const tree = {
  sector_uuid: S,
  code: 'ENV',
  name: 'Environment',
  name_en: 'Environment',
  name_id: 'Lingkungan',
  description: null,
  description_en: null,
  description_id: null,
  sort: 0,
  version: 1,
  is_active: true,
  last_published_at: null,
  last_synced_at: null,
  authoring: { is_published: true, draft: null },
  topics: [
    topic(T1, 'Waste', { is_published: true, draft: { title_en: 'Hazardous waste' } }, [ob]),
    topic(T2, 'Water', { is_published: false, draft: null }),
  ],
};

function serve(writes: FakeHandler = () => ok(null)): RecordedRequest[] {
  return installFakeApi((r) => {
    if (r.method === 'get' && r.url === '/v2/sectors')
      return ok({
        data: [
          {
            sector_uuid: S,
            code: 'ENV',
            name: 'Environment',
            name_en: 'Environment',
            name_id: 'Lingkungan',
            description: null,
            sort: 0,
            version: 1,
            topic_count: 2,
            obligation_count: 1,
            last_published_at: null,
            last_synced_at: null,
          },
        ],
        page: 1,
        limit: 1,
        total: 1,
        total_page: 1,
        last_sync_at: null,
      });
    if (r.method === 'get' && r.url === `/v2/sectors/${S}`) return ok(tree);
    return writes(r);
  });
}

async function openSector() {
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <AuthoringScreen />
      </MantineProvider>
    </I18nextProvider>,
  );
  await user.click(await screen.findByLabelText('Sector', { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: 'ENV · Environment' }));
  await screen.findByTestId('authoring-sector');
  return user;
}

beforeEach(async () => {
  await setLanguage('en');
  setProfile(
    makeProfile({
      modules: ['content'],
      privileges: { content: { view: true, create: true, update: true, delete: true } },
    }),
  );
  session.token = 'test-token';
});
afterEach(() => uninstallFakeApi());

describe('authoring workspace', () => {
  it('shows the tree with its draft badges and the pending titles, and reorders with Move down', async () => {
    const requests = serve();
    const user = await openSector();
    const [first, second] = screen.getAllByTestId('authoring-topic');
    expect(within(first).getByText('Hazardous waste')).toBeInTheDocument();
    expect(within(first).getAllByTestId('badge-changes')).toHaveLength(1);
    expect(within(second).getByTestId('badge-draft')).toHaveTextContent('Draft');
    expect(within(first).getByTestId('authoring-obligation')).toHaveTextContent('Report waste');
    await user.click(screen.getByRole('button', { name: 'Move Hazardous waste down' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'put' && r.url === '/topic/sort')?.body).toEqual({
        sector_uuid: S,
        parent_uuid: null,
        topic_uuids: [T2, T1],
      }),
    );
    expect(screen.getByRole('button', { name: 'Move Hazardous waste up' })).toBeDisabled();
  }, 60_000);

  it('moves an obligation with Move to…, and bulk-deactivates the selected ones', async () => {
    const requests = serve();
    const user = await openSector();
    await user.click(screen.getByRole('button', { name: 'Actions for Report waste' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move to…' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Topic', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Water' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(requests.find((r) => r.url === '/move/regframe')?.body).toEqual({
        type: 'obligation',
        obligation_uuid: O1,
        target_topic_uuid: T2,
      }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select Report waste' }));
    await user.click(
      within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Deactivate' }),
    );
    await waitFor(() =>
      expect(requests.find((r) => r.url === '/v3/obligation/bulk-activation')?.body).toEqual({
        is_active: false,
        obligation_uuid: [O1],
      }),
    );
  }, 60_000);

  it('keeps the server’s refusal in the topic dialog', async () => {
    serve((r) =>
      r.url === '/topics/create'
        ? {
            status: 400,
            body: {
              message: 'This field is required',
              errors: { title_en: ['This field is required'] },
            },
          }
        : ok(null),
    );
    const user = await openSector();
    await user.click(screen.getByRole('button', { name: 'New topic' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This field is required');
  }, 60_000);
});

describe('sector versions', () => {
  const P1 = '55555555-5555-4555-8555-555555555555';
  const compare = {
    sector_uuid: S,
    last_version: 1,
    added: [
      {
        obligation_uuid: P1,
        comp_title_en: 'Train staff',
        comp_title_id: 'Latih staf',
        version_code: 1,
      },
    ],
    changed: [
      {
        obligation_uuid: O1,
        comp_title_en: 'Report waste',
        comp_title_id: 'Laporkan limbah',
        version_code: 2,
        fields: [{ field: 'priority', before: 'medium', after: 'high' }],
      },
    ],
    repealed: [],
  };

  it('shows what the version changes, refuses a lower number with the server message, and publishes, then offers the delivery', async () => {
    let refuse = true;
    const requests = serve((r) => {
      if (r.url === '/sectors/dynamic-content-publish-result-compare') return ok(compare);
      if (r.url === '/sectors/dynamic-content-publish') {
        if (refuse)
          return {
            status: 400,
            body: {
              message: 'Validation error',
              errors: {
                version: ['The new version must be greater than or equal to the last version'],
              },
            },
          };
        return ok({
          version_uuid: P1,
          sector_uuid: S,
          version: 2,
          published_at: '2026-11-23',
          added: 1,
          changed: 1,
          repealed: 0,
        });
      }
      return ok(null);
    });
    const user = await openSector();
    await user.click(screen.getByTestId('publish-version'));
    const dialog = await screen.findByRole('dialog', { name: 'Publish a sector version' });
    expect(await within(dialog).findByText('1 added')).toBeInTheDocument();
    expect(within(dialog).getByText('1 changed')).toBeInTheDocument();
    expect(within(dialog).getByText('Train staff')).toBeInTheDocument();
    const row = within(within(dialog).getByTestId('version-changed')).getByRole('row', {
      name: /Priority/,
    });
    expect(row).toHaveTextContent('PriorityMediumHigh');
    // The number starts one above the last version.
    expect(within(dialog).getByTestId('version-number')).toHaveValue('2');
    await user.click(within(dialog).getByRole('button', { name: 'Publish version 2' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The new version must be greater than or equal to the last version',
    );
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Publish version 2' }));
    expect(await screen.findByRole('dialog', { name: 'Version 2 published' })).toHaveTextContent(
      'Added 1, changed 1, repealed 0',
    );
    expect(
      requests.filter((r) => r.url === '/sectors/dynamic-content-publish').at(-1)?.body,
    ).toEqual({ sector_uuid: S, version: 2 });
  }, 60_000);

  it('delivers the last version and follows the job with reads until every company is done', async () => {
    let asked = 0;
    const company = (done: boolean) => ({
      company_uuid: P1,
      name: 'PT Sejahtera',
      done,
      created: done ? 1 : 0,
      confirmations: done ? 2 : 0,
      deactivated: 0,
    });
    const requests = serve((r) => {
      if (r.method === 'post' && r.url === '/sectors/sync-dynamic-content-data')
        return ok({ job_uuid: P1, state: 'queued', version_uuid: P1, version: 2, companies: [] });
      if (r.method === 'get' && r.url === `/sectors/sync-progress/${S}`) {
        asked += 1;
        const done = asked >= 3;
        return ok({
          job_uuid: P1,
          state: done ? 'done' : 'running',
          version_uuid: P1,
          version: 2,
          companies: [company(done)],
        });
      }
      return ok(null);
    });
    const user = await openSector();
    await user.click(screen.getByTestId('sync-sector'));
    const dialog = await screen.findByRole('dialog', { name: 'Deliver to customers' });
    expect(await within(dialog).findByText('Version 2: delivering')).toBeInTheDocument();
    expect(within(dialog).getByText('0 of 1 companies done')).toBeInTheDocument();
    expect(
      await within(dialog).findByText('Version 2: delivered', {}, { timeout: 8_000 }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('1 new, 2 to confirm, 0 deactivated')).toBeInTheDocument();
    expect(within(dialog).getByText('1 of 1 companies done')).toBeInTheDocument();
    expect(asked).toBe(3);
    // The delivery is asked for once; following it only reads.
    expect(requests.filter((r) => r.url === '/sectors/sync-dynamic-content-data')).toHaveLength(1);
  }, 60_000);
});

describe('regulation changes', () => {
  it('marks an obligation whose regulation changed its legal status, saying from what to what', async () => {
    const flagged = {
      ...ob,
      authoring: {
        is_published: true,
        draft: null,
        regulation_changed: {
          regulation_guid: 'r',
          from: 'in_effect',
          to: 'repealed',
          at: '2026-11-23T10:00:00Z',
        },
      },
    };
    const original = tree.topics[0].obligations;
    tree.topics[0].obligations = [flagged];
    try {
      serve();
      await openSector();
      const badge = within(screen.getByTestId('authoring-obligation')).getByTestId(
        'badge-regulation-changed',
      );
      expect(badge).toHaveTextContent('Regulation Repealed');
      expect(badge.getAttribute('title')).toContain('changed from In effect to Repealed');
    } finally {
      tree.topics[0].obligations = original;
    }
  }, 60_000);
});
