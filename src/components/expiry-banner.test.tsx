import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Providers } from '../app/providers';
import { makeProfile } from '../test/fixtures';
import { resetClient } from '../test/session-reset';
import { daysUntil, ExpiryBanner } from './expiry-banner';

const NOW = new Date(2026, 2, 10, 15, 0, 0);
const company = (expired_at: string | null, expiry_warning_days = 14) => ({
  ...makeProfile().company_data,
  expired_at,
  expiry_warning_days,
});

describe('subscription expiry warning', () => {
  beforeEach(resetClient);
  afterEach(resetClient);

  it('counts whole days to the end date', () => {
    expect(daysUntil(new Date(2026, 2, 17, 0, 0).toISOString(), NOW)).toBe(7);
    expect(daysUntil(new Date(2026, 2, 10, 23, 0).toISOString(), NOW)).toBe(0);
    expect(daysUntil(new Date(2026, 2, 9, 1, 0).toISOString(), NOW)).toBe(-1);
  });

  it('warns inside the warning period with the days left', () => {
    render(
      <Providers env="test">
        <ExpiryBanner company={company(new Date(2026, 2, 13, 12).toISOString())} now={NOW} />
      </Providers>,
    );
    expect(screen.getByTestId('expiry-banner')).toHaveTextContent(
      'Your subscription ends in 3 days',
    );
  });

  it('stays hidden before the warning period and without an end date', () => {
    const { container } = render(
      <Providers env="test">
        <ExpiryBanner company={company(new Date(2026, 5, 1).toISOString())} now={NOW} />
        <ExpiryBanner company={company(null)} now={NOW} />
      </Providers>,
    );
    expect(container.querySelector('[data-testid="expiry-banner"]')).toBeNull();
  });

  it('says the subscription ended once the date has passed', () => {
    render(
      <Providers env="test">
        <ExpiryBanner company={company(new Date(2026, 2, 1, 12).toISOString())} now={NOW} />
      </Providers>,
    );
    expect(screen.getByTestId('expiry-banner')).toHaveTextContent(
      /Your subscription ended on .*2026/,
    );
  });
});
