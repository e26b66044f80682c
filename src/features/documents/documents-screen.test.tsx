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
import { beforeEach, describe, expect, it } from 'vitest';
import type { FolderItem } from '../../../contract/api/documents';
import { bookmarkId } from '../../../contract/sync';
import type { DocumentDoc } from '../../db/hooks/documents';
import { resetWriteState } from '../../db/writes/writes.fixtures';
import { installFakeApi, uninstallFakeApi, type FakeHandler } from '../../lib/api-fake';
import { i18n } from '../../lib/i18n';
import { localTestDatabase } from '../../test/library-fixtures';
import { makeProfile, listPage } from '../../test/fixtures';
import { session, setProfile } from '../../state/session';
import { DocumentDetailScreen } from './document-detail-screen';
import { DocumentsScreen } from './documents-screen';

installFakeIndexedDb();

const db = localTestDatabase({ afterAll: uninstallFakeApi });
const FOLDER = 'f0f0f0f0-0000-4000-8000-000000000001';
const AT = '2026-01-15T08:30:00.000Z';

const folder: FolderItem = {
  folder_uuid: FOLDER,
  name: 'Fire safety',
  topic_uuid: null,
  compliance_uuid: null,
  parent_uuid: null,
  document_count: 1,
  created_at: AT,
  updated_at: AT,
};

function aDoc(over: Partial<DocumentDoc>): DocumentDoc {
  return {
    id: crypto.randomUUID(),
    file_name: 'file.pdf',
    extension: 'pdf',
    mime_type: 'application/pdf',
    size_bytes: 2048,
    folder_uuid: null,
    uploaded_by: null,
    compliance_uuids: [],
    checklist_uuids: [],
    regulation_guids: [],
    created_at: AT,
    updated_at: AT,
    ...over,
  };
}

function signIn(rights: { update: boolean; delete: boolean; create?: boolean }) {
  setProfile(
    makeProfile({
      modules: ['documents', 'bookmarks'],
      privileges: { documents: { view: true, create: true, ...rights } },
    }),
  );
  session.token = 'test-token';
}

