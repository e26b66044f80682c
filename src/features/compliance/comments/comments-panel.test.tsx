import { installFakeIndexedDb } from '../../../test/indexeddb';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetWriteState } from '../../../db/writes/writes.fixtures';
import { installFakeApi, uninstallFakeApi } from '../../../lib/api-fake';
import { setLanguage } from '../../../lib/i18n';
import {
  complianceDoc,
  ME,
  renderPanel,
  signInWorker,
  writesSettled,
} from '../../../test/compliance-panel-fixtures';
import { localTestDatabase } from '../../../test/library-fixtures';
import { CommentsPanel } from './comments-panel';

installFakeIndexedDb();

const db = localTestDatabase({ afterAll: uninstallFakeApi });
beforeEach(async () => {
  await resetWriteState(db());
  await db().comments.find().remove();
});

const C = complianceDoc();
async function seedThread() {
  await db().comments.bulkInsert([
    {
      id: 'm1',
      compliance_uuid: C.id,
      user_uuid: 'someone-else',
      user_name: 'Budi Santoso',
      body: 'Please upload the report.',
      edited: false,
      created_at: '2026-11-01T01:00:00.000Z',
      updated_at: '2026-11-01T01:00:00.000Z',
    },
    {
      id: 'm2',
      compliance_uuid: C.id,
      user_uuid: ME.user_uuid,
      user_name: ME.name,
      body: 'Uploaded.',
      edited: true,
      created_at: '2026-11-02T01:00:00.000Z',
      updated_at: '2026-11-03T01:00:00.000Z',
    },
    {
      id: 'm3',
      compliance_uuid: 'other',
      user_uuid: ME.user_uuid,
      user_name: ME.name,
      body: 'Elsewhere',
      edited: false,
      created_at: '2026-11-04T01:00:00.000Z',
      updated_at: '2026-11-04T01:00:00.000Z',
    },
  ]);
}

describe('CommentsPanel', () => {
  it("shows this compliance's thread newest first, the edited marker, and edit/delete only on one's own", async () => {
    await seedThread();
    signInWorker();
    renderPanel(<CommentsPanel compliance={C} />);
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(2));
    const [newest, older] = screen.getAllByTestId('comment');
    expect(newest).toHaveTextContent('Uploaded.');
    expect(within(newest).getByTestId('comment-edited')).toHaveTextContent('(edited)');
    expect(within(newest).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(older).toHaveTextContent('Budi Santoso');
    expect(within(older).queryByTestId('comment-edited')).not.toBeInTheDocument();
    expect(within(older).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('shows the empty state in Indonesian', async () => {
    await setLanguage('id');
    signInWorker();
    renderPanel(<CommentsPanel compliance={C} />);
    expect(await screen.findByTestId('comments-empty')).toHaveTextContent('Belum ada komentar.');
    expect(screen.getByRole('heading', { name: 'Komentar' })).toBeInTheDocument();
  });

  it('adds a comment at once under the comment_uuid it sends, pending while queued offline', async () => {
    const requests = installFakeApi(() => ({ status: 202, body: { queued: true } }));
    signInWorker();
    const { user } = renderPanel(<CommentsPanel compliance={C} />);
    await user.type(await screen.findByLabelText('Write a comment'), 'Evidence is ready');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(1));
    expect(screen.getByTestId('comment')).toHaveTextContent('Ana Putri');
    expect(await screen.findByTestId('comment-pending')).toHaveTextContent(
      'Waiting for the server',
    );
    const [doc] = await db().comments.find().exec();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({
      method: 'put',
      url: '/comments',
      body: { comment_uuid: doc.id, comp_uuid: C.id, body: 'Evidence is ready' },
    });
    await writesSettled(db());
  });

  it('edits one’s own comment and marks it edited', async () => {
    await seedThread();
    const requests = installFakeApi(() => ({ status: 202, body: { queued: true } }));
    signInWorker();
    const { user } = renderPanel(<CommentsPanel compliance={C} />);
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(2));
    await (await db().comments.findOne('m2').exec())!.incrementalPatch({ edited: false });
    await waitFor(() => expect(screen.queryByTestId('comment-edited')).not.toBeInTheDocument());
    await user.click(
      within(screen.getAllByTestId('comment')[0]).getByRole('button', { name: 'Edit' }),
    );
    const box = screen.getByLabelText('Edit your comment');
    await user.clear(box);
    await user.type(box, 'Uploaded, signed.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('comment')[0]).toHaveTextContent('Uploaded, signed.'),
    );
    expect(
      within(screen.getAllByTestId('comment')[0]).getByTestId('comment-edited'),
    ).toBeInTheDocument();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({
      method: 'patch',
      url: '/comments',
      body: { comment_uuid: 'm2', body: 'Uploaded, signed.' },
    });
    await writesSettled(db());
  });

  it('restores a comment whose deletion the server refused, with the reason', async () => {
    await seedThread();
    installFakeApi(() => ({
      status: 403,
      body: { message: 'Only the author can change this comment', code: 'forbidden' },
    }));
    signInWorker();
    const { user } = renderPanel(<CommentsPanel compliance={C} />);
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(2));
    await user.click(
      within(screen.getAllByTestId('comment')[0]).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByTestId('comment-error')).toHaveTextContent(
      'Only the author can change this comment',
    );
    expect(screen.getAllByTestId('comment')).toHaveLength(2);
    await writesSettled(db());
  });

  it('offers no writing without the comment action', async () => {
    await seedThread();
    signInWorker();
    renderPanel(<CommentsPanel compliance={complianceDoc({ actions: ['view'] })} />);
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(2));
    expect(screen.queryByLabelText('Write a comment')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Your role on this compliance does not allow comments.'),
    ).toBeInTheDocument();
  });
});
