import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { renderApp } from '../../test/render-app';
import { resetClient } from '../../test/session-reset';

describe('not found', () => {
  beforeEach(resetClient);
  afterEach(resetClient);

  it('is a main landmark with the page heading, in the current language', async () => {
    await setLanguage('id');
    renderApp('/no-such-page');
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Halaman tidak ditemukan',
    );
  });
});
