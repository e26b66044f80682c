import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../app/providers';
import { resetClient } from '../test/session-reset';
import { ActionDialog } from './action-dialog';

function renderDialog(onAction: () => Promise<string | null | void>, onClose = vi.fn()) {
  render(
    <Providers env="test">
      <ActionDialog
        title="Delete role"
        actionLabel="Delete"
        danger
        onAction={onAction}
        onClose={onClose}
      >
        <p>Delete the role Auditor?</p>
      </ActionDialog>
    </Providers>,
  );
  return onClose;
}

describe('the action dialog', () => {
  beforeEach(resetClient);
  afterEach(resetClient);

  it('keeps the server refusal in the dialog and clears it on the next try', async () => {
    const answers = ['Role is in use', null];
    const onAction = vi.fn(async () => answers.shift());
    const onClose = renderDialog(onAction);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Role is in use');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(onAction).toHaveBeenCalledTimes(2);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('cancels without running the action, with named buttons in the language of the app', async () => {
    const onAction = vi.fn(async () => null);
    const onClose = renderDialog(onAction);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onAction).not.toHaveBeenCalled();
  });
});
