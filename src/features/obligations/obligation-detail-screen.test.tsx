import { installFakeIndexedDb } from '../../test/indexeddb';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi, uninstallFakeApi } from '../../lib/api-fake';
import { setLanguage } from '../../lib/i18n';
import { resetSyncStatus, syncStatus } from '../../sync/sync-status';
import {
  obligation,
  regulation,
  sector,
  topic,
  localTestDatabase,
} from '../../test/library-fixtures';
import { renderScreen, signInAs } from '../../test/render-screen';

installFakeIndexedDb();

const db = localTestDatabase({ beforeEach: resetSyncStatus, afterAll: uninstallFakeApi });

async function seed() {
  const s = sector({ name_en: 'Mining', name_id: 'Pertambangan' });
  const t = topic(s.id);
  const r = regulation({
    title_en: 'Mining Law',
    title_id: 'UU Pertambangan',
    number: '4',
    year: 2009,
  });
  const o = obligation(t, {
    comp_title_en: 'Hold a permit',
    comp_title_id: 'Memiliki izin',
    regulation_obligation_description_en: 'Every miner holds a permit.',
    regulation_obligation_description_id: 'Setiap penambang memiliki izin.',
    regulation_penalty_description_en: 'A fine.',
    regulation_penalty_description_id: null,
    type: 'licensing',
    sanction: 'administrative_and_criminal',
    priority: 'high',
    version_code: 3,
    checklist_template: [
      { title_en: 'Apply', title_id: 'Ajukan' },
      { title_en: 'Pay the fee', title_id: 'Bayar biaya' },
    ],
    regulation_guids: [r.id, 'missing-regulation'],
  });
  await db().sectors.insert(s);
  await db().regulations.insert(r);
  await db().obligations.insert(o);
  return { o, r };
}

