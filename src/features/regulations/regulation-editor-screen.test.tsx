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
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  centralExample,
  obligationListExample,
  regulationDetailExample,
} from '../../../contract/api/examples';
import { regulationSavedExample } from '../../../contract/api/examples-regulation-authoring';
import { installFakeApi, uninstallFakeApi, type RecordedRequest } from '../../lib/api-fake';
import { i18n, setLanguage } from '../../lib/i18n';
import { session, setProfile } from '../../state/session';
import { makeProfile } from '../../test/fixtures';
import { RegulationEditScreen, RegulationNewScreen } from './regulation-editor-screen';

installFakeIndexedDb();

const ok = (data: unknown, status = 200) => ({ status, body: { message: 'Success', data } });
const GUID = regulationDetailExample.regulation_guid;

function serve(): RecordedRequest[] {
  return installFakeApi((r) => {
    if (r.method === 'get' && r.url === `/regulations/${GUID}`) return ok(regulationDetailExample);
    if (r.method === 'get' && r.url === `/regulations/central/${GUID}`) return ok(centralExample);
    if (r.method === 'get' && r.url === '/obligation/list') return ok(obligationListExample);
    if (r.method === 'put' || r.method === 'post')
      return ok(regulationSavedExample, r.method === 'post' ? 201 : 200);
    return { status: 404, body: { message: 'Data not found' } };
  });
}

function renderAt(path: string) {
  const root = createRootRoute({ component: Outlet });
  const routes = [
    createRoute({
      getParentRoute: () => root,
      path: 'regulations/new',
      component: RegulationNewScreen,
    }),
    createRoute({
      getParentRoute: () => root,
      path: 'regulations/$regulationId/edit',
      component: RegulationEditScreen,
    }),
    createRoute({
      getParentRoute: () => root,
      path: 'regulations/$regulationId',
      component: () => <p>detail</p>,
    }),
    createRoute({ getParentRoute: () => root, path: 'regulations', component: () => <p>list</p> }),
  ];
  const router = createRouter({
    routeTree: root.addChildren(routes),
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

function signIn(editor: boolean) {
  const all = { view: true, create: editor, update: editor, delete: editor };
  setProfile(
    makeProfile({
      modules: ['content', 'regulation'],
      privileges: {
        content: all,
        regulation: { view: true, create: false, update: false, delete: false },
      },
    }),
  );
  session.token = 'test-token';
}

beforeEach(async () => {
  await setLanguage('en');
});
afterEach(() => uninstallFakeApi());

describe('regulation editor', () => {
  it('asks for the required fields before sending anything', async () => {
    const requests = serve();
    signIn(true);
    const { user } = renderAt('/regulations/new');
    await user.click(await screen.findByTestId('regulation-save'));
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(4);
    expect(requests.filter((r) => r.method === 'post')).toHaveLength(0);
  }, 60_000);

  it('edits a regulation: shows each link’s inverse, adds an obligation from the search, sends the whole sets', async () => {
    const requests = serve();
    signIn(true);
    const { user, router } = renderAt(`/regulations/${GUID}/edit`);
    const link = await screen.findByTestId('editor-link');
    expect(link).toHaveTextContent('Implemented by');
    expect(link).toHaveTextContent('The other regulation shows this link as “Implements”.');
    expect(screen.getByRole('textbox', { name: /Title \(English\)/ })).toHaveValue(
      regulationDetailExample.title_en,
    );
    const picker = screen.getByTestId('obligation-picker');
    await user.type(within(picker).getByRole('textbox'), 'report');
    const found = obligationListExample.data[0];
    await user.click(
      await within(picker).findByRole('button', { name: found.comp_title }, { timeout: 5000 }),
    );
    await user.click(screen.getByTestId('regulation-save'));
    await waitFor(() => expect(requests.filter((r) => r.method === 'put')).toHaveLength(1), {
      timeout: 5000,
    });
    const body = requests.find((r) => r.method === 'put')!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      regulation_guid: GUID,
      title_en: regulationDetailExample.title_en,
      hierarchy: [
        {
          relation: 'implemented_by',
          regulation_guid: centralExample.relations.implemented_by[0].regulation_guid,
        },
      ],
    });
    expect(body.obligation_uuids).toEqual(expect.arrayContaining([found.obligation_uuid]));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/regulations/${regulationSavedExample.regulation_guid}`,
      ),
    );
  }, 60_000);

  it('says so to a user without the right to edit', async () => {
    serve();
    signIn(false);
    renderAt('/regulations/new');
    expect(await screen.findByText('You may not edit regulations.')).toBeInTheDocument();
  }, 60_000);
});
