/**
 * Tenant isolation: a user of company A gets 404 for every row of company B, on every route
 * that takes a row id. Every module adds its routes to CASES; a route with a path parameter and
 * no case fails the first test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import {
  createObligation,
  createRegulation,
  createRegulationDocument,
  createTopic,
  librarySkeleton,
  linkRegulations,
} from './content-fixtures';
import { createCompliance } from '../modules/compliance/checklists/test-helpers';
import { createUser, providerCompany, twoCompanies } from './fixtures';
import {
  addMember,
  builtInRoles,
  createCompliance as createMemberCompliance,
} from '../modules/compliance/members/test-fixtures';
import { call, createTestApp, pullSync, type TestApp } from './harness';
import { multipartBody, PDF_BYTES } from './multipart';
import { PNG_SAMPLE } from '../modules/settings/logo-sample';
import { documents, folders } from '../db/schema/documents';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { createDocument, createFolder } from '../modules/documents/documents.fixtures';
import { documentRelations } from '../db/schema/documents';

/** A company's own content: a sector with a topic, an obligation, a regulation and its document. */
async function ownContent(database: Database, company_uuid: string) {
  const master = await librarySkeleton(database);
  const sector = (await librarySkeleton(database, { company_uuid })).sector;
  await createTopic(database, sector.sector_uuid, { company_uuid });
  const obligation = await createObligation(database, master.place, { company_uuid });
  const masterRegulation = await createRegulation(database);
  const regulation = await createRegulation(database, { company_uuid });
  await linkRegulations(
    database,
    regulation.regulation_guid,
    'amends',
    masterRegulation.regulation_guid,
  );
  const document = await createRegulationDocument(database, regulation.regulation_guid);
  const compliance = await createCompliance(database, company_uuid, { deadline: '2099-01-01' });
  // A second one: the renewal closes its own, so the first still takes every other call.
  const renewable = await createCompliance(database, company_uuid, { deadline: '2099-01-01' });
  return { sector, obligation, regulation, document, compliance, renewable };
}

/** A company's member roles (built-in and one custom, unused) and a compliance with two members. */
async function memberContent(
  database: Database,
  company: { company_uuid: string; group_uuid: string },
) {
  await builtInRoles(database, company.company_uuid);
  const [role] = await database.query<{ member_role_uuid: string }>(
    `INSERT INTO member_roles (company_uuid, name, code, actions) VALUES ($1, 'Custom', 'custom_x', '["view"]') RETURNING member_role_uuid`,
    [company.company_uuid],
  );
  const compliance = await createMemberCompliance(database, company.company_uuid);
  const kept = await addMember(
    database,
    compliance,
    (await createUser(database, company)).user_uuid,
    'member',
  );
  const removed = await addMember(
    database,
    compliance,
    (await createUser(database, company)).user_uuid,
    'contributor',
  );
  return {
    role: role.member_role_uuid,
    compliance: compliance.compliance_uuid,
    kept: kept.member_uuid,
    removed: removed.member_uuid,
  };
}

/** A company's access rows: a custom role nobody holds, a group with a child (roles and groups areas). */
async function accessContent(database: Database, company_uuid: string) {
  const [role] = await database.query<{ role_uuid: string }>(
    `INSERT INTO privilege_roles (company_uuid, role_name, role_setting) VALUES ($1, 'Unused', 0) RETURNING role_uuid`,
    [company_uuid],
  );
  const [group] = await database.query<{ group_uuid: string }>(
    `INSERT INTO user_groups (company_uuid, name) VALUES ($1, 'Team') RETURNING group_uuid`,
    [company_uuid],
  );
  await database.query(
    `INSERT INTO user_groups (company_uuid, name, parent_uuid) VALUES ($1, 'Sub team', $2)`,
    [company_uuid, group.group_uuid],
  );
  const [doomed] = await database.query<{ group_uuid: string }>(
    `INSERT INTO user_groups (company_uuid, name) VALUES ($1, 'Doomed') RETURNING group_uuid`,
    [company_uuid],
  );
  return { role: role.role_uuid, group: group.group_uuid, doomed: doomed.group_uuid };
}

/** A company's stored document (a real file in storage) and folder, for the file routes. */
async function fileContent(t: TestApp, company_uuid: string) {
  const storage_key = `${company_uuid}/${randomUUID()}`;
  await t.app.deps.storage.put(storage_key, Readable.from([PDF_BYTES]));
  const [doc] = await t.database.db
    .insert(documents)
    .values({
      company_uuid,
      file_name: 'theirs.pdf',
      extension: 'pdf',
      mime_type: 'application/pdf',
      size_bytes: PDF_BYTES.length,
      storage_key,
    })
    .returning();
  const [folder] = await t.database.db
    .insert(folders)
    .values({ company_uuid, name: 'Theirs' })
    .returning();
  return { document: doc.document_uuid, folder: folder.folder_uuid };
}

