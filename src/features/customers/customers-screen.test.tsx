import { installFakeIndexedDb } from '../../test/indexeddb';
import { MantineProvider } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CompanyItem } from '../../../contract/api/customers';
import { companyExample } from '../../../contract/api/examples-customers';
import {
  installFakeApi,
  uninstallFakeApi,
  type FakeHandler,
  type RecordedRequest,
} from '../../lib/api-fake';
import { i18n, setLanguage } from '../../lib/i18n';
import { session, setProfile } from '../../state/session';
import { makeProfile } from '../../test/fixtures';
import { CustomerDetailScreen } from './customer-detail-screen';
import { CustomersScreen } from './customers-screen';

installFakeIndexedDb();

const ok = (data: unknown, status = 200) => ({ status, body: { message: 'Success', data } });
const page = <T,>(rows: T[], total = rows.length) => ({
  data: rows,
  page: 1,
  limit: 20,
  total,
  total_page: Math.max(1, Math.ceil(total / 20)),
});
/** The customer list alone carries `pageTotal` beside `total_page` (the specification's name). */
const companyPage = (rows: CompanyItem[]) => {
  const answer = page(rows);
  return { ...answer, pageTotal: answer.total_page };
};
const PRODUCT = {
  product_uuid: companyExample.product_uuid!,
  code: 'standard',
  name: 'RegComply Standard',
};
let companies: CompanyItem[];

function serve(writes: FakeHandler = () => ok(null)): RecordedRequest[] {
  return installFakeApi((r) => {
    if (r.method === 'get' && r.url === '/users/company/list') return ok(companyPage(companies));
    if (r.method === 'get' && r.url === '/products/list') return ok(page([PRODUCT]));
    if (r.method === 'get' && r.url === '/users/company/update-company-progress')
      return ok(
        page([
          {
            company_uuid: companies[0].company_uuid,
            name: companies[0].name,
            state: 'active',
            total: 4,
            approved: 1,
            progress: 25,
          },
        ]),
      );
    if (r.method === 'get' && r.url.startsWith('/users/company/list-user/')) return ok(page([]));
    if (r.method === 'get' && r.url.startsWith('/users/customer-activities/')) return ok(page([]));
    if (r.method === 'get' && r.url.startsWith('/users/company/'))
      return ok(companies.find((c) => r.url.endsWith(c.company_uuid)));
    return writes(r);
  });
}

function signIn(admin: boolean) {
  const all = { view: true, create: admin, update: admin, delete: admin };
  setProfile(makeProfile({ modules: ['customers'], privileges: { customers: all } }));
  session.token = 'test-token';
}

