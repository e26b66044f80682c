import { installFakeIndexedDb } from '../../test/indexeddb';
import { MantineProvider } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentDetail, RelationCandidate } from '../../../contract/api/documents';
import type { DocumentDoc } from '../../db/hooks/documents';
import { resetWriteState } from '../../db/writes/writes.fixtures';
import { installFakeApi, uninstallFakeApi, type FakeHandler } from '../../lib/api-fake';
import { i18n } from '../../lib/i18n';
import { session, setProfile } from '../../state/session';
import { localTestDatabase } from '../../test/library-fixtures';
import { listPage, makeProfile } from '../../test/fixtures';
import { DocumentDetailScreen } from './document-detail-screen';

installFakeIndexedDb();

vi.mock('./preview/pdf-viewer', () => ({ default: () => <div data-testid="pdf-viewer" /> }));

const db = localTestDatabase({ afterAll: uninstallFakeApi });
const AT = '2026-01-15T08:30:00.000Z';
const DOC = 'd1d1d1d1-0000-4000-8000-000000000001';
const COMPLIANCE = 'c1c1c1c1-0000-4000-8000-000000000001';
const REGULATION = 'e1e1e1e1-0000-4000-8000-000000000001';
const REL_C = 'a1a1a1a1-0000-4000-8000-000000000001';
const REL_R = 'a1a1a1a1-0000-4000-8000-000000000002';

const doc: DocumentDoc = {
  id: DOC,
  file_name: 'Boiler report.docx',
  extension: 'docx',
  mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  size_bytes: 4096,
  folder_uuid: null,
  uploaded_by: null,
  compliance_uuids: [COMPLIANCE],
  checklist_uuids: [],
  regulation_guids: [REGULATION],
  created_at: AT,
  updated_at: AT,
};

const detail: DocumentDetail = {
  document_uuid: DOC,
  file_name: doc.file_name,
  extension: 'docx',
  mime_type: doc.mime_type,
  size_bytes: 4096,
  sha256: null,
  folder_uuid: null,
  folder_name: null,
  uploaded_by: null,
  uploader_name: 'Ana Putri',
  relations_count: 2,
  is_bookmarked: false,
  created_at: AT,
  updated_at: AT,
  folder: null,
  relations: [
    {
      relation_uuid: REL_C,
      type: 'compliance',
      target_uuid: COMPLIANCE,
      title: 'Boiler operating permit',
      compliance_uuid: COMPLIANCE,
      created_at: AT,
    },
    {
      relation_uuid: REL_R,
      type: 'regulation',
      target_uuid: REGULATION,
      title: 'PP 22 2021',
      compliance_uuid: null,
      created_at: AT,
    },
  ],
};

function renderDetail(id = DOC) {
  setProfile(
    makeProfile({
      modules: ['documents'],
      privileges: { documents: { view: true, create: true, update: true, delete: true } },
    }),
  );
  session.token = 'test-token';
  const root = createRootRoute({ component: Outlet });
  const app = createRoute({ getParentRoute: () => root, id: 'app', component: Outlet });
  const routes = [
    createRoute({
      getParentRoute: () => app,
      path: 'documents/$documentId',
      component: DocumentDetailScreen,
    }),
  ];
  const router = createRouter({
    routeTree: root.addChildren([app.addChildren(routes)]),
    history: createMemoryHistory({ initialEntries: [`/documents/${id}`] }),
  });
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return user;
}

const serve =
  (more: FakeHandler): FakeHandler =>
  (req) => {
    if (req.url === `/documents/detail/${DOC}`)
      return { status: 200, body: { message: 'OK', data: detail } };
    return more(req);
  };

beforeEach(async () => {
  await db().documents.find().remove();
  await resetWriteState(db());
  await db().documents.insert(doc);
});

describe('the document detail', () => {
  it('shows the document, "Sorry file can\'t preview" for a Word file, and its relations with links', async () => {
    installFakeApi(serve(() => ({ status: 404, body: {} })));
    renderDetail();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Boiler report.docx' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('preview-unsupported')).toHaveTextContent("Sorry file can't preview");
    const relations = await screen.findByTestId('document-relations');
    expect(
      within(relations).getByRole('link', { name: 'Boiler operating permit' }),
    ).toHaveAttribute('href', `/compliance/${COMPLIANCE}`);
    expect(within(relations).getByRole('link', { name: 'PP 22 2021' })).toHaveAttribute(
      'href',
      `/regulations/${REGULATION}`,
    );
    expect(screen.getByText('Ana Putri')).toBeInTheDocument();
  });

  it('removes a relation and reads the relations again', async () => {
    const requests = installFakeApi(
      serve((req) =>
        req.method === 'delete'
          ? { status: 200, body: { message: 'OK', data: null } }
          : { status: 404, body: {} },
      ),
    );
    const user = renderDetail();
    await user.click(
      await screen.findByRole('button', { name: 'Remove the relation to PP 22 2021' }),
    );
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'delete')?.url).toBe(`/documents/map/${REL_R}`),
    );
    await waitFor(() =>
      expect(requests.filter((r) => r.url === `/documents/detail/${DOC}`)).toHaveLength(2),
    );
  });

  it('relates the document to a regulation found by the search', async () => {
    const candidate: RelationCandidate = {
      type: 'regulation',
      target_uuid: REGULATION,
      title: 'UU 32 2009',
      compliance_uuid: null,
      is_related: false,
      relation_uuid: null,
    };
    const requests = installFakeApi(
      serve((req) => {
        if (req.url === '/documents/search-relation')
          return {
            status: 200,
            body: {
              message: 'OK',
              data: listPage(req.params.type === 'regulation' ? [candidate] : []),
            },
          };
        if (req.url === '/documents/map') return { status: 200, body: { message: 'OK', data: [] } };
        return { status: 404, body: {} };
      }),
    );
    const user = renderDetail();
    await user.click(await screen.findByTestId('detail-relate'));
    const dialog = await screen.findByRole('dialog', { name: 'Relate document' });
    await user.click(within(dialog).getByText('Regulation'));
    await user.click(await within(dialog).findByRole('button', { name: 'Relate: UU 32 2009' }));
    await waitFor(() =>
      expect(requests.find((r) => r.url === '/documents/map')?.body).toEqual({
        document_uuid: DOC,
        compliance_uuids: [],
        checklist_uuids: [],
        regulation_guids: [REGULATION],
      }),
    );
    expect(
      requests.find((r) => r.url === '/documents/search-relation' && r.params.type === 'regulation')
        ?.params.document_uuid,
    ).toBe(DOC);
  });

  it('says when the document is not in the library', async () => {
    installFakeApi(() => ({ status: 404, body: {} }));
    renderDetail('d9d9d9d9-0000-4000-8000-000000000009');
    expect(await screen.findByTestId('document-not-found')).toHaveTextContent(
      'This document is not in your library',
    );
  });
});
