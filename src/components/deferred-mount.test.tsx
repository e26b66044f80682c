import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../app/providers';
import { DeferredMount } from './deferred-mount';

/** Records, at each commit of its own, whether the deferred children were in the document then. */
function Probe({ seen }: { seen: string[] }) {
  useLayoutEffect(() => {
    seen.push(document.querySelector('[data-testid="heavy"]') ? 'children' : 'loader');
  });
  return null;
}

describe('DeferredMount', () => {
  it('commits a loader first, then the children in a later (deferred) render', async () => {
    const seen: string[] = [];
    render(
      <Providers env="test">
        <Probe seen={seen} />
        <DeferredMount>
          <p data-testid="heavy">screen</p>
        </DeferredMount>
      </Providers>,
    );
    expect(await screen.findByTestId('heavy')).toHaveTextContent('screen');
    expect(screen.queryByTestId('deferred-mount')).toBeNull();
    // The first commit held the loader, not the children: their render was left to a later lane.
    expect(seen[0]).toBe('loader');
  });
});