function renderLibrary(path = '/documents') {
  const root = createRootRoute({ component: Outlet });
  const app = createRoute({ getParentRoute: () => root, id: 'app', component: Outlet });
  const routes = [
    createRoute({ getParentRoute: () => app, path: 'documents', component: DocumentsScreen }),
    createRoute({
      getParentRoute: () => app,
      path: 'documents/$documentId',
      component: DocumentDetailScreen,
    }),
  ];
  const router = createRouter({
    routeTree: root.addChildren([app.addChildren(routes)]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const user = userEvent.setup();
  const { unmount } = render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return { user, router, unmount };
}

const answering =
  (more: FakeHandler = () => ({ status: 404, body: { message: 'Not found' } })): FakeHandler =>
  (req) => {
    if (req.url === '/folders/list')
      return { status: 200, body: { message: 'OK', data: listPage([folder]) } };
    return more(req);
  };

const permit = aDoc({
  file_name: 'Permit.pdf',
  size_bytes: 5000,
  created_at: '2026-03-01T00:00:00.000Z',
  folder_uuid: FOLDER,
});
const audit = aDoc({
  file_name: 'audit-report.docx',
  extension: 'docx',
  mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  size_bytes: 200,
  created_at: '2026-01-01T00:00:00.000Z',
});
const notes = aDoc({
  file_name: 'notes.txt',
  extension: 'txt',
  mime_type: 'text/plain',
  size_bytes: 90_000,
  created_at: '2026-02-01T00:00:00.000Z',
  compliance_uuids: ['c1'],
});

beforeEach(async () => {
  await db().documents.find().remove();
  await resetWriteState(db());
  await db().documents.bulkInsert([permit, audit, notes]);
});

const rowNames = () => screen.getAllByTestId('document-link').map((a) => a.textContent);
/** The rows shown, waited for (the local query answers a little after the change on a busy machine). */
const expectRows = (names: string[]) =>
  waitFor(() => expect(rowNames()).toEqual(names), { timeout: 10_000 });

describe('the document library', () => {
  it('lists the local documents newest first, searches, sorts, filters by folder and shows a grid', async () => {
    installFakeApi(answering());
    signIn({ update: true, delete: true });
    const { user } = renderLibrary();
    await expectRows(['Permit.pdf', 'notes.txt', 'audit-report.docx']);
    expect(screen.getByTestId('documents-table')).toBeInTheDocument();
    expect(
      within(screen.getAllByTestId('document-row')[1]).getByText('1 relation'),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Search documents' }), 'AUDIT');
    await expectRows(['audit-report.docx']);
    await user.type(screen.getByRole('textbox', { name: 'Search documents' }), 'zzz');
    expect(await screen.findByTestId('documents-empty', {}, { timeout: 10_000 })).toHaveTextContent(
      'No document matches your search.',
    );
    await user.clear(screen.getByRole('textbox', { name: 'Search documents' }));

    await user.click(screen.getByLabelText('Sort by', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Size' }));
    await expectRows(['notes.txt', 'Permit.pdf', 'audit-report.docx']);
    await user.click(screen.getByRole('button', { name: 'Descending order' }));
    await expectRows(['audit-report.docx', 'Permit.pdf', 'notes.txt']);

    await user.click(await screen.findByText('Fire safety'));
    await expectRows(['Permit.pdf']);
    await user.click(screen.getByTestId('folder-all'));

    await user.click(screen.getByRole('radio', { name: 'Grid' }));
    expect(await screen.findByTestId('documents-grid')).toBeInTheDocument();
    expect(screen.getAllByTestId('document-card')).toHaveLength(3);
  });

  it('says when the library is empty', async () => {
    await db().documents.find().remove();
    installFakeApi(answering());
    signIn({ update: true, delete: true });
    renderLibrary();
    expect(await screen.findByTestId('documents-empty', {}, { timeout: 10_000 })).toHaveTextContent(
      'No documents here yet.',
    );
  });

  it('renames at once (keeping the extension) and sends the new name', async () => {
    const requests = installFakeApi(
      answering((req) =>
        req.method === 'put'
          ? { status: 200, body: { message: 'OK', data: {} } }
          : { status: 404, body: {} },
      ),
    );
    signIn({ update: true, delete: true });
    const { user } = renderLibrary();
    const row = (await screen.findAllByTestId('document-row', {}, { timeout: 10_000 }))[0];
    await user.click(within(row).getByRole('button', { name: 'Actions for Permit.pdf' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const input = await screen.findByRole('textbox', { name: 'New name' });
    expect(input).toHaveValue('Permit');
    await user.clear(input);
    await user.type(input, 'Operating permit');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(async () =>
      expect((await db().documents.findOne(permit.id).exec())?.file_name).toBe(
        'Operating permit.pdf',
      ),
    );
    await waitFor(() => expect(requests.find((r) => r.method === 'put')).toBeTruthy());
    const put = requests.find((r) => r.method === 'put')!;
    expect(put.url).toBe(`/documents/update/${permit.id}`);
    expect(put.body).toEqual({ file_name: 'Operating permit' });
  });

  it('refuses a name longer than 120 characters in the dialog, with the spec message', async () => {
    installFakeApi(answering());
    signIn({ update: true, delete: true });
    const { user } = renderLibrary();
    const row = (await screen.findAllByTestId('document-row', {}, { timeout: 10_000 }))[0];
    await user.click(within(row).getByRole('button', { name: 'Actions for Permit.pdf' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const input = await screen.findByRole('textbox', { name: 'New name' });
    await user.clear(input);
    await user.click(input);
    await user.paste('x'.repeat(117));
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(
      await screen.findByText('File name may not be greater than 120 characters'),
    ).toBeInTheDocument();
  });

  it('moves to a folder and bookmarks, each at once and sent', async () => {
    const requests = installFakeApi(
      answering((req) => {
        if (req.method === 'put') return { status: 200, body: { message: 'OK', data: {} } };
        if (req.url === '/documents/bookmark')
          return { status: 200, body: { message: 'OK', data: { bookmarked: true } } };
        return { status: 404, body: {} };
      }),
    );
    signIn({ update: true, delete: true });
    const { user } = renderLibrary();
    const row = (await screen.findAllByTestId('document-row', {}, { timeout: 10_000 }))[2];
    await user.click(within(row).getByRole('button', { name: 'Actions for audit-report.docx' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move to folder' }));
    await user.click(await screen.findByLabelText('Folder', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Fire safety' }));
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(async () =>
      expect((await db().documents.findOne(audit.id).exec())?.folder_uuid).toBe(FOLDER),
    );
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'put')?.body).toEqual({ folder_uuid: FOLDER }),
    );

    await user.click(
      within(screen.getAllByTestId('document-row')[2]).getByRole('button', {
        name: 'Actions for audit-report.docx',
      }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Bookmark' }));
    await waitFor(async () =>
      expect(await db().bookmarks.findOne(bookmarkId('document', audit.id)).exec()).not.toBeNull(),
    );
    await waitFor(() =>
      expect(requests.find((r) => r.url === '/documents/bookmark')?.body).toEqual({
        document_uuid: audit.id,
      }),
    );
    await user.click(screen.getByTestId('folder-bookmarked'));
    await expectRows(['audit-report.docx']);
  });

  it('deletes selected documents after a confirmation listing every file', async () => {
    const requests = installFakeApi(
      answering((req) =>
        req.method === 'delete'
          ? { status: 200, body: { message: 'OK', data: { deleted: [] } } }
          : { status: 404, body: {} },
      ),
    );
    signIn({ update: true, delete: true });
    const { user } = renderLibrary();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Permit.pdf' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select notes.txt' }));
    await user.click(screen.getByTestId('delete-selected'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete documents permanently' });
    expect(within(dialog).getByText(/These 2 files will be deleted/)).toBeInTheDocument();
    expect(
      within(within(dialog).getByTestId('delete-files'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Permit.pdf', 'notes.txt']);
    expect(requests.some((r) => r.method === 'delete')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'delete')).toBeTruthy());
    const del = requests.find((r) => r.method === 'delete')!;
    expect(del.url).toBe('/documents/delete?type=hard');
    expect(del.body).toEqual({ document_uuids: [permit.id, notes.id] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers the upload to a user who may add documents, and not to a reader', async () => {
    installFakeApi(answering());
    signIn({ update: true, delete: true });
    const first = renderLibrary();
    expect(
      await screen.findByRole('button', { name: 'Add files' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    first.unmount();
    signIn({ update: false, delete: false, create: false });
    renderLibrary();
    await screen.findAllByTestId('document-row', {}, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Add files' })).toBeNull();
  });

  it('offers no rename, move or delete to a reader', async () => {
    installFakeApi(answering());
    signIn({ update: false, delete: false });
    const { user } = renderLibrary();
    const row = (await screen.findAllByTestId('document-row', {}, { timeout: 10_000 }))[0];
    expect(screen.queryByRole('checkbox', { name: 'Select Permit.pdf' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Actions for Permit.pdf' }));
    expect(await screen.findByRole('menuitem', { name: 'Bookmark' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Rename' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
  });
});
