import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, invitations, userGroups, users } from '../../db/schema/identity';
import { mailOutbox } from '../../db/schema/platform';
import { customerCompany, providerCompany } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { multipartBody } from '../../test/multipart';

let t: TestApp;
let provider: Awaited<ReturnType<typeof providerCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  provider = await providerCompany(t.app, t.database);
});
afterAll(() => t.close());

const tag = () => randomUUID().slice(0, 8);
type Sent = { content: string | Buffer; name?: string; lang?: 'en' | 'id'; token?: string };
function send(
  url: string,
  { content, name = 'archive.csv', lang, token = provider.admin.token }: Sent,
) {
  const form = multipartBody(lang ? { lang } : {}, {
    name,
    content,
    field: 'csv-file',
    type: 'text/csv',
  });
  return call(t.app, 'POST', url, { token, body: form.payload, headers: form.headers });
}
const usersOf = async (company: string) =>
  (await t.database.db.select().from(users).where(eq(users.company_uuid, company))).length;
const archivesStored = async () =>
  readdir(join(t.app.deps.config.DATA_DIR, 'files', 'archives')).catch(() => []);

describe('POST /users/company/upload-archive/{id}', () => {
  it('invites every user of a valid file, making the groups it names, and answers what it wrote', async () => {
    const c = await customerCompany(t.app, t.database);
    const [a, b] = [`a-${tag()}@arch.example`, `b-${tag()}@arch.example`];
    const csv =
      `\ufeffName;E-mail;Group;Role;Language\n"Siti; Rahma";${a};Finance;admin;id\nBudi;${b.toUpperCase()};finance;;\n`.replace(
        'E-mail',
        'email',
      );
    const res = await send(`/users/company/upload-archive/${c.company.company_uuid}`, {
      content: csv,
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Archive imported');
    expect(res.body.data).toMatchObject({ rows: 2, created: 2, groups_created: 1 });
    const made = await t.database.db
      .select()
      .from(users)
      .where(eq(users.company_uuid, c.company.company_uuid));
    const siti = made.find((u) => u.email === a)!;
    expect(siti).toMatchObject({ name: 'Siti; Rahma', state: 'invited', language: 'id' });
    const [group] = await t.database.db
      .select()
      .from(userGroups)
      .where(eq(userGroups.group_uuid, siti.group_uuid!));
    expect(group.name).toBe('Finance');
    // Both invited into the customer's company (where accepting looks for them), one mail each.
    const inv = await t.database.db.select().from(invitations).where(eq(invitations.email, a));
    expect(inv.map((i) => i.company_uuid)).toEqual([c.company.company_uuid]);
    expect(
      await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, a)),
    ).toHaveLength(1);
    expect(await archivesStored()).toEqual([]);
  });

  it('reports every row and column in error in the request’s language and writes nothing', async () => {
    const c = await customerCompany(t.app, t.database);
    const before = await usersOf(c.company.company_uuid);
    const dup = `d-${tag()}@arch.example`;
    const csv = [
      'name,email,role,language',
      `Ok,${dup},,`,
      `,not-an-email,,fr`,
      `Twice,${dup},,`,
      `Taken,${c.admin.email},,`,
      `Role,r-${tag()}@arch.example,Nobody,`,
    ].join('\r\n');
    const res = await send(`/users/company/upload-archive/${c.company.company_uuid}`, {
      content: csv,
      lang: 'id',
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('archive_invalid');
    expect(res.body.message).toMatch(/^Berkas memiliki 6 kesalahan/);
    expect(res.body.errors).toEqual({
      '3.name': ['Data tidak boleh kosong'],
      '3.email': ['Email Tidak Valid'],
      '3.language': ['Nilai tidak valid'],
      '4.email': ['Nilai yang sama ada di baris sebelumnya dalam berkas'],
      '5.email': [expect.stringMatching(/sudah/)],
      '6.role': ['Perusahaan tidak memiliki peran dengan nama ini'],
    });
    expect(await usersOf(c.company.company_uuid)).toBe(before);
    expect(await archivesStored()).toEqual([]);
  });

  it('refuses the rows past the license’s seats, and a header with unknown or missing columns', async () => {
    const c = await customerCompany(t.app, t.database);
    await t.database.db
      .update(companies)
      .set({ license_count: 3 })
      .where(eq(companies.company_uuid, c.company.company_uuid));
    const rows = [
      'name,email',
      ...[1, 2, 3].map((i) => `User ${i},u${i}-${tag()}@arch.example`),
    ].join('\n');
    const res = await send(`/users/company/upload-archive/${c.company.company_uuid}`, {
      content: rows,
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['3.email', '4.email']);
    expect(res.body.errors['3.email'][0]).toMatch(/allows 3 users/);
    const header = await send(`/users/company/upload-archive/${c.company.company_uuid}`, {
      content: 'name,mail,salary\nA,a@b.example,1\n',
    });
    expect(header.body.errors).toEqual({
      '1.mail': ['This column is not one of the archive’s columns'],
      '1.salary': ['This column is not one of the archive’s columns'],
      '1.email': ['This column is required in the header'],
    });
    expect(await usersOf(c.company.company_uuid)).toBe(2);
  });

  it('refuses cells starting with = + - @ (formula injection), storing none of them', async () => {
    const c = await customerCompany(t.app, t.database);
    const csv = `name,email,position\n=HYPERLINK("http://evil.example"),f1-${tag()}@arch.example,\n Ann,f2-${tag()}@arch.example,+1+1\n@SUM(A1),f3-${tag()}@arch.example,-2\n"\tTab",f4-${tag()}@arch.example,\n`;
    const res = await send(`/users/company/upload-archive/${c.company.company_uuid}`, {
      content: csv,
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      '2.name',
      '3.position',
      '4.name',
      '4.position',
      '5.name',
    ]);
    expect(res.body.errors['2.name']).toEqual([
      'A cell may not start with =, +, - or @: a spreadsheet would run it as a formula',
    ]);
    const stored = await t.database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM users WHERE name LIKE '=%' OR name LIKE '@%'`,
    );
    expect(stored[0].n).toBe(0);
  });

  it('says a file in another encoding is not UTF-8 (Latin-1, UTF-16), and refuses what is not a CSV', async () => {
    const c = await customerCompany(t.app, t.database);
    const url = `/users/company/upload-archive/${c.company.company_uuid}`;
    const latin1 = await send(url, {
      content: Buffer.from(`name,email\nJos\xe9,j-${tag()}@arch.example\n`, 'latin1'),
    });
    expect([latin1.status, latin1.body.errors]).toEqual([
      400,
      { 'csv-file': [expect.stringMatching(/^The file is not UTF-8 text/)] },
    ]);
    const utf16 = await send(url, {
      content: Buffer.concat([
        Buffer.from([0xff, 0xfe]),
        Buffer.from(`name,email\nA,a-${tag()}@x.example\n`, 'utf16le'),
      ]),
    });
    expect([utf16.status, utf16.body.errors?.['csv-file']]).toEqual([
      400,
      [expect.stringMatching(/UTF-8/)],
    ]);
    const png = await send(url, {
      content: Buffer.from([
        0x89,
        0x50,
        0x4e,
        0x47,
        0x0d,
        0x0a,
        0x1a,
        0x0a,
        0,
        0,
        0,
        13,
        0x49,
        0x48,
        0x44,
        0x52,
        ...Array(64).fill(1),
      ]),
      name: 'a.csv',
    });
    expect([png.status, png.body.errors]).toEqual([
      400,
      { 'csv-file': ['Upload a CSV file (comma or semicolon separated, UTF-8)'] },
    ]);
    const wrongField = multipartBody({}, { name: 'a.csv', content: 'name,email\n' });
    const none = await call(t.app, 'POST', url, {
      token: provider.admin.token,
      body: wrongField.payload,
      headers: wrongField.headers,
    });
    expect([none.status, none.body.errors]).toEqual([
      400,
      { 'csv-file': ['Choose a file to upload'] },
    ]);
    const empty = await send(url, { content: 'name,email\n' });
    expect([empty.status, empty.body.errors]).toEqual([
      422,
      { 'csv-file': ['The file has no rows under its header'] },
    ]);
    expect(await usersOf(c.company.company_uuid)).toBe(2);
    expect(await archivesStored()).toEqual([]);
  });

  it('refuses a 50 MB file with 413 while it streams, keeping nothing and no more memory than a slice of it', async () => {
    const c = await customerCompany(t.app, t.database);
    const line = `Name,big-${tag()}@arch.example\n`;
    const big = Buffer.alloc(50 * 1024 * 1024, line);
    big.write('name,email\n', 0);
    const heap = process.memoryUsage().heapUsed;
    const res = await send(`/users/company/upload-archive/${c.company.company_uuid}`, {
      content: big,
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The file is larger than 5 MB');
    // The body itself (and inject's copy) live outside the heap: the server never parsed it whole.
    expect(process.memoryUsage().heapUsed - heap).toBeLessThan(40 * 1024 * 1024);
    expect(await usersOf(c.company.company_uuid)).toBe(2);
    expect(await archivesStored()).toEqual([]);
  });

  it('is the provider’s only: a customer admin gets 403, on its own company too; an unknown or provider company is 404', async () => {
    const c = await customerCompany(t.app, t.database);
    const csv = `name,email\nX,x-${tag()}@arch.example\n`;
    expect(
      (
        await send(`/users/company/upload-archive/${c.company.company_uuid}`, {
          content: csv,
          token: c.admin.token,
        })
      ).status,
    ).toBe(403);
    expect(
      (await send('/users/company/insert-archive', { content: csv, token: c.admin.token })).status,
    ).toBe(403);
    expect(
      (await send(`/users/company/upload-archive/${randomUUID()}`, { content: csv })).status,
    ).toBe(404);
    expect(
      (
        await send(`/users/company/upload-archive/${provider.company.company_uuid}`, {
          content: csv,
        })
      ).status,
    ).toBe(404);
  });
});

describe('POST /users/company/insert-archive', () => {
  it('creates each customer of a valid file with its first admin invited', async () => {
    const [n1, n2] = [`PT Arsip ${tag()}`, `CV Arsip ${tag()}`];
    const [e1, e2] = [`pic1-${tag()}@arch.example`, `pic2-${tag()}@arch.example`];
    const csv = `name,pic_name,pic_email,license,subscription_start,expired_at,country,language\n${n1},Ayu,${e1},3,2026-01-01,2027-01-01,id,id\n"${n2}",Budi,${e2},5,2026-02-01,2026-12-31,,\n`;
    const res = await send('/users/company/insert-archive', { content: csv });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ rows: 2, created: 2 });
    const made = await t.database.db
      .select()
      .from(companies)
      .where(
        sql`${companies.company_uuid} IN (${sql.join(
          res.body.data.ids.map((id: string) => sql`${id}`),
          sql`, `,
        )})`,
      );
    expect(made.map((m) => [m.name, m.license_count, m.country]).sort()).toEqual(
      [
        [n2, 5, null],
        [n1, 3, 'ID'],
      ].sort(),
    );
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, e1));
    expect(admin).toMatchObject({ state: 'invited', language: 'id' });
  });

  it('lists the customer form’s messages per row and creates none when one row fails', async () => {
    const taken = `pic-${tag()}@arch.example`;
    const first = await send('/users/company/insert-archive', {
      content: `name,pic_name,pic_email,license,subscription_start,expired_at\nPT A ${tag()},A,${taken},2,2026-01-01,2027-01-01\n`,
    });
    expect(first.status).toBe(201);
    const csv = [
      'name,pic_name,pic_email,license,subscription_start,expired_at,product',
      `PT Ok ${tag()},Ok,ok-${tag()}@arch.example,2,2026-01-01,2027-01-01,`,
      ` ,B,bad-email,0,2026-01-01,2027-01-01,`,
      `PT C ${tag()},C,${taken},4,2026-01-01,2027-01-01,nope`,
      `PT D ${tag()},D,d-${tag()}@arch.example,ten,2026-01-01,2025-01-01,`,
      `PT E ${tag()},E,e-${tag()}@arch.example,1,2026-01-01,2025-01-01,`,
    ].join('\n');
    const res = await send('/users/company/insert-archive', { content: csv });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      '3.name': ['Data cannot be empty'],
      '3.pic_email': ['Email Is Invalid'],
      '3.license': ['Value is too short'],
      '4.pic_email': ['This e-mail address is already used by another account'],
      '4.product': ['Choose one of the products'],
      '5.license': ['Invalid value type'],
      '6.expired_at': ['The subscription must end after it starts'],
    });
    // Counted by the file's own names: on PostgreSQL other test files add companies meanwhile.
    const names = csv
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[0].trim());
    expect(
      (
        await t.database.rows<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM companies WHERE name = ANY(${sql.param(names)}::text[])`,
        )
      )[0].n,
    ).toBe(0);
  });
});