describe('obligation detail', () => {
  it("lists each related regulation's documents with a download of the file, refused with the spec message", async () => {
    const { o, r } = await seed();
    await db().regulations.upsert({
      ...r,
      documents: [{ doc_guid: 'doc-9', alias_name: 'Mining Law text', extension: 'pdf' }],
    });
    const saved: string[] = [];
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:test');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    let status = 200;
    const requests = installFakeApi((req) =>
      req.url === '/regulation/document' && status === 200
        ? {
            status: 200,
            body: new Blob(['%PDF']),
            headers: { 'content-disposition': 'attachment; filename="mining-law.pdf"' },
          }
        : { status, body: new Blob(['{}']) },
    );
    signInAs();
    const { user } = renderScreen(`/obligations/${o.id}`);
    await user.click(await screen.findByRole('button', { name: 'Download Mining Law text.pdf' }));
    expect(await screen.findByTestId('document-ready')).toHaveTextContent(
      'mining-law.pdf (4 B) downloaded.',
    );
    expect(saved).toEqual(['mining-law.pdf']);
    expect(requests[0].params).toMatchObject({ doc_guid: 'doc-9', download: '1' });
    status = 403;
    await user.click(screen.getByRole('button', { name: 'Download Mining Law text.pdf' }));
    expect(await screen.findByTestId('document-error')).toHaveTextContent(
      'This document is unauthorized',
    );
    createUrl.mockRestore();
    click.mockRestore();
  });

  it('shows the information, attributes, checklist and related regulations in English', async () => {
    const { o, r } = await seed();
    signInAs();
    renderScreen(`/obligations/${o.id}`);
    expect(await screen.findByTestId('obligation-title')).toHaveTextContent('Hold a permit');
    expect(screen.getByTestId('obligation-description')).toHaveTextContent(
      'Every miner holds a permit.',
    );
    expect(screen.getByTestId('obligation-penalty')).toHaveTextContent('A fine.');
    expect(screen.getByTestId('obligation-type')).toHaveTextContent('Licensing');
    expect(screen.getByTestId('obligation-sanction')).toHaveTextContent(
      'Administrative and criminal',
    );
    expect(screen.getByTestId('obligation-priority')).toHaveTextContent('High');
    expect(screen.getByTestId('obligation-version')).toHaveTextContent('3');
    expect(
      within(screen.getByTestId('checklist-template'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Apply', 'Pay the fee']);
    const regs = await screen.findByRole('link', { name: 'Mining Law (4/2009)' });
    expect(regs.getAttribute('href')).toBe(`/regulations/${r.id}`);
    expect(screen.getByText('Regulation not available on this device')).toBeInTheDocument();
    expect(screen.getByTestId('bookmark-toggle')).toHaveTextContent('Bookmark');
  });

  it('shows Indonesian texts, falling back to English where Indonesian is missing', async () => {
    const { o } = await seed();
    await setLanguage('id');
    signInAs();
    renderScreen(`/obligations/${o.id}`);
    expect(await screen.findByTestId('obligation-title')).toHaveTextContent('Memiliki izin');
    expect(screen.getByTestId('obligation-description')).toHaveTextContent(
      'Setiap penambang memiliki izin.',
    );
    expect(screen.getByTestId('obligation-penalty')).toHaveTextContent('A fine.');
    expect(screen.getByTestId('obligation-type')).toHaveTextContent('Perizinan');
    expect(screen.getByTestId('obligation-sanction')).toHaveTextContent('Administratif dan pidana');
    expect(screen.getByTestId('obligation-priority')).toHaveTextContent('Tinggi');
    expect(
      await screen.findByRole('link', { name: 'UU Pertambangan (4/2009)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ajukan')).toBeInTheDocument();
  });

  it('says the regulation changed, which one and from what status to what, while the obligation carries the mark', async () => {
    const { o, r } = await seed();
    await db().obligations.upsert({
      ...o,
      regulation_changed: {
        regulation_guid: r.id,
        number: '4',
        year: 2009,
        title_en: 'Mining Law',
        title_id: 'UU Pertambangan',
        from: 'amended',
        to: 'repealed',
        at: '2026-11-23T10:00:00.000Z',
      },
    });
    signInAs();
    renderScreen(`/obligations/${o.id}`);
    expect(await screen.findByTestId('regulation-changed')).toHaveTextContent('Regulation changed');
    expect(screen.getByTestId('regulation-changed-detail')).toHaveTextContent(
      'Mining Law (4/2009) changed from Amended to Repealed on 23 Nov 2026.',
    );
  });

  it('shows no regulation mark on an obligation without one', async () => {
    const { o } = await seed();
    signInAs();
    renderScreen(`/obligations/${o.id}`);
    expect(await screen.findByTestId('obligation-title')).toBeInTheDocument();
    expect(screen.queryByTestId('regulation-changed-notice')).toBeNull();
  });

  it('says "no access" for an obligation not held locally, in both languages', async () => {
    signInAs();
    const first = renderScreen('/obligations/not-here');
    expect(await screen.findByTestId('no-access')).toHaveTextContent(
      'You do not have access to open this obligation',
    );
    first.unmount();
    await setLanguage('id');
    renderScreen('/obligations/not-here');
    expect(await screen.findByTestId('no-access')).toHaveTextContent(
      'Anda tidak memiliki akses untuk membuka kewajiban ini',
    );
  });

  it('says "no access" to a user without the obligation module', async () => {
    const { o } = await seed();
    signInAs(['library']);
    renderScreen(`/obligations/${o.id}`);
    expect(await screen.findByTestId('no-access')).toHaveTextContent(
      'You do not have access to open this obligation',
    );
  });

  it('waits while the sync runs, then shows the obligation when it arrives', async () => {
    const s = sector();
    const o = obligation(topic(s.id), { comp_title_en: 'Arrives later' });
    syncStatus.state = 'synchronizing';
    signInAs();
    renderScreen(`/obligations/${o.id}`);
    expect(await screen.findByText('Synchronizing content…')).toBeInTheDocument();
    expect(screen.queryByTestId('no-access')).not.toBeInTheDocument();
    await db().obligations.insert(o);
    expect(await screen.findByTestId('obligation-title')).toHaveTextContent('Arrives later');
  });
});
