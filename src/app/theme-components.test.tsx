import { MantineProvider, Select } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe("the theme's component defaults", () => {
  it("mounts a Select's options only when its dropdown opens (nothing to position at mount)", async () => {
    render(
      <MantineProvider theme={theme} env="test">
        <Select label="Status" data={['Open', 'Closed']} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('option', { hidden: true })).toBeNull();
    await userEvent.click(screen.getByLabelText('Status'));
    expect(await screen.findAllByRole('option')).toHaveLength(2);
  });
});