function renderAt(path: string) {
  const root = createRootRoute({ component: Outlet });
  const app = createRoute({ getParentRoute: () => root, id: 'app', component: Outlet });
  const routes = [
    createRoute({ getParentRoute: () => app, path: 'customers', component: CustomersScreen }),
    createRoute({
      getParentRoute: () => app,
      path: 'customers/$id',
      component: CustomerDetailScreen,
    }),
  ];
  const router = createRouter({
    routeTree: root.addChildren([app.addChildren(routes)]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return { router, user };
}

beforeEach(async () => {
  await setLanguage('en');
  companies = [
    companyExample,
    {
      ...companyExample,
      company_uuid: crypto.randomUUID(),
      name: 'PT Nusantara',
      state: 'suspended',
      license_used: 3,
      license: 3,
    },
  ];
});
afterEach(() => uninstallFakeApi());

describe('customers screen', () => {
  it('lists customers with license use and state, sends search and filters, and shows the progress tab', async () => {
    const requests = serve();
    signIn(false);
    const { user } = renderAt('/customers');
    await waitFor(() => expect(screen.getAllByTestId('customer-row')).toHaveLength(2));
    const [, second] = screen.getAllByTestId('customer-row');
    expect(within(second).getByText('3 of 3 seats')).toBeInTheDocument();
    expect(within(second).getByTestId('company-state')).toHaveTextContent('Suspended');
    expect(screen.queryByRole('button', { name: 'New customer' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'nus');
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/users/company/list').at(-1)!.params).toMatchObject({
        search: 'nus',
        page: 1,
        limit: 20,
      }),
    );
    await user.click(screen.getByLabelText('Subscription', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Expired' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/users/company/list').at(-1)!.params).toMatchObject({
        expiry: 'expired',
        search: 'nus',
      }),
    );
    await user.click(screen.getByRole('tab', { name: 'Compliance progress' }));
    expect(await screen.findByTestId('progress-row')).toHaveTextContent('1 / 4');
  }, 120_000);

  it('validates the form with the specification’s messages before sending, then creates the customer', async () => {
    const requests = serve((r) => (r.method === 'post' ? ok(companyExample, 201) : ok(null)));
    signIn(true);
    const { user } = renderAt('/customers');
    await user.click(await screen.findByRole('button', { name: 'New customer' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByRole('textbox', { name: "Person in charge's e-mail" }),
      'not-an-email',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('Data cannot be empty').length).toBeGreaterThanOrEqual(3);
    expect(within(dialog).getByText('Email Is Invalid')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'post')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Company name' }), 'PT Baru');
    await user.type(within(dialog).getByRole('textbox', { name: 'Person in charge' }), 'Dewi');
    const email = within(dialog).getByRole('textbox', { name: "Person in charge's e-mail" });
    await user.clear(email);
    await user.type(email, 'dewi@baru.test');
    // The schema's own refinement (company_dates_order), shown before anything is sent.
    fireEvent.change(within(dialog).getByLabelText(/Subscription start/), {
      target: { value: '2027-01-01' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Subscription end/), {
      target: { value: '2026-01-01' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByLabelText(/Subscription end/)).toHaveAccessibleDescription(
      'The subscription must end after it starts',
    );
    expect(requests.filter((r) => r.method === 'post')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Subscription start/), {
      target: { value: '2026-01-01' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Subscription end/), {
      target: { value: '2027-01-01' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'post')).toHaveLength(1), {
      timeout: 5000,
    });
    expect(requests.find((r) => r.method === 'post')!.body).toMatchObject({
      name: 'PT Baru',
      pic_name: 'Dewi',
      pic_email: 'dewi@baru.test',
      subscription_start: '2026-01-01',
      expired_at: '2027-01-01',
      license: 10,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 120_000);

  it('shows the detail with license use and sets the license; a refusal shows the server’s message', async () => {
    let refuse = false;
    const requests = serve((r) =>
      r.method === 'put'
        ? refuse
          ? {
              status: 409,
              body: {
                message: 'The company already has 12 users; the license cannot be lower',
                code: 'conflict',
              },
            }
          : ok({ ...companyExample, license: 30 })
        : ok(null),
    );
    signIn(true);
    const { user } = renderAt(`/customers/${companyExample.company_uuid}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: companyExample.name }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('customer-seats')).toHaveTextContent('12 of 25 seats taken');
    const seats = screen.getByRole('textbox', { name: 'Seats' });
    await user.clear(seats);
    await user.type(seats, '30');
    await user.click(screen.getByRole('button', { name: 'Set license' }));
    await waitFor(
      () =>
        expect(requests.find((r) => r.method === 'put')).toMatchObject({
          url: `/users/company/update-license/${companyExample.company_uuid}`,
          body: { license: 30 },
        }),
      { timeout: 5000 },
    );
    expect(await screen.findByText('License updated')).toBeInTheDocument();
    refuse = true;
    await user.clear(screen.getByRole('textbox', { name: 'Seats' }));
    await user.type(screen.getByRole('textbox', { name: 'Seats' }), '2');
    await user.click(screen.getByRole('button', { name: 'Set license' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The company already has 12 users');
  }, 120_000);
});

describe('customer archive upload', () => {
  it('sends the CSV in csv-file and shows every line and column in error of a refusal, then the summary of a written one', async () => {
    let refuse = true;
    const requests = serve((r) => {
      if (r.method === 'post' && r.url.startsWith('/users/company/upload-archive/')) {
        if (refuse)
          return {
            status: 422,
            body: {
              message: 'The file has 2 errors; nothing was written.',
              code: 'archive_invalid',
              errors: { '3.email': ['Email Is Invalid'], '2.name': ['Data cannot be empty'] },
            },
          };
        return ok({ rows: 2, created: 2, groups_created: 1, ids: ['a', 'b'] }, 201);
      }
      return ok(null);
    });
    signIn(true);
    const { user } = renderAt(`/customers/${companyExample.company_uuid}`);
    const panel = await screen.findByTestId('archive-panel');
    const file = new File(['name,email\nA,a@x.example\n'], 'users.csv', { type: 'text/csv' });
    await user.upload(panel.querySelector('input[type="file"]') as HTMLInputElement, file);
    await user.click(within(panel).getByRole('button', { name: 'Upload archive' }));
    const report = await screen.findByTestId('archive-report');
    const rows = within(report)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual(['2nameData cannot be empty', '3emailEmail Is Invalid']);
    expect(screen.getByTestId('archive-refused')).toHaveTextContent('nothing was written');
    const sent = requests.find((r) => r.url.startsWith('/users/company/upload-archive/'))!;
    expect(sent.body).toBeInstanceOf(FormData);
    expect((sent.body as FormData).get('csv-file')).toBeInstanceOf(File);
    refuse = false;
    await user.upload(panel.querySelector('input[type="file"]') as HTMLInputElement, file);
    await user.click(within(panel).getByRole('button', { name: 'Upload archive' }));
    expect(await screen.findByTestId('archive-done')).toHaveTextContent(
      '2 of 2 users invited, 1 groups made.',
    );
  });

  it('imports new customers from the list: the CSV goes to insert-archive, a refusal lists its cells, a written file reloads the list', async () => {
    let refuse = true;
    const requests = serve((r) => {
      if (r.method === 'post' && r.url === '/users/company/insert-archive') {
        if (refuse)
          return {
            status: 422,
            body: {
              message: 'The file has 1 error; nothing was written.',
              code: 'archive_invalid',
              errors: { '2.pic_email': ['Email Is Invalid'] },
            },
          };
        return ok({ rows: 2, created: 2, groups_created: 0, ids: ['c1', 'c2'] }, 201);
      }
      return ok(null);
    });
    signIn(true);
    const { user } = renderAt('/customers');
    await user.click(await screen.findByTestId('customers-import'));
    const panel = await screen.findByTestId('company-archive-panel');
    expect(panel).toHaveTextContent('pic_email');
    const file = new File(
      [
        'name,pic_name,pic_email,license,subscription_start,expired_at\nA,B,b@x,3,2026-01-01,2027-01-01\n',
      ],
      'customers.csv',
      { type: 'text/csv' },
    );
    await user.upload(panel.querySelector('input[type="file"]') as HTMLInputElement, file);
    await user.click(within(panel).getByRole('button', { name: 'Import customers' }));
    const report = await screen.findByTestId('archive-report');
    expect(
      within(report)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['2pic_emailEmail Is Invalid']);
    const sent = requests.find((r) => r.url === '/users/company/insert-archive')!;
    expect((sent.body as FormData).get('csv-file')).toBeInstanceOf(File);
    expect((sent.body as FormData).get('lang')).toBe('en');

    refuse = false;
    const listReads = () =>
      requests.filter((r) => r.method === 'get' && r.url === '/users/company/list').length;
    const before = listReads();
    await user.upload(panel.querySelector('input[type="file"]') as HTMLInputElement, file);
    await user.click(within(panel).getByRole('button', { name: 'Import customers' }));
    expect(await screen.findByTestId('archive-done')).toHaveTextContent(
      '2 of 2 customers created.',
    );
    await waitFor(() => expect(listReads()).toBeGreaterThan(before));
  });

  it('offers no import to a provider user who may only read customers', async () => {
    serve();
    signIn(false);
    renderAt('/customers');
    await screen.findByTestId('customers-total');
    expect(screen.queryByTestId('customers-import')).not.toBeInTheDocument();
  });
});
