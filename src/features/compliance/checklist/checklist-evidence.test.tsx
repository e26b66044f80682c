import { installFakeIndexedDb } from '../../../test/indexeddb';
import { Blob as NodeBlob } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  listKeptFiles,
  putKeptFile,
  setKeptFilesDbName,
  type KeptFile,
} from '../../../db/writes/kept-files';
import { resetWriteState } from '../../../db/writes/writes.fixtures';
import { installFakeApi, uninstallFakeApi } from '../../../lib/api-fake';
import { setLanguage } from '../../../lib/i18n';
import { session, setProfile } from '../../../state/session';
import { complianceDoc, renderPanel, writesSettled } from '../../../test/compliance-panel-fixtures';
import { makeProfile } from '../../../test/fixtures';
import { localTestDatabase } from '../../../test/library-fixtures';
import { ChecklistPanel } from './checklist-panel';

installFakeIndexedDb();

const db = localTestDatabase({ afterAll: uninstallFakeApi });
let dbCount = 0;
beforeEach(async () => {
  await resetWriteState(db());
  await db().checklists.find().remove();
  await db().documents.find().remove();
  dbCount += 1;
  setKeptFilesDbName(`evidence-panel-${dbCount}-${Date.now()}`);
});

const C = complianceDoc({ actions: ['view', 'comment', 'claim', 'upload_evidence'] });
const stamp = '2026-11-01T00:00:00.000Z';
const K1 = 'a1000000-0000-4000-8000-000000000001';
const K2 = 'a1000000-0000-4000-8000-000000000002';
const DOC = 'd1000000-0000-4000-8000-000000000001';
const LIB = 'd1000000-0000-4000-8000-000000000002';

function signIn(documents: { create: boolean; update: boolean }) {
  setProfile(
    makeProfile({
      modules: ['compliance', 'documents'],
      privileges: {
        compliance: { view: true, create: true, update: true, delete: false },
        documents: { view: true, ...documents, delete: false },
      },
    }),
  );
  session.token = 'test-token';
}

const doc = (
  id: string,
  file_name: string,
  checklist_uuids: string[],
  compliance_uuids: string[],
) => ({
  id,
  file_name,
  extension: 'pdf',
  mime_type: 'application/pdf',
  size_bytes: 2048,
  folder_uuid: null,
  uploaded_by: null,
  compliance_uuids,
  checklist_uuids,
  regulation_guids: [],
  created_at: stamp,
  updated_at: stamp,
});

async function seed() {
  await db().checklists.bulkInsert([
    {
      id: K1,
      compliance_uuid: C.id,
      title: 'Fire extinguisher tag',
      due_date: null,
      is_claim_checklist: false,
      sort: 0,
      created_at: stamp,
      updated_at: stamp,
    },
    {
      id: K2,
      compliance_uuid: C.id,
      title: 'Monthly report',
      due_date: null,
      is_claim_checklist: false,
      sort: 1,
      created_at: stamp,
      updated_at: stamp,
    },
  ]);
  await db().documents.bulkInsert([
    doc(DOC, 'tag-photo.pdf', [K1], [C.id]),
    doc(LIB, 'library-report.pdf', [], []),
  ]);
}

const evidenceOf = async (title: string) =>
  (await screen.findAllByTestId('checklist-evidence')).find((el) =>
    el.getAttribute('aria-label')?.includes(title),
  )!;

function kept(over: Partial<KeptFile>): KeptFile {
  return {
    key: 'k-1',
    write: 'documents/upload',
    fields: { compliance_uuid: C.id, checklist_uuid: K2 },
    file_name: 'virus.pdf',
    mime_type: 'application/pdf',
    size_bytes: 10,
    // Node's Blob: IndexedDB (fake-indexeddb) clones it as the browser does.
    blob: new NodeBlob(['MZ']) as unknown as Blob,
    state: 'failed',
    status: 400,
    message: 'File type not allowed',
    row_id: null,
    created_at: stamp,
    ...over,
  };
}