/** A company's people for the user management routes: a user to delete, a sub-group. */
async function peopleContent(
  database: Database,
  company: { company_uuid: string; group_uuid: string },
) {
  const deletable = await createUser(database, company);
  return { deletable: deletable.user_uuid, group: company.group_uuid };
}

/** A company's document library: documents (one to delete), a relation, a folder of a compliance with checklist items. */
async function documentContent(app: TestApp['app'], database: Database, company_uuid: string) {
  const compliance = await createCompliance(database, company_uuid, { deadline: '2099-01-01' });
  const folder = await createFolder(database, company_uuid, {
    compliance_uuid: compliance.compliance_uuid,
  });
  const document = await createDocument(app, database, company_uuid, {
    folder_uuid: folder.folder_uuid,
  });
  const doomed = await createDocument(app, database, company_uuid);
  const related = await createDocument(app, database, company_uuid);
  const [relation] = await database.db
    .insert(documentRelations)
    .values({
      company_uuid,
      document_uuid: related.document_uuid,
      compliance_uuid: compliance.compliance_uuid,
    })
    .returning();
  return {
    compliance,
    folder,
    document: document.document_uuid,
    doomed: doomed.document_uuid,
    relation: relation.relation_uuid,
  };
}

/** A notification of the company's admin (notifications area). */
async function notificationContent(database: Database, company_uuid: string, user_uuid: string) {
  const [row] = await database.query<{ notification_uuid: string }>(
    `INSERT INTO notifications (company_uuid, user_uuid, type, header_en, header_id) VALUES ($1, $2, 'reminder', 'Reminder', 'Pengingat') RETURNING notification_uuid`,
    [company_uuid, user_uuid],
  );
  return { notification: row.notification_uuid };
}

