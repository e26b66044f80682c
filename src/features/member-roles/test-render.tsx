/** Tests of the members area: renders an element with the app's providers (no router needed). */
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Profile } from '../../../contract/api/auth';
import { i18n } from '../../lib/i18n';
import { session, setProfile } from '../../state/session';
import { makeProfile } from '../../test/fixtures';

export const COMPANY = '22222222-2222-4222-8222-222222222222';

/** A signed-in customer user: a compliance manager (every right), an officer (view, update) or a viewer. */
export function signInForCompliance(kind: 'manager' | 'officer' | 'viewer'): void {
  const privileges: Profile['privileges'] = {
    compliance: {
      view: true,
      create: kind === 'manager',
      update: kind !== 'viewer',
      delete: kind === 'manager',
    },
  };
  setProfile(makeProfile({ modules: ['compliance'], privileges }));
  session.token = 'test-token';
}

export function renderWithProviders(element: ReactElement) {
  const user = userEvent.setup();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">{element}</MantineProvider>
    </I18nextProvider>,
  );
  return { ...view, user };
}
