import { installFakeIndexedDb } from '../../test/indexeddb';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ObligationRegulationChange } from '../../../contract/collections/obligations';
import { uninstallFakeApi } from '../../lib/api-fake';
import { setLanguage } from '../../lib/i18n';
import { compliance } from '../../test/compliance-fixtures';
import { localTestDatabase, obligation, sector, topic } from '../../test/library-fixtures';
import { renderCompliance } from '../../test/render-compliance';
import { signInAs } from '../../test/render-screen';

installFakeIndexedDb();

const db = localTestDatabase({ afterAll: uninstallFakeApi });
// The shared helper clears the library collections only.
beforeEach(async () => {
  await db().compliances.find().remove();
});

const change: ObligationRegulationChange = {
  regulation_guid: 'reg-1',
  number: '4',
  year: 2009,
  title_en: 'Mining Law',
  title_id: 'UU Pertambangan',
  from: 'in_effect',
  to: 'repealed',
  at: '2026-11-23T10:00:00.000Z',
};

/** A compliance whose obligation carries the mark, and one whose obligation does not. */
async function seed() {
  const t = topic(sector().id);
  const marked = compliance({ comp_title_en: 'Marked one' });
  const plain = compliance({ comp_title_en: 'Plain one' });
  await db().obligations.bulkInsert([
    obligation(t, { id: marked.obligation_uuid, regulation_changed: change }),
    obligation(t, { id: plain.obligation_uuid }),
  ]);
  await db().compliances.bulkInsert([marked, plain]);
  return { marked, plain };
}

const rowOf = async (title: string) =>
  (await screen.findByText(title, {}, { timeout: 20_000 })).closest(
    '[data-testid="compliance-row"]',
  ) as HTMLElement;

describe('"Regulation changed" on compliances', () => {
  it('marks the list row of a compliance whose obligation carries the mark, saying which regulation and from what status to what', async () => {
    await seed();
    signInAs(['compliance', 'obligation']);
    renderCompliance('/compliance?sort=title&dir=asc');
    const marked = await rowOf('Marked one');
    const badge = await within(marked).findByTestId('regulation-changed');
    // The text says it, not only the colour; the detail is read out and shown in the tooltip.
    expect(badge).toHaveTextContent('Regulation changed');
    expect(badge).toHaveTextContent(
      'Mining Law (4/2009) changed from In effect to Repealed on 23 Nov 2026.',
    );
    expect(badge.textContent).not.toContain('repealed');
    expect(within(await rowOf('Plain one')).queryByTestId('regulation-changed')).toBeNull();
  });

  it('drops the mark when the sync brings the obligation without it', async () => {
    const { marked } = await seed();
    signInAs(['compliance', 'obligation']);
    renderCompliance('/compliance?sort=title&dir=asc');
    expect(
      await within(await rowOf('Marked one')).findByTestId('regulation-changed'),
    ).toBeInTheDocument();
    const doc = await db().obligations.findOne(marked.obligation_uuid).exec();
    await doc!.incrementalPatch({ regulation_changed: null });
    await waitFor(() => expect(screen.queryByTestId('regulation-changed')).toBeNull());
  });

  it('shows the badge and the line on the compliance detail, in Indonesian too', async () => {
    const { marked, plain } = await seed();
    await setLanguage('id');
    signInAs(['compliance', 'obligation']);
    const view = renderCompliance(`/compliance/${marked.id}`);
    expect(await screen.findByTestId('regulation-changed-detail')).toHaveTextContent(
      'UU Pertambangan (4/2009) berubah dari Berlaku menjadi Dicabut pada 23 Nov 2026.',
    );
    expect(screen.getAllByTestId('regulation-changed')[0]).toHaveTextContent('Peraturan berubah');
    view.unmount();
    renderCompliance(`/compliance/${plain.id}`);
    expect(await screen.findByTestId('compliance-info')).toBeInTheDocument();
    expect(screen.queryByTestId('regulation-changed')).toBeNull();
  });
});