/** A push subscription of the company's admin's device (notifications area). */
async function pushContent(database: Database, company_uuid: string, user_uuid: string) {
  const endpoint = `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;
  await database.query(
    `INSERT INTO push_subscriptions (company_uuid, user_uuid, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4, 'c2VjcmV0LW9mLWI')`,
    [
      company_uuid,
      user_uuid,
      endpoint,
      'BCoJN4bOhKxZ-PNRlEpTink9WcnLaLS-M9av4hiIsJeuA5MOz3jcyoWeTjf_i3AO6ZY-V2WH4z59Kj9ouleEARM',
    ],
  );
  return { endpoint };
}

/** An update of a synced sector version for the company (the customers' update lists). */
async function updateContent(database: Database, company_uuid: string) {
  const { sector, place } = await librarySkeleton(database);
  const obligation = await createObligation(database, place);
  const [version] = await database.query<{ version_uuid: string }>(
    `INSERT INTO sector_versions (sector_uuid, version, published_at) VALUES ($1, 1, current_date) RETURNING version_uuid`,
    [sector.sector_uuid],
  );
  const [row] = await database.query<{ update_uuid: string }>(
    `INSERT INTO company_obligation_updates (company_uuid, obligation_uuid, sector_uuid, version_uuid, version, published_on, kind, version_code)
     VALUES ($1, $2, $3, $4, 1, current_date, 'changed', 2) RETURNING update_uuid`,
    [company_uuid, obligation.obligation_uuid, sector.sector_uuid, version.version_uuid],
  );
  return { update: row.update_uuid };
}

type Company = Awaited<ReturnType<typeof twoCompanies>>['a'] & {
  updates: Awaited<ReturnType<typeof updateContent>>;
  push: Awaited<ReturnType<typeof pushContent>>;
  notes: Awaited<ReturnType<typeof notificationContent>>;
  docs: Awaited<ReturnType<typeof documentContent>>;
  content: Awaited<ReturnType<typeof ownContent>>;
  members: Awaited<ReturnType<typeof memberContent>>;
  access: Awaited<ReturnType<typeof accessContent>>;
  people: Awaited<ReturnType<typeof peopleContent>>;
  files: Awaited<ReturnType<typeof fileContent>>;
};
interface Case {
  /** The request made by A's admin against B's row. */
  request: (b: Company) => { url: string; body?: unknown };
}

const CASES: Record<string, Case> = {
  // Files (the multipart upload naming another company's folder, compliance or checklist item: below).
  'GET /documents/download/:id': {
    request: (b) => ({ url: `/documents/download/${b.files.document}` }),
  },
  'GET /users/detail/:id': { request: (b) => ({ url: `/users/detail/${b.member.user_uuid}` }) },
  'GET /v2/sectors/:id': {
    request: (b) => ({ url: `/v2/sectors/${b.content.sector.sector_uuid}` }),
  },
  'GET /obligation/:id': {
    request: (b) => ({ url: `/obligation/${b.content.obligation.obligation_uuid}` }),
  },
  'GET /regulations/:id': {
    request: (b) => ({ url: `/regulations/${b.content.regulation.regulation_guid}` }),
  },
  'GET /regulations/central/:id': {
    request: (b) => ({ url: `/regulations/central/${b.content.regulation.regulation_guid}` }),
  },
  'GET /v2/regulations/hierarchy/:id': {
    request: (b) => ({ url: `/v2/regulations/hierarchy/${b.content.regulation.regulation_guid}` }),
  },
  'GET /compliance/:id/': {
    request: (b) => ({ url: `/compliance/${b.content.compliance.compliance_uuid}/` }),
  },
  'GET /compliance/:id': {
    request: (b) => ({ url: `/compliance/${b.content.compliance.compliance_uuid}` }),
  },
  'GET /compliance/checklist/:id': {
    request: (b) => ({ url: `/compliance/checklist/${b.content.compliance.compliance_uuid}` }),
  },
  'GET /compliance/:id/diffs': {
    request: (b) => ({ url: `/compliance/${b.content.compliance.compliance_uuid}/diffs` }),
  },
  'GET /compliance/:id/diffs/information': {
    request: (b) => ({
      url: `/compliance/${b.content.compliance.compliance_uuid}/diffs/information`,
    }),
  },
  'GET /compliance/:id/diffs/checklist': {
    request: (b) => ({
      url: `/compliance/${b.content.compliance.compliance_uuid}/diffs/checklist`,
    }),
  },
  'GET /compliance/:id/diffs/regulation': {
    request: (b) => ({
      url: `/compliance/${b.content.compliance.compliance_uuid}/diffs/regulation`,
    }),
  },
  'GET /member/role/list/:company_uuid': {
    request: (b) => ({ url: `/member/role/list/${b.company.company_uuid}` }),
  },
  'GET /member/role/detail/:id': {
    request: (b) => ({ url: `/member/role/detail/${b.members.role}` }),
  },
  'GET /role/:id': { request: (b) => ({ url: `/role/${b.access.role}` }) },
  'GET /v2/users/group/:id': { request: (b) => ({ url: `/v2/users/group/${b.access.group}` }) },
  'PUT /v2/users/group/update/:group_uuid': {
    request: (b) => ({
      url: `/v2/users/group/update/${b.access.group}`,
      body: { name: 'Renamed' },
    }),
  },
  'PUT /users/group/delete/:id': {
    request: (b) => ({ url: `/users/group/delete/${b.access.doomed}` }),
  },
  'GET /users/company/list-user/:company_uuid': {
    request: (b) => ({ url: `/users/company/list-user/${b.company.company_uuid}` }),
  },
  'PUT /users/update/:id': {
    request: (b) => ({ url: `/users/update/${b.member.user_uuid}`, body: { position: 'Clerk' } }),
  },
  'DELETE /users/delete/:id': { request: (b) => ({ url: `/users/delete/${b.people.deletable}` }) },
  // Microsoft sign-in mapping (ours): another company's user is not found (its mapping is not cleared either).
  'GET /users/microsoft/:id': {
    request: (b) => ({ url: `/users/microsoft/${b.member.user_uuid}` }),
  },
  'PUT /users/microsoft/:id': {
    request: (b) => ({ url: `/users/microsoft/${b.member.user_uuid}`, body: { object_id: null } }),
  },
  'GET /documents/detail/:id': {
    request: (b) => ({ url: `/documents/detail/${b.docs.document}` }),
  },
  'PUT /documents/update/:id': {
    request: (b) => ({
      url: `/documents/update/${b.docs.document}`,
      body: { file_name: 'Renamed' },
    }),
  },
  'GET /settings/detail/:companyId': {
    request: (b) => ({ url: `/settings/detail/${b.company.company_uuid}` }),
  },
  'PUT /settings/update/:companyId': {
    request: (b) => ({
      url: `/settings/update/${b.company.company_uuid}`,
      body: { reminderDaysBefore: 5 },
    }),
  },
  'DELETE /documents/map/:relationId': {
    request: (b) => ({ url: `/documents/map/${b.docs.relation}` }),
  },
  'GET /notification/:id': { request: (b) => ({ url: `/notification/${b.notes.notification}` }) },
  'PUT /notification/read/:id': {
    request: (b) => ({ url: `/notification/read/${b.notes.notification}` }),
  },
  'GET /obligation/company/update/:id': {
    request: (b) => ({ url: `/obligation/company/update/${b.updates.update}` }),
  },
};

/** Routes that take B's row id in the body or the query rather than the path. */
/** Routes whose path parameter is not a row id, with the test that covers their isolation. */
const NOT_ROW_IDS: Record<string, string> = {
  // The provider's authoring: below, with the calls that take their ids in the body or query.
  'GET /sectors/sync-progress/:sector_uuid':
    "answers the provider 404 for a customer company's own content and leaves it alone, and the customer 403",
  'GET /sync/:collection': "never syncs another company's rows",
  'GET /docs/:file': 'a public asset of the API reference, no row behind it',
  // Jobs and mails are the platform's, not a company's: every customer gets 403 (operations.test.ts).
  'POST /jobs/retry/:id': 'refuses every operations route to a customer admin (403)',
  'GET /mail/outbox/:id': 'refuses every operations route to a customer admin (403)',
  'POST /mail/outbox/resend/:id': 'refuses every operations route to a customer admin (403)',
  // Customer companies are the provider's: every customer gets 403, its own company included (customers.test.ts).
  'GET /users/company/:id':
    'refuses every route of the area to a customer admin (403), its own company included',
  'PUT /users/company/update/:company_uuid':
    'refuses every route of the area to a customer admin (403), its own company included',
  'PUT /users/company/update-license/:company_uuid':
    'refuses every route of the area to a customer admin (403), its own company included',
  'DELETE /users/company/delete/:id':
    'refuses every route of the area to a customer admin (403), its own company included',
  'GET /users/customer-activities/:id':
    'refuses every route of the area to a customer admin (403), its own company included',
  'POST /users/company/upload-archive/:id':
    'archive.test.ts: is the provider’s only: a customer admin gets 403, on its own company too',
  // A company's logo: an image tag sends no token, so it is public; its name is an unguessable id (settings.test.ts).
  'POST /settings/logo/:companyId':
    'multipart, so below: answers 404 to a logo upload for another company',
  'GET /settings/logo/:companyId/:name':
    'settings.test.ts: serves it without a token; another company’s path with the name is 404',
  // The provider's content files, shared with every signed-in user like the content itself.
  'GET /uploads/:name':
    'POST /uploads stores a content file and answers the address every signed-in user can read it at',
  // Static pages are the provider's, shared by every company; customers may not write them (403).
  'PUT /content/update/:id': 'refuses the static page writes to a customer admin (403)',
  'DELETE /content/delete/:id': 'refuses the static page writes to a customer admin (403)',
  // Regulation authoring is the provider's (module content): every customer gets 403 (regulation-authoring.test.ts).
  'GET /regulations/sync/:id':
    'refuses every authoring call to customers (403), their admin included, and writes nothing',
  // Templates by file name (an allow-list), no row behind them; provider only (spreadsheets.test.ts).
  'GET /documents/template/:file': 'serves the named templates and nothing else (404)',
  'GET /documents/uploads/regframe-template/:file':
    'serves the named templates (as /documents/template/{file}) and nothing else (404)',
  // The provider's inbox spans every company; customers may not use it (403, inbox.test.ts).
  'PUT /feedback/answer/:id': 'refuses the inbox to a customer admin (403)',
  'PUT /user-request/answer/:id': 'refuses the inbox to a customer admin (403)',
  // Backups hold the whole database, every company's: the provider's alone (403, backups.test.ts).
  'POST /database/restore/:id':
    'refuses every route to a customer admin (403) and to a caller without a token (401)',
};

const BODY_CASES: Record<string, Case> = {
  'POST /obligation/bookmark': {
    request: (b) => ({
      url: '/obligation/bookmark',
      body: { obligation_uuid: b.content.obligation.obligation_uuid },
    }),
  },
  'POST /regulations/bookmark': {
    request: (b) => ({
      url: '/regulations/bookmark',
      body: { regulation_guid: b.content.regulation.regulation_guid },
    }),
  },
  'GET /regulation/document': {
    request: (b) => ({ url: `/regulation/document?doc_guid=${b.content.document.doc_guid}` }),
  },
  'POST /compliance/bookmark': {
    request: (b) => ({
      url: '/compliance/bookmark',
      body: { compliance_uuid: b.content.compliance.compliance_uuid },
    }),
  },
  'PUT /compliance/update': {
    request: (b) => ({
      url: '/compliance/update',
      body: { compliance_uuid: b.content.compliance.compliance_uuid, note: 'n' },
    }),
  },
  'PUT /compliance/process/update': {
    request: (b) => ({
      url: '/compliance/process/update',
      body: {
        compliance_uuid: b.content.compliance.compliance_uuid,
        action: 'claim',
        confirm: true,
      },
    }),
  },
  'PUT /compliance/status/update': {
    request: (b) => ({
      url: '/compliance/status/update',
      body: { compliance_uuid: b.content.compliance.compliance_uuid, process_status: 'not_comply' },
    }),
  },
  'POST /compliance/duplicate': {
    request: (b) => ({
      url: '/compliance/duplicate',
      body: { compliance_uuid: b.content.compliance.compliance_uuid },
    }),
  },
  'POST /compliance/renewal': {
    request: (b) => ({
      url: '/compliance/renewal',
      body: { compliance_uuid: b.content.renewable.compliance_uuid },
    }),
  },
  'GET /comments/list': {
    request: (b) => ({ url: `/comments/list?comp_uuid=${b.content.compliance.compliance_uuid}` }),
  },
  'GET /reminder/list': {
    request: (b) => ({
      url: `/reminder/list?compliance_uuid=${b.content.compliance.compliance_uuid}`,
    }),
  },
  'PUT /compliance/checklist/update': {
    request: (b) => ({
      url: '/compliance/checklist/update',
      body: {
        checklist_uuid: b.content.compliance.items[0].checklist_uuid,
        isClaimChecklist: true,
      },
    }),
  },
  'DELETE /compliance/checklist/delete': {
    request: (b) => ({
      url: '/compliance/checklist/delete',
      body: { checklist_uuid: b.content.compliance.items[1].checklist_uuid },
    }),
  },
  // Members (POST /member/create, /member/role/create and /member/assign-bulk: members tests).
  'GET /member/list': {
    request: (b) => ({ url: `/member/list?compliance_uuid=${b.members.compliance}` }),
  },
  'PUT /member/update': {
    request: (b) => ({
      url: '/member/update',
      body: { member_uuid: b.members.kept, member_role_uuid: null },
    }),
  },
  'DELETE /member/delete': {
    request: (b) => ({ url: '/member/delete', body: { member_uuid: b.members.removed } }),
  },
  'PUT /compliance/assign': {
    request: (b) => ({
      url: '/compliance/assign',
      body: { compliance_uuid: b.members.compliance, auditor_uuid: b.member.user_uuid },
    }),
  },
  'PUT /member/role/update': {
    request: (b) => ({
      url: '/member/role/update',
      body: { member_role_uuid: b.members.role, actions: ['view', 'comment'] },
    }),
  },
  'DELETE /member/role/delete': {
    request: (b) => ({ url: '/member/role/delete', body: { member_role_uuid: b.members.role } }),
  },
  // Roles (POST /role/create and the group and label creates name no row of another company: roles and groups tests).
  'PUT /role/privilege/update': {
    request: (b) => ({
      url: '/role/privilege/update',
      body: {
        role_uuid: b.access.role,
        modules: [
          { module_code: 'library', view: true, create: false, update: false, delete: false },
        ],
      },
    }),
  },
  'DELETE /role/delete': {
    request: (b) => ({ url: '/role/delete', body: { role_uuid: b.access.role } }),
  },
  // Users (POST /users/create and /users/invite take roles and a group: users tests, 400 on the field).
  'GET /users/company/group-user': {
    request: (b) => ({ url: `/users/company/group-user?group_uuid=${b.people.group}` }),
  },
  // Dashboard: the group filter (a sector of another company is 404 too: dashboard tests).
  'GET /dashboard/list': {
    request: (b) => ({ url: `/dashboard/list?group_uuid=${b.access.group}` }),
  },
  'GET /dashboard/group': {
    request: (b) => ({ url: `/dashboard/group?group_uuid=${b.access.group}` }),
  },
  'GET /dashboard/report/compliance-status': {
    request: (b) => ({
      url: `/dashboard/report/compliance-status?category=status-all&group_uuid=${b.access.group}`,
    }),
  },
  'GET /dashboard/report/compliance-statistics': {
    request: (b) => ({
      url: `/dashboard/report/compliance-statistics?group_uuid=${b.access.group}`,
    }),
  },
  'GET /dashboard/report/export': {
    request: (b) => ({ url: `/dashboard/report/export?group_uuid=${b.access.group}` }),
  },
  // Documents (the map's targets of another company beside an own document: documents tests).
  'DELETE /documents/delete': {
    request: (b) => ({
      url: '/documents/delete?type=hard',
      body: { document_uuids: [b.docs.doomed] },
    }),
  },
  'POST /documents/bookmark': {
    request: (b) => ({ url: '/documents/bookmark', body: { document_uuid: b.docs.document } }),
  },
  'POST /documents/map': {
    request: (b) => ({
      url: '/documents/map',
      body: {
        document_uuid: b.docs.document,
        compliance_uuids: [b.docs.compliance.compliance_uuid],
        checklist_uuids: [b.docs.compliance.items[0].checklist_uuid],
        regulation_guids: [b.content.regulation.regulation_guid],
      },
    }),
  },
  'GET /documents/search-relation': {
    request: (b) => ({
      url: `/documents/search-relation?type=checklist&document_uuid=${b.docs.document}`,
    }),
  },
  'GET /documents/search-relation (compliance)': {
    request: (b) => ({
      url: `/documents/search-relation?type=checklist&compliance_uuid=${b.docs.compliance.compliance_uuid}`,
    }),
  },
  'GET /folders/list': {
    request: (b) => ({ url: `/folders/list?compliance_uuid=${b.docs.compliance.compliance_uuid}` }),
  },
  'POST /folders/list': {
    request: (b) => ({
      url: `/folders/list?compliance_uuid=${b.docs.compliance.compliance_uuid}`,
      body: {},
    }),
  },
  // Push: a device's address held by B (another secret: only B's own repeat updates it), then its removal.
  'POST /notification/push/subscribe': {
    request: (b) => ({
      url: '/notification/push/subscribe',
      body: {
        endpoint: b.push.endpoint,
        keys: {
          p256dh:
            'BCoJN4bOhKxZ-PNRlEpTink9WcnLaLS-M9av4hiIsJeuA5MOz3jcyoWeTjf_i3AO6ZY-V2WH4z59Kj9ouleEARM',
          auth: 'YW5vdGhlci1zZWNyZXQ',
        },
      },
    }),
  },
  'DELETE /notification/push/subscribe': {
    request: (b) => ({ url: '/notification/push/subscribe', body: { endpoint: b.push.endpoint } }),
  },
};

let t: TestApp;
let a: Company;
let b: Company;
beforeAll(async () => {
  t = await createTestApp();
  const two = await twoCompanies(t.app, t.database);
  // One builder per area: each adds its rows of a company, the cases below reach them as b.<area>.
  const rows = async (c: typeof two.a) => ({
    ...c,
    content: await ownContent(t.database, c.company.company_uuid),
    members: await memberContent(t.database, c.company),
    access: await accessContent(t.database, c.company.company_uuid),
    people: await peopleContent(t.database, c.company),
    files: await fileContent(t, c.company.company_uuid),
    docs: await documentContent(t.app, t.database, c.company.company_uuid),
    notes: await notificationContent(t.database, c.company.company_uuid, c.admin.user_uuid),
    push: await pushContent(t.database, c.company.company_uuid, c.admin.user_uuid),
    updates: await updateContent(t.database, c.company.company_uuid),
  });
  a = await rows(two.a);
  b = await rows(two.b);
});
afterAll(() => t.close());

describe('cross-company isolation', () => {
  it('covers every route that takes a row id', () => {
    const withParams = t.app.apiRoutes
      .filter((r) => r.url.includes(':'))
      .map((r) => `${r.method} ${r.url}`);
    expect(withParams.filter((r) => !CASES[r] && !NOT_ROW_IDS[r])).toEqual([]);
  });

  it("never syncs another company's rows, while that company receives them", async () => {
    const rows = (c: Company) => ({
      sectors: c.content.sector.sector_uuid,
      obligations: c.content.obligation.obligation_uuid,
      regulations: c.content.regulation.regulation_guid,
    });
    await t.app.deps.mutations.system(async (m) => {
      for (const c of [a, b]) {
        for (const [collection, row_id] of Object.entries(rows(c))) {
          await m.feed({
            collection: collection as keyof ReturnType<typeof rows>,
            row_id,
            company_uuid: c.company.company_uuid,
            op: 'upsert',
          });
        }
      }
    });
    for (const [collection, id] of Object.entries(rows(b))) {
      const theirs = await pullSync(t.app, `/sync/${collection}?limit=2000`, a.admin.token);
      expect(theirs.status).toBe(200);
      expect(JSON.stringify(theirs.body.data.documents)).not.toContain(id);
      const own = await pullSync(t.app, `/sync/${collection}?limit=2000`, b.admin.token);
      expect(own.body.data.documents.map((d: { id: string }) => d.id)).toContain(id);
    }
  });

  for (const [route, c] of Object.entries({ ...CASES, ...BODY_CASES })) {
    it(`answers 404 to another company on ${route}`, async () => {
      const method = route.split(' ')[0] as 'GET';
      const { url, body } = c.request(b);
      const res = await call(t.app, method, url, { token: a.admin.token, body });
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain(b.company.company_uuid);
    });
  }

  it('still answers the same route for the own company (the case is not vacuous)', async () => {
    const res = await call(t.app, 'GET', `/users/detail/${a.member.user_uuid}`, {
      token: a.admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.email).toBe(a.member.email);
  });

  it("still answers the content routes for the rows' own company (the cases are not vacuous)", async () => {
    for (const [route, c] of Object.entries({ ...CASES, ...BODY_CASES })) {
      const method = route.split(' ')[0] as 'GET';
      const { url, body } = c.request(b);
      const res = await call(t.app, method, url, { token: b.admin.token, body });
      // 201 for the calls that create (a renewal, a duplicate).
      expect([route, res.status === 201 ? 200 : res.status]).toEqual([route, 200]);
    }
  });

  it('answers the same 404 for a malformed id as for a foreign one', async () => {
    const res = await call(t.app, 'GET', '/users/detail/not-a-uuid', { token: a.admin.token });
    expect(res.status).toBe(404);
  });
});

/** Creates (201), the author's comment writes and the confirmation, which the generic owner check cannot replay as 200. */
describe('cross-company isolation of the checklist area’s creates, comments and confirmation', () => {
  it('answers 404 to another company and leaves the rows alone, while their owner succeeds', async () => {
    const theirs = b.content.compliance.compliance_uuid;
    const comment_uuid = 'c0ffee00-0000-4000-8000-00000000cc01';
    expect(
      (
        await call(t.app, 'PUT', '/comments', {
          token: b.admin.token,
          body: { comment_uuid, comp_uuid: theirs, body: 'Theirs' },
        })
      ).status,
    ).toBe(201);
    const foreign: [string, string, unknown][] = [
      ['POST', '/compliance/checklist/create', { compliance_uuid: theirs, title: 'x' }],
      [
        'PUT',
        '/comments',
        { comment_uuid: 'c0ffee00-0000-4000-8000-00000000cc02', comp_uuid: theirs, body: 'x' },
      ],
      ['PATCH', '/comments', { comment_uuid, body: 'x' }],
      ['DELETE', '/comments', { comment_uuid }],
      [
        'POST',
        '/reminder/create',
        {
          compliance_uuid: theirs,
          remind_at: new Date(Date.now() + 86400e3).toISOString(),
          message: 'x',
        },
      ],
      [
        'POST',
        '/compliance/confirm',
        { compliance_uuid: theirs, progress: 'carry', deactivate_old: 'now' },
      ],
    ];
    for (const [method, url, body] of foreign) {
      const res = await call(t.app, method as 'POST', url, { token: a.admin.token, body });
      expect([method, url, res.status]).toEqual([method, url, 404]);
    }
    const edit = await call(t.app, 'PATCH', '/comments', {
      token: b.admin.token,
      body: { comment_uuid, body: 'Still theirs' },
    });
    expect([edit.status, edit.body.data.body]).toEqual([200, 'Still theirs']);
  });
});

/** Uploads are multipart: the ids they name are form fields, which the generic cases cannot send. */
describe('cross-company isolation of uploads', () => {
  const upload = (token: string, fields: Record<string, string>) => {
    const form = multipartBody(fields, { name: 'evidence.pdf', content: PDF_BYTES });
    return call(t.app, 'POST', '/documents/upload', {
      token,
      body: form.payload,
      headers: form.headers,
    });
  };
  it("answers 404 when the form names another company's folder, compliance or checklist item, while their owner uploads", async () => {
    const named: Record<string, string>[] = [
      { folder_uuid: b.files.folder },
      { compliance_uuid: b.content.compliance.compliance_uuid },
      { checklist_uuid: b.content.compliance.items[0].checklist_uuid },
    ];
    for (const fields of named) {
      expect([fields, (await upload(a.admin.token, fields)).status]).toEqual([fields, 404]);
      expect([fields, (await upload(b.admin.token, fields)).status]).toEqual([fields, 201]);
    }
  });
  it('answers 404 to a logo upload for another company, while its own admin uploads', async () => {
    const logo = (token: string) => {
      const form = multipartBody({}, { name: 'logo.png', content: PNG_SAMPLE });
      return call(t.app, 'POST', `/settings/logo/${b.company.company_uuid}`, {
        token,
        body: form.payload,
        headers: form.headers,
      });
    };
    expect((await logo(a.admin.token)).status).toBe(404);
    expect((await logo(b.admin.token)).status).toBe(200);
  });
  it("serves another company's regulation document file to no one (404), and to its own company", async () => {
    const doc = b.content.document;
    await t.app.deps.storage.put(doc.storage_key, Readable.from([PDF_BYTES]));
    const url = `/regulation/document?doc_guid=${doc.doc_guid}&download=1`;
    expect((await call(t.app, 'GET', url, { token: a.admin.token })).status).toBe(404);
    expect((await call(t.app, 'GET', url, { token: b.admin.token })).status).toBe(200);
  });
});

/**
 * The provider's authoring calls (server/modules/authoring) take their ids in the body or query.
 * The provider authors master content only: a customer company's own sector, topic or obligation
 * does not exist for it. The calls opened to a customer's own library answer another customer
 * company 404 on them; the provider-only ones answer every customer 403.
 */
/** The authoring calls a customer company makes on its own library (issue 24; own-library.test.ts). */
const OWN_LIBRARY = new Set([
  'PUT /sectors/update',
  'DELETE /sectors/delete',
  'POST /topics/create',
  'PUT /topics/update',
  'DELETE /topics/delete',
  'PUT /topic/sort',
  'POST /obligation/create',
  'PUT /obligation/update',
  'DELETE /obligation/delete',
  'PUT /obligation/sort',
  'POST /obligation-regulation/create',
]);

describe("cross-company isolation of the provider's authoring calls", () => {
  it("answers the provider 404 for a customer company's own content and leaves it alone, and the customer 403", async () => {
    const provider = await providerCompany(t.app, t.database);
    const sector = b.content.sector.sector_uuid;
    const obligation = b.content.obligation.obligation_uuid;
    const [{ topic_uuid: topic }] = await t.database.query<{ topic_uuid: string }>(
      `SELECT topic_uuid FROM topics WHERE sector_uuid = $1 AND company_uuid = $2`,
      [sector, b.company.company_uuid],
    );
    const calls: [string, string, unknown?][] = [
      ['PUT', '/sectors/update', { sector_uuid: sector, name_en: 'Taken' }],
      ['DELETE', `/sectors/delete?sector_uuid=${sector}`],
      ['DELETE', '/sectors/delete', { sector_uuid: sector }],
      ['POST', '/topics/create', { sector_uuid: sector, title_en: 'A', title_id: 'B' }],
      ['PUT', '/topics/update', { topic_uuid: topic, title_en: 'Taken' }],
      ['DELETE', `/topics/delete?topic_uuid=${topic}&customerId=${b.company.company_uuid}`],
      ['DELETE', '/topics/delete', { topic_uuid: topic, customerId: b.company.company_uuid }],
      ['PUT', '/topic/sort', { sector_uuid: sector, topic_uuids: [topic] }],
      ['PUT', '/move/regframe', { type: 'topic', topic_uuid: topic, target_sector_uuid: sector }],
      [
        'PUT',
        '/move/regframe',
        { type: 'obligation', obligation_uuid: obligation, target_topic_uuid: topic },
      ],
      ['POST', '/obligation/create', { topic_uuid: topic, comp_title_en: 'A', comp_title_id: 'B' }],
      ['PUT', '/obligation/update', { obligation_uuid: obligation, comp_title_en: 'Taken' }],
      ['POST', '/obligation/publish', { obligation_uuid: obligation }],
      ['POST', '/v2/obligation/publish', { obligation_uuid: obligation }],
      [
        'DELETE',
        `/obligation/delete?topic_uuid=${b.content.obligation.topic_uuid}&obligation_uuid=${obligation}`,
      ],
      [
        'DELETE',
        '/obligation/delete',
        { topic_uuid: b.content.obligation.topic_uuid, obligation_uuid: obligation },
      ],
      ['PUT', '/obligation/sort', { topic_uuid: topic, obligation_uuids: [obligation] }],
      [
        'POST',
        '/obligation-regulation/create',
        { obligation_uuid: obligation, regulation_guids: [b.content.regulation.regulation_guid] },
      ],
      [
        'POST',
        '/v3/obligation/bulk-activation',
        { is_active: false, obligation_uuid: [obligation] },
      ],
      ['POST', '/sectors/dynamic-content-publish', { sector_uuid: sector, version: 99 }],
      ['POST', '/sectors/dynamic-content-publish-result-compare', { sector_uuid: sector }],
      ['POST', '/sectors/sync-dynamic-content-data', { sector_uuid: sector }],
      ['GET', `/sectors/sync-progress/${sector}`],
    ];
    for (const [method, url, body] of calls) {
      const res = await call(t.app, method as 'POST', url, { token: provider.admin.token, body });
      expect([method, url, res.status]).toEqual([method, url, 404]);
      if (OWN_LIBRARY.has(`${method} ${url.split('?')[0]}`)) {
        // Opened to a customer's own library (issue 24): another customer company's admin gets 404.
        const other = await call(t.app, method as 'POST', url, { token: a.admin.token, body });
        expect([method, url, other.status]).toEqual([method, url, 404]);
      } else {
        const own = await call(t.app, method as 'POST', url, { token: b.admin.token, body });
        expect([method, url, own.status]).toEqual([method, url, 403]);
      }
    }
    const [row] = await t.database.query<{ name_en: string; deleted_at: unknown }>(
      `SELECT name_en, deleted_at FROM sectors WHERE sector_uuid = $1`,
      [sector],
    );
    expect(row.deleted_at).toBeNull();
    expect(row.name_en).not.toBe('Taken');
    const [ob] = await t.database.query<{ comp_title_en: string; is_active: boolean }>(
      `SELECT comp_title_en, is_active FROM obligations WHERE obligation_uuid = $1`,
      [obligation],
    );
    expect(ob).toMatchObject({ is_active: true });
    expect(ob.comp_title_en).not.toBe('Taken');
    const [versions] = await t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sector_versions WHERE sector_uuid = $1`,
      [sector],
    );
    expect(versions.n).toBe(0);
    // The case is not vacuous: the rows' own company writes them.
    const renamed = await call(t.app, 'PUT', '/topics/update', {
      token: b.admin.token,
      body: { topic_uuid: topic, title_en: 'Ours' },
    });
    expect([renamed.status, renamed.body.data.title_en]).toEqual([200, 'Ours']);
  });
});

/** The customers' update lists: the mark-seen call takes ids in its body and answers how many it marked. */
describe("cross-company isolation of the customers' update lists", () => {
  it("marks none of another company's updates and lists only the own company's", async () => {
    const mark = await call(t.app, 'POST', '/obligation/company/update', {
      token: a.admin.token,
      body: { update_uuid: [b.updates.update] },
    });
    expect([mark.status, mark.body.data.updated]).toEqual([200, 0]);
    const list = await call(t.app, 'GET', '/obligation/update/regulation', {
      token: a.admin.token,
    });
    expect(list.body.data.data.map((u: { update_uuid: string }) => u.update_uuid)).toEqual([
      a.updates.update,
    ]);
    const all = await call(t.app, 'POST', '/obligation/company/update', {
      token: a.admin.token,
      body: { all: true },
    });
    expect(all.body.data.updated).toBe(1);
    const theirs = await call(t.app, 'GET', '/obligation/company/notification', {
      token: b.admin.token,
    });
    expect(theirs.body.data).toEqual({ has_notif: true, counter: 1 });
  });
});
