/**
 * Content-library factories for server tests: sectors, topics, obligations, regulations, their
 * documents and hierarchy links, inserted directly. Every factory takes an optional company_uuid
 * (null = provider master content) and overrides of any column.
 */
import { randomUUID } from 'node:crypto';
import { INVERSE_RELATION, type HierarchyRelation } from '../../contract/enums';
import type { Database } from '../db/client';
import {
  obligationRegulations,
  obligations,
  regulationDocuments,
  regulationHierarchy,
  regulations,
  sectors,
  topics,
} from '../db/schema/library';

const tag = () => randomUUID().slice(0, 8);

export async function createSector(
  database: Database,
  over: Partial<typeof sectors.$inferInsert> = {},
) {
  const code = `S-${tag()}`;
  const [row] = await database.db
    .insert(sectors)
    .values({ code, name_en: `Sector ${code}`, name_id: `Sektor ${code}`, ...over })
    .returning();
  return row;
}

export async function createTopic(
  database: Database,
  sector_uuid: string,
  over: Partial<typeof topics.$inferInsert> = {},
) {
  const t = tag();
  const [row] = await database.db
    .insert(topics)
    .values({ sector_uuid, title_en: `Topic ${t}`, title_id: `Topik ${t}`, ...over })
    .returning();
  return row;
}

/** A published, active master obligation unless the overrides say otherwise. */
export async function createObligation(
  database: Database,
  place: { sector_uuid: string; topic_uuid: string },
  over: Partial<typeof obligations.$inferInsert> = {},
) {
  const t = tag();
  const [row] = await database.db
    .insert(obligations)
    .values({
      ...place,
      comp_title_en: `Obligation ${t}`,
      comp_title_id: `Kewajiban ${t}`,
      regulation_obligation_description_en: `Keep records ${t}`,
      regulation_obligation_description_id: `Menyimpan catatan ${t}`,
      regulation_penalty_description_en: 'Written warning',
      regulation_penalty_description_id: 'Teguran tertulis',
      type: 'periodic',
      sanction: 'administrative',
      priority: 'high',
      obligation_status: 1,
      is_active: true,
      master: over.company_uuid ? false : true,
      checklist_template: [{ title_en: 'Prepare the report', title_id: 'Menyiapkan laporan' }],
      ...over,
    })
    .returning();
  return row;
}

export async function createRegulation(
  database: Database,
  over: Partial<typeof regulations.$inferInsert> = {},
) {
  const t = tag();
  const [row] = await database.db
    .insert(regulations)
    .values({
      title_en: `Regulation ${t}`,
      title_id: `Peraturan ${t}`,
      number: `${Math.floor(Math.random() * 90) + 10}`,
      year: 2020,
      type: 'government_regulation',
      issuer_en: 'Government',
      issuer_id: 'Pemerintah',
      legal_status: 'in_effect',
      abstract_en: `Abstract ${t}`,
      abstract_id: `Abstrak ${t}`,
      full_text_en: `Full text ${t}`,
      full_text_id: `Teks lengkap ${t}`,
      ...over,
    })
    .returning();
  return row;
}

/** A hierarchy link written in both directions, as the seed and the service write them. */
export async function linkRegulations(
  database: Database,
  from: string,
  relation: HierarchyRelation,
  to: string,
) {
  const rows = await database.db
    .insert(regulationHierarchy)
    .values([
      { regulation_guid: from, related_guid: to, relation },
      { regulation_guid: to, related_guid: from, relation: INVERSE_RELATION[relation] },
    ])
    .returning();
  return rows;
}

export async function attachRegulation(
  database: Database,
  obligation_uuid: string,
  regulation_guid: string,
) {
  await database.db.insert(obligationRegulations).values({ obligation_uuid, regulation_guid });
}

export async function createRegulationDocument(
  database: Database,
  regulation_guid: string,
  over: Partial<typeof regulationDocuments.$inferInsert> = {},
) {
  const t = tag();
  const [row] = await database.db
    .insert(regulationDocuments)
    .values({
      regulation_guid,
      alias_name: `Official text ${t}`,
      file_name: `official-${t}.pdf`,
      extension: 'pdf',
      size_bytes: 1024,
      storage_key: `regulations/${regulation_guid}/${t}.pdf`,
      ...over,
    })
    .returning();
  return row;
}

/** A master sector with a topic and a subtopic: the usual place for test obligations. */
export async function librarySkeleton(
  database: Database,
  over: Partial<typeof sectors.$inferInsert> = {},
) {
  const sector = await createSector(database, over);
  const topic = await createTopic(database, sector.sector_uuid, { sort: 0 });
  const subtopic = await createTopic(database, sector.sector_uuid, {
    parent_uuid: topic.topic_uuid,
    sort: 0,
  });
  const place = { sector_uuid: sector.sector_uuid, topic_uuid: subtopic.topic_uuid };
  return { sector, topic, subtopic, place };
}