describe('the evidence of checklist items', () => {
  it('lists each item its own documents, and says when it has none', async () => {
    await seed();
    signIn({ create: true, update: true });
    renderPanel(<ChecklistPanel compliance={C} />);
    const first = await evidenceOf('Fire extinguisher tag');
    await waitFor(() => expect(within(first).getAllByTestId('evidence-document')).toHaveLength(1));
    expect(within(first).getByRole('button', { name: 'Open tag-photo.pdf' })).toBeInTheDocument();
    const second = await evidenceOf('Monthly report');
    expect(within(second).getByTestId('evidence-none')).toHaveTextContent('No evidence yet.');
    // Files and camera both offered to a user who may upload evidence.
    expect(
      within(second).getByRole('button', { name: 'Add files: Monthly report' }),
    ).toBeInTheDocument();
    expect(
      within(second).getByRole('button', { name: 'Take a photo: Monthly report' }),
    ).toBeInTheDocument();
    expect(within(second).getByTestId('upload-camera-input')).toHaveAttribute(
      'capture',
      'environment',
    );
    expect(within(second).getByTestId('upload-camera-input')).toHaveAttribute('accept', 'image/*');
  });

  it('shows a refused file of the item as failed with the reason, in Indonesian too, until it is removed', async () => {
    await seed();
    await putKeptFile(kept({}));
    signIn({ create: true, update: true });
    const { user } = renderPanel(<ChecklistPanel compliance={C} />);
    const second = await evidenceOf('Monthly report');
    const row = await within(second).findByTestId('pending-upload');
    expect(row).toHaveAttribute('data-state', 'failed');
    expect(within(row).getByTestId('pending-upload-state')).toHaveTextContent(
      'Not uploaded: File type not allowed',
    );
    // Not listed under the other item.
    expect(
      within(await evidenceOf('Fire extinguisher tag')).queryByTestId('pending-upload'),
    ).toBeNull();
    await setLanguage('id');
    await waitFor(() =>
      expect(within(row).getByTestId('pending-upload-state')).toHaveTextContent(
        'Tidak terunggah: File type not allowed',
      ),
    );
    await setLanguage('en');
    await user.click(within(row).getByRole('button', { name: 'Remove virus.pdf' }));
    await waitFor(() => expect(within(second).queryByTestId('pending-upload')).toBeNull());
    expect(await listKeptFiles()).toEqual([]);
  });

  it('shows a file waiting for the connection, and an uploaded one only until the synced documents list it', async () => {
    await seed();
    await putKeptFile(
      kept({
        key: 'k-q',
        file_name: 'queued.png',
        mime_type: 'image/png',
        state: 'queued',
        status: null,
        message: null,
      }),
    );
    await putKeptFile(
      kept({
        key: 'k-d',
        file_name: 'tag-photo.pdf',
        size_bytes: 2048,
        fields: { checklist_uuid: K1 },
        state: 'done',
        status: null,
        message: null,
        row_id: DOC,
      }),
    );
    signIn({ create: true, update: true });
    renderPanel(<ChecklistPanel compliance={C} />);
    const second = await evidenceOf('Monthly report');
    const queued = await within(second).findByTestId('pending-upload');
    expect(queued).toHaveAttribute('data-state', 'queued');
    expect(queued).toHaveTextContent('Waiting for the connection');
    const first = await evidenceOf('Fire extinguisher tag');
    await waitFor(() => expect(within(first).getAllByTestId('evidence-document')).toHaveLength(1));
    expect(within(first).queryByTestId('pending-upload')).toBeNull();
  });

  it('attaches a library document to an item at once and sends the relation', async () => {
    await seed();
    const requests = installFakeApi(() => ({ status: 200, body: { message: 'ok', data: [] } }));
    signIn({ create: true, update: true });
    const { user } = renderPanel(<ChecklistPanel compliance={C} />);
    await user.click(
      await screen.findByRole('button', { name: 'Attach from the library: Monthly report' }),
    );
    const dialog = await screen.findByTestId('attach-document-dialog');
    await user.type(within(dialog).getByLabelText('Search the library'), 'library');
    await user.click(
      await within(dialog).findByRole('button', { name: 'Attach: library-report.pdf' }),
    );
    const second = await evidenceOf('Monthly report');
    await waitFor(() => expect(within(second).getAllByTestId('evidence-document')).toHaveLength(1));
    expect(within(second).getByTestId('evidence-document')).toHaveTextContent('library-report.pdf');
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({
      method: 'post',
      url: '/documents/map',
      body: { document_uuid: LIB, checklist_uuids: [K2] },
    });
    expect((await db().documents.findOne(LIB).exec())?.compliance_uuids).toEqual([C.id]);
    await writesSettled(db());
  });

  it('offers no upload or attach without the documents rights', async () => {
    await seed();
    signIn({ create: false, update: false });
    renderPanel(<ChecklistPanel compliance={C} />);
    const first = await evidenceOf('Fire extinguisher tag');
    await waitFor(() => expect(within(first).getAllByTestId('evidence-document')).toHaveLength(1));
    expect(screen.queryByTestId('upload-files')).toBeNull();
    expect(screen.queryByRole('button', { name: /Attach from the library/ })).toBeNull();
  });
});
