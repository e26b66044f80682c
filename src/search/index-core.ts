/**
 * The local search index, plain code (no Worker, no RxDB) so it is testable: one FlexSearch
 * `Index` per kind (sector, topic, obligation, regulation) over English and Indonesian text,
 * titles first (FlexSearch ranks earlier words higher), plus the few display fields a result
 * needs. The worker (search.worker.ts) wraps one instance; tests and the no-Worker fallback use it
 * directly.
 *
 * Matching: the `forward` tokenizer finds words by their beginning while the user types
 * ("limb" finds "limbah"); all words must match, and when nothing at all does, any word may
 * (FlexSearch `suggest`).
 * A title equal to, or starting with, the text is moved first.
 */
import { Charset, Index } from 'flexsearch';
import type { ObligationDoc, RegulationDoc, SectorDoc, TopicDoc } from '../../contract/sync';
import type { Language } from '../../contract/enums';

export const LOCAL_TYPES = ['sector', 'topic', 'obligation', 'regulation'] as const;
export type LocalType = (typeof LOCAL_TYPES)[number];

/** A synced document handed to the index, by collection. */
export type IndexInput =
  | { type: 'sector'; doc: SectorDoc }
  | { type: 'topic'; doc: TopicDoc }
  | { type: 'obligation'; doc: ObligationDoc }
  | { type: 'regulation'; doc: RegulationDoc };

export interface LocalHit {
  type: LocalType;
  id: string;
  title: string;
  subtitle: string;
  /** Topics: the sector to open. */
  sectorId?: string;
}

/** What the index keeps per document for display. */
interface Entry {
  title_en: string;
  title_id: string;
  /** Fixed subtitle (sector code, regulation number/year), or empty when it is the sector's name. */
  subtitle: string;
  sectorId?: string;
}

/** Long texts are cut: the first words carry the meaning and memory stays small. */
const BODY_CHARS = 400;
const body = (text: string | null | undefined) => (text ?? '').slice(0, BODY_CHARS);

function describe(input: IndexInput): { entry: Entry; text: string } {
  switch (input.type) {
    case 'sector': {
      const d = input.doc;
      const entry = { title_en: d.name_en, title_id: d.name_id, subtitle: d.code };
      return {
        entry,
        text: [d.name_en, d.name_id, d.code, body(d.description_en), body(d.description_id)].join(
          ' \n ',
        ),
      };
    }
    case 'topic': {
      const d = input.doc;
      return {
        entry: {
          title_en: d.title_en,
          title_id: d.title_id,
          subtitle: '',
          sectorId: d.sector_uuid,
        },
        text: `${d.title_en} \n ${d.title_id}`,
      };
    }
    case 'obligation': {
      const d = input.doc;
      const entry = {
        title_en: d.comp_title_en,
        title_id: d.comp_title_id,
        subtitle: '',
        sectorId: d.sector_uuid,
      };
      const text = [
        d.comp_title_en,
        d.comp_title_id,
        body(d.regulation_obligation_description_en),
        body(d.regulation_obligation_description_id),
      ];
      return { entry, text: text.join(' \n ') };
    }
    case 'regulation': {
      const d = input.doc;
      const entry = {
        title_en: d.title_en,
        title_id: d.title_id,
        subtitle: `${d.number}/${d.year}`,
      };
      const text = [
        d.title_en,
        d.title_id,
        d.number,
        String(d.year),
        body(d.abstract_en),
        body(d.abstract_id),
      ];
      return { entry, text: text.join(' \n ') };
    }
  }
}

const newIndex = () => new Index({ tokenize: 'forward', encoder: Charset.LatinBalance, cache: 50 });

export interface SearchOptions {
  limit?: number;
  lang?: Language;
}

export class SearchIndexCore {
  private readonly indexes = new Map<LocalType, Index>(LOCAL_TYPES.map((t) => [t, newIndex()]));
  private readonly entries = new Map<LocalType, Map<string, Entry>>(
    LOCAL_TYPES.map((t) => [t, new Map()]),
  );

  /** Adds or replaces documents. */
  upsert(inputs: readonly IndexInput[]): void {
    for (const input of inputs) {
      const { entry, text } = describe(input);
      const entries = this.entries.get(input.type)!;
      const index = this.indexes.get(input.type)!;
      if (entries.has(input.doc.id)) index.update(input.doc.id, text);
      else index.add(input.doc.id, text);
      entries.set(input.doc.id, entry);
    }
  }

  remove(type: LocalType, ids: readonly string[]): void {
    const entries = this.entries.get(type)!;
    for (const id of ids) {
      if (!entries.delete(id)) continue;
      this.indexes.get(type)!.remove(id);
    }
  }

  clear(): void {
    for (const type of LOCAL_TYPES) {
      this.indexes.set(type, newIndex());
      this.entries.get(type)!.clear();
    }
  }

  size(): number {
    let n = 0;
    for (const entries of this.entries.values()) n += entries.size;
    return n;
  }

  /** Up to `limit` hits per kind, kinds in LOCAL_TYPES order, best first within a kind. */
  search(query: string, { limit = 5, lang = 'en' }: SearchOptions = {}): LocalHit[] {
    const q = query.trim();
    if (!q) return [];
    const strict = this.searchAll(q, limit, lang, false);
    return strict.length > 0 ? strict : this.searchAll(q, limit, lang, true);
  }

  private searchAll(q: string, limit: number, lang: Language, suggest: boolean): LocalHit[] {
    const out: LocalHit[] = [];
    for (const type of LOCAL_TYPES) {
      // A few extra candidates, so the exact-title boost can pull one up from below the cut.
      const ids = this.indexes.get(type)!.search(q, { limit: limit * 3, suggest });
      const hits = ids
        .map((id) => this.hit(type, String(id), lang))
        .filter((h): h is LocalHit & { boost: number } => h !== null);
      const lower = q.toLowerCase();
      for (const h of hits)
        h.boost =
          h.title.toLowerCase() === lower ? 2 : h.title.toLowerCase().startsWith(lower) ? 1 : 0;
      hits.sort((a, b) => b.boost - a.boost); // stable: FlexSearch's order within equal boosts
      out.push(...hits.slice(0, limit).map(({ boost: _boost, ...h }) => h));
    }
    return out;
  }

  private hit(type: LocalType, id: string, lang: Language): (LocalHit & { boost: number }) | null {
    const entry = this.entries.get(type)!.get(id);
    if (!entry) return null;
    const sector = entry.sectorId ? this.entries.get('sector')!.get(entry.sectorId) : undefined;
    const subtitle =
      entry.subtitle || (sector ? (lang === 'id' ? sector.title_id : sector.title_en) : '');
    const hit: LocalHit & { boost: number } = {
      type,
      id,
      title: lang === 'id' ? entry.title_id : entry.title_en,
      subtitle,
      boost: 0,
    };
    if (entry.sectorId) hit.sectorId = entry.sectorId;
    return hit;
  }
}
