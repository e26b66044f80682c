import { installFakeIndexedDb } from '../../test/indexeddb';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi, uninstallFakeApi, type FakeHandler } from '../../lib/api-fake';
import { setLanguage } from '../../lib/i18n';
import {
  obligation,
  regulation,
  sector,
  topic,
  localTestDatabase,
} from '../../test/library-fixtures';
import { renderScreen, signInAs } from '../../test/render-screen';

installFakeIndexedDb();

const db = localTestDatabase({ afterAll: uninstallFakeApi });

const offline: FakeHandler = () => {
  throw new Error('Network Error');
};

async function seed() {
  const amended = regulation({
    title_en: 'Old Mining Law',
    title_id: 'UU Pertambangan Lama',
    number: '11',
    year: 1967,
  });
  const r = regulation({
    title_en: 'Mining Law',
    title_id: 'UU Pertambangan',
    number: '4',
    year: 2009,
    type: 'law',
    issuer_en: 'House of Representatives',
    issuer_id: 'Dewan Perwakilan Rakyat',
    legal_status: 'amended_partially_repealed',
    abstract_en: 'About mining.',
    abstract_id: 'Tentang pertambangan.',
    full_text_en: 'Article 1 ...',
    full_text_id: 'Pasal 1 ...',
    documents: [{ doc_guid: 'doc-1', alias_name: 'UU 4 2009', extension: 'pdf' }],
    hierarchy: [
      { related_guid: amended.id, relation: 'amends' },
      { related_guid: 'not-local', relation: 'implemented_by' },
    ],
  });
  const t = topic(sector().id);
  await db().regulations.bulkInsert([r, amended]);
  await db().obligations.bulkInsert([
    obligation(t, { comp_title_en: 'Hold a permit', regulation_guids: [r.id] }),
    obligation(t, { comp_title_en: 'Unrelated', regulation_guids: [amended.id] }),
  ]);
  return { r, amended };
}

