import { installFakeIndexedDb } from '../../../test/indexeddb';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { diffsExample } from '../../../../contract/api/examples-checklist';
import { resetWriteState } from '../../../db/writes/writes.fixtures';
import {
  installFakeApi,
  uninstallFakeApi,
  type FakeHandler,
  type RecordedRequest,
} from '../../../lib/api-fake';
import { setLanguage } from '../../../lib/i18n';
import { compliance, member, ME } from '../../../test/compliance-fixtures';
import { writesSettled } from '../../../test/compliance-panel-fixtures';
import { localTestDatabase } from '../../../test/library-fixtures';
import { renderCompliance } from '../../../test/render-compliance';
import { signInAs } from '../../../test/render-screen';

installFakeIndexedDb();

const db = localTestDatabase();
afterAll(uninstallFakeApi);
beforeEach(async () => {
  await db().compliances.find().remove();
  await resetWriteState(db());
});
afterEach(async () => {
  await writesSettled(db());
  await setLanguage('en');
});

const OK = (data: unknown) => ({ status: 200, body: { message: 'OK', data } });
const emptyPage = { data: [], page: 1, limit: 10, total: 0, total_page: 0, offset: 0 };

/** The detail screen's other reads answer empty; `confirm` answers the POST. */
function fakeServer(confirm: FakeHandler): RecordedRequest[] {
  return installFakeApi((r) => {
    if (r.url.endsWith('/diffs'))
      return OK({ ...diffsExample, compliance_uuid: r.url.split('/')[2] });
    if (r.url === '/compliance/confirm') return confirm(r);
    if (r.url === '/activity-logs') return OK(emptyPage);
    return OK({ data: [] });
  });
}

const old = () =>
  compliance({
    obligation_uuid: 'obl-x',
    version_code: 1,
    confirmation_status: 'need_confirmation',
    members: [member(ME, 'pic')],
    actions: ['view', 'confirm_update'],
  });

async function openDialog(doc = old()) {
  await db().compliances.insert(doc);
  signInAs(['compliance']);
  const view = renderCompliance(`/compliance/${doc.id}`);
  await view.user.click(await screen.findByTestId('compliance-confirm-update'));
  await screen.findByTestId('diff-sanction', {}, { timeout: 5000 });
  return { ...view, doc };
}

// Each test renders the whole detail screen on a local database: slow on a loaded machine.
describe('ConfirmUpdateDialog', { timeout: 60_000 }, () => {
  it('shows before and after of each group, marking the changed fields', async () => {
    const requests = fakeServer(() => OK({}));
    const { doc } = await openDialog();
    expect(requests.find((r) => r.url.endsWith('/diffs'))?.url).toBe(`/compliance/${doc.id}/diffs`);
    const sanction = screen.getByTestId('diff-sanction');
    expect(sanction).toHaveAttribute('data-changed', 'true');
    expect(within(sanction).getByText('Changed')).toBeInTheDocument();
    expect(within(sanction).getByText('Administrative')).toBeInTheDocument();
    expect(within(sanction).getByText('Criminal')).toBeInTheDocument();
    expect(within(sanction).getByText('Before (version 1)')).toBeInTheDocument();
    expect(within(screen.getByTestId('diff-comp_title')).queryByText('Changed')).toBeNull();
    expect(
      within(screen.getByTestId('diff-checklist')).getByText('Send the lab report'),
    ).toBeInTheDocument();
    for (const heading of ['Main information', 'Checklist', 'Regulation'])
      expect(screen.getAllByRole('heading', { name: heading }).length).toBeGreaterThan(0);
  });

  it('confirms with the chosen options, confirms the document locally and opens the new compliance when it arrives', async () => {
    const requests = fakeServer(() =>
      OK({
        outcome: 'success',
        old_compliance_uuid: 'x',
        compliance_uuid: 'y',
        version_code: 2,
        old_is_active: true,
      }),
    );
    const { user, router, doc } = await openDialog();
    await user.click(screen.getByLabelText('Start new'));
    await user.click(screen.getByLabelText('Deactivate it later'));
    await user.click(screen.getByTestId('confirm-submit'));
    expect(await screen.findByTestId('confirm-sent', {}, { timeout: 5000 })).toHaveTextContent(
      'The new compliance opens as soon as it has arrived.',
    );
    const post = requests.find((r) => r.url === '/compliance/confirm');
    expect(post).toMatchObject({
      method: 'post',
      body: { compliance_uuid: doc.id, progress: 'new', deactivate_old: 'later' },
    });
    expect(post?.headers['Idempotency-Key']).toBeTruthy();
    expect((await db().compliances.findOne(doc.id).exec())?.confirmation_status).toBe('confirmed');
    // The sync brings the new version's compliance.
    const next = compliance({
      obligation_uuid: 'obl-x',
      version_code: 2,
      members: [member(ME, 'pic')],
    });
    await db().compliances.insert(next);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/compliance/${next.id}`));
  });

  it('a refusal restores the document and shows the reason', async () => {
    fakeServer(() => ({ status: 409, body: { message: 'This compliance was already confirmed' } }));
    const { user, doc } = await openDialog();
    await user.click(screen.getByTestId('confirm-submit'));
    expect(await screen.findByTestId('confirm-refused', {}, { timeout: 5000 })).toHaveTextContent(
      'This compliance was already confirmed',
    );
    await waitFor(async () =>
      expect((await db().compliances.findOne(doc.id).exec())?.confirmation_status).toBe(
        'need_confirmation',
      ),
    );
  });

  it('is offered for waiting_confirmation too, and reads in Indonesian', async () => {
    await setLanguage('id');
    fakeServer(() => OK({}));
    await openDialog(
      compliance({
        obligation_uuid: 'obl-y',
        confirmation_status: 'waiting_confirmation',
        actions: ['view', 'confirm_update'],
      }),
    );
    expect(screen.getByText('Konfirmasi kewajiban yang diperbarui')).toBeInTheDocument();
    expect(within(screen.getByTestId('diff-sanction')).getByText('Berubah')).toBeInTheDocument();
  });

  it('is not offered without the confirm_update action', async () => {
    fakeServer(() => OK({}));
    await db().compliances.insert(
      compliance({ confirmation_status: 'need_confirmation', actions: ['view', 'claim'] }),
    );
    signInAs(['compliance']);
    renderCompliance(`/compliance/${(await db().compliances.findOne().exec())!.id}`);
    await screen.findByTestId('compliance-detail');
    expect(screen.queryByTestId('compliance-confirm-update')).toBeNull();
  });

  it('says the changes are available when online when no server answers', async () => {
    installFakeApi(() => {
      throw new TypeError('Failed to fetch');
    });
    await db().compliances.insert(old());
    signInAs(['compliance']);
    const { user } = renderCompliance(
      `/compliance/${(await db().compliances.findOne().exec())!.id}`,
    );
    await user.click(await screen.findByTestId('compliance-confirm-update'));
    expect(await screen.findByTestId('confirm-offline')).toHaveTextContent(
      'The changes of the obligation are available when online.',
    );
    expect(screen.getByTestId('confirm-submit')).toBeDisabled();
  });
});
