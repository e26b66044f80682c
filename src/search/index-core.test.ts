import { beforeEach, describe, expect, it } from 'vitest';
import { SearchIndexCore } from './index-core';
import { obligationDoc, regulationDoc, sectorDoc, topicDoc } from './test-docs';

let core: SearchIndexCore;
beforeEach(() => {
  core = new SearchIndexCore();
  core.upsert([
    { type: 'sector', doc: sectorDoc('s1', 'Mining', 'Pertambangan') },
    { type: 'sector', doc: sectorDoc('s2', 'Manufacturing', 'Manufaktur') },
    { type: 'topic', doc: topicDoc('t1', 's1', 'Occupational safety', 'Keselamatan kerja') },
    {
      type: 'obligation',
      doc: obligationDoc('o1', 's1', {
        comp_title_en: 'Hazardous waste storage permit',
        comp_title_id: 'Izin penyimpanan limbah B3',
        regulation_obligation_description_id: 'Pengelolaan limbah bahan berbahaya dan beracun',
      }),
    },
    {
      type: 'obligation',
      doc: obligationDoc('o2', 's2', {
        comp_title_en: 'Fire safety drill',
        comp_title_id: 'Latihan keselamatan kebakaran',
      }),
    },
    {
      type: 'regulation',
      doc: regulationDoc('r1', {
        title_en: 'Government Regulation on Environmental Protection',
        title_id: 'Peraturan Pemerintah tentang Perlindungan Lingkungan',
        number: '22',
        year: 2021,
      }),
    },
  ]);
});

const ids = (hits: { type: string; id: string }[]) => hits.map((h) => `${h.type}:${h.id}`);

describe('SearchIndexCore', () => {
  it('builds from documents and counts them', () => {
    expect(core.size()).toBe(6);
  });

  it('finds an obligation by an Indonesian word, titled in the asked language', () => {
    expect(ids(core.search('limbah'))).toEqual(['obligation:o1']);
    const [hit] = core.search('limbah', { lang: 'id' });
    expect(hit).toEqual({
      type: 'obligation',
      id: 'o1',
      title: 'Izin penyimpanan limbah B3',
      subtitle: 'Pertambangan',
      sectorId: 's1',
    });
    expect(core.search('limbah', { lang: 'en' })[0]).toMatchObject({
      title: 'Hazardous waste storage permit',
      subtitle: 'Mining',
    });
  });

  it('finds in both languages, by word beginnings while typing, across kinds in a fixed order', () => {
    expect(ids(core.search('waste'))).toEqual(['obligation:o1']);
    expect(ids(core.search('limb'))).toEqual(['obligation:o1']);
    expect(ids(core.search('keselamatan'))).toEqual(['topic:t1', 'obligation:o2']);
    expect(ids(core.search('safety'))).toEqual(['topic:t1', 'obligation:o2']);
    expect(ids(core.search('pertamb'))).toEqual(['sector:s1']);
    expect(ids(core.search('lingkungan'))).toEqual(['regulation:r1']);
    expect(core.search('lingkungan')[0].subtitle).toBe('22/2021');
    expect(ids(core.search('2021'))).toEqual(['regulation:r1']);
    expect(core.search('   ')).toEqual([]);
  });

  it('falls back to any word when all words do not match', () => {
    expect(ids(core.search('limbah kebakaran'))).toEqual(
      expect.arrayContaining(['obligation:o1', 'obligation:o2']),
    );
  });

  it('puts a title starting with the text first', () => {
    core.upsert([
      {
        type: 'obligation',
        doc: obligationDoc('o3', 's1', {
          comp_title_en: 'Annual report on safety of drills',
          comp_title_id: 'Laporan',
        }),
      },
      {
        type: 'obligation',
        doc: obligationDoc('o4', 's1', { comp_title_en: 'Safety drill', comp_title_id: 'Latihan' }),
      },
    ]);
    expect(ids(core.search('safety drill'))).toEqual([
      'obligation:o4',
      'obligation:o2',
      'obligation:o3',
    ]);
  });

  it('applies updates and removals', () => {
    core.upsert([
      {
        type: 'obligation',
        doc: obligationDoc('o1', 's1', {
          comp_title_en: 'Noise measurement',
          comp_title_id: 'Pengukuran kebisingan',
        }),
      },
    ]);
    expect(core.size()).toBe(6);
    expect(core.search('limbah')).toEqual([]);
    expect(ids(core.search('kebisingan'))).toEqual(['obligation:o1']);
    core.remove('obligation', ['o1', 'unknown']);
    expect(core.search('kebisingan')).toEqual([]);
    expect(core.size()).toBe(5);
    core.clear();
    expect(core.size()).toBe(0);
    expect(core.search('mining')).toEqual([]);
  });

  it('limits the hits per kind', () => {
    core.upsert(
      Array.from({ length: 12 }, (_, i) => ({
        type: 'obligation' as const,
        doc: obligationDoc(`x${i}`, 's1', {
          comp_title_en: `Emission report ${i}`,
          comp_title_id: 'Laporan emisi',
        }),
      })),
    );
    expect(core.search('emission', { limit: 3 })).toHaveLength(3);
  });
});