describe('regulation detail', () => {
  it('shows the regulation, its hierarchy and central view from the server, and related obligations', async () => {
    const { r } = await seed();
    const requests = installFakeApi((req) => {
      if (req.url === `/v2/regulations/hierarchy/${r.id}`) {
        const page = Number(req.params.page);
        const link = {
          hierarchy_uuid: `h${page}`,
          relation: page === 1 ? 'amends' : 'revoked_by',
          relation_label: '',
          regulation_guid: `g${page}`,
          title: `Server title ${page}`,
          number: '1',
          year: 2000,
          type: 'Law',
          legal_status: 'in_effect',
        };
        return {
          status: 200,
          body: {
            message: 'OK',
            data: { data: [link], page, limit: 100, total: 2, total_page: 2 },
          },
        };
      }
      if (req.url === `/regulations/central/${r.id}`) {
        const relations = {
          amends: [
            {
              regulation_guid: 'g1',
              title: 'Central neighbour',
              number: '2',
              year: 2001,
              type: 'Law',
              legal_status: 'in_effect',
              hierarchy_uuid: 'h',
            },
          ],
          amended_by: [],
          implements: [],
          implemented_by: [],
          revokes: [],
          revoked_by: [],
        };
        // A whole answer: the client parses it by the endpoint's schema.
        const regulation = {
          regulation_guid: r.id,
          title: 'Mining Law',
          title_en: 'Mining Law',
          title_id: 'UU Pertambangan',
          number: '4',
          year: 2009,
          type: 'law',
          issuer: 'House of Representatives',
          issuer_en: 'House of Representatives',
          issuer_id: 'Dewan Perwakilan Rakyat',
          legal_status: 'amended_partially_repealed',
          enacted_at: null,
          effective_at: null,
        };
        return { status: 200, body: { message: 'OK', data: { regulation, relations } } };
      }
      return { status: 404, body: { message: 'Route not found' } };
    });
    signInAs();
    renderScreen(`/regulations/${r.id}`);
    expect(await screen.findByTestId('regulation-title')).toHaveTextContent('Mining Law');
    expect(screen.getByTestId('legal-status')).toHaveTextContent('Amended and partially repealed');
    expect(screen.getByTestId('regulation-facts')).toHaveTextContent(
      /4.*2009.*Law.*House of Representatives/,
    );
    expect(screen.getByTestId('regulation-abstract')).toHaveTextContent('About mining.');
    expect(screen.getByTestId('regulation-full-text')).toHaveTextContent('Article 1 ...');
    await waitFor(() => expect(screen.getAllByTestId('hierarchy-row')).toHaveLength(2));
    expect(screen.getAllByTestId('hierarchy-row').map((row) => row.textContent)).toEqual([
      'AmendsServer title 1',
      'Revoked byServer title 2',
    ]);
    const hierarchyCalls = requests.filter((q) => q.url.startsWith('/v2/regulations/hierarchy/'));
    expect(hierarchyCalls.map((q) => [q.params.page, q.params.limit])).toEqual([
      [1, 100],
      [2, 100],
    ]);
    expect(await screen.findByTestId('central-view')).toHaveTextContent(
      'Central neighbour (2/2001)',
    );
    expect(
      within(await screen.findByTestId('regulation-obligations'))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Hold a permit']);
  });

  it('offline: the hierarchy from the local document, titles from the local collection, in Indonesian', async () => {
    const { r } = await seed();
    installFakeApi(offline);
    await setLanguage('id');
    signInAs();
    renderScreen(`/regulations/${r.id}`);
    expect(await screen.findByTestId('regulation-title')).toHaveTextContent('UU Pertambangan');
    expect(screen.getByTestId('regulation-abstract')).toHaveTextContent('Tentang pertambangan.');
    // The type's label and the issuer in Indonesian, never the stored code or the English text.
    const facts = screen.getByTestId('regulation-facts');
    expect(facts).toHaveTextContent(/Undang-Undang.*Dewan Perwakilan Rakyat/);
    expect(facts).not.toHaveTextContent(/House of Representatives|\blaw\b/);
    expect(await screen.findByTestId('hierarchy-offline')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByTestId('hierarchy-row').map((row) => row.textContent)).toEqual([
        'MengubahUU Pertambangan Lama',
        'Dilaksanakan olehPeraturan tidak tersedia di perangkat ini',
      ]),
    );
    expect(screen.getByText('Tampilan pusat memerlukan koneksi.')).toBeInTheDocument();
  });

  it('downloads a document file with its name, and shows the spec messages for 404 and 403 in the language', async () => {
    const { r } = await seed();
    const saved: string[] = [];
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:test');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    let status = 200;
    const requests = installFakeApi((req) => {
      if (req.url === '/regulation/document') {
        return status === 200
          ? {
              status: 200,
              body: new Blob(['%PDF-1.4 regulation']),
              headers: {
                'content-disposition': `attachment; filename="uu-4-2009.pdf"; filename*=UTF-8''uu-4-2009.pdf`,
              },
            }
          : { status, body: new Blob(['{}']) };
      }
      throw new Error('Network Error');
    });
    signInAs();
    const { user } = renderScreen(`/regulations/${r.id}`);
    await user.click(await screen.findByRole('button', { name: 'Download UU 4 2009.pdf' }));
    expect(await screen.findByTestId('document-ready')).toHaveTextContent(
      'uu-4-2009.pdf (19 B) downloaded.',
    );
    expect(saved).toEqual(['uu-4-2009.pdf']);
    const sent = requests.find((q) => q.url === '/regulation/document');
    expect(sent?.params).toMatchObject({ doc_guid: 'doc-1', download: '1' });
    status = 404;
    await user.click(screen.getByRole('button', { name: 'Download UU 4 2009.pdf' }));
    expect(await screen.findByTestId('document-error')).toHaveTextContent(
      'Regulation Document Not Found',
    );
    status = 403;
    await setLanguage('id');
    await user.click(screen.getByRole('button', { name: 'Unduh UU 4 2009.pdf' }));
    expect(await screen.findByTestId('document-error')).toHaveTextContent(
      'Dokumen ini tidak diizinkan',
    );
    await setLanguage('en');
    createUrl.mockRestore();
    click.mockRestore();
  });

  it('refuses a user without the regulation module', async () => {
    const { r } = await seed();
    signInAs(['library']);
    renderScreen(`/regulations/${r.id}`);
    expect(await screen.findByTestId('no-access')).toBeInTheDocument();
  });
});
