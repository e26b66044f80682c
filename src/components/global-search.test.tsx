import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchSuggestion } from '../../contract/api/search';
import { Providers } from '../app/providers';
import type { LocalHit } from '../search/index-core';
import { hrefOf, mergeResults } from '../search/merge';
import { resetClient } from '../test/session-reset';
import { GlobalSearch } from './global-search';

const local: LocalHit[] = [
  { type: 'obligation', id: 'o1', title: 'Waste storage permit', subtitle: 'Mining' },
  { type: 'sector', id: 's1', title: 'Mining', subtitle: 'MIN' },
];
const server: SearchSuggestion[] = [
  { type: 'obligation', id: 'o1', title: 'Waste storage permit (server)' },
  { type: 'obligation', id: 'o9', title: 'Waste water report' },
  { type: 'topic', id: 't9', title: 'Waste', sector_id: 's9' },
];

describe('mergeResults', () => {
  it('puts server suggestions under the local hits of their kind, once per id, kinds in order', () => {
    const groups = mergeResults(local, server);
    expect(groups.map((g) => g.type)).toEqual(
      ['sector', 'topic', 'obligation', 'regulation'].filter((t) => t !== 'regulation'),
    );
    const obligations = groups.find((g) => g.type === 'obligation')!.items;
    expect(obligations.map((i) => [i.id, i.source, i.title])).toEqual([
      ['o1', 'local', 'Waste storage permit'],
      ['o9', 'server', 'Waste water report'],
    ]);
  });

  it('uses the server alone when nothing is local, and caps each kind', () => {
    expect(mergeResults([], server).flatMap((g) => g.items.map((i) => i.key))).toEqual([
      'topic:t9',
      'obligation:o1',
      'obligation:o9',
    ]);
    expect(mergeResults(local, server, 1).find((g) => g.type === 'obligation')!.items).toHaveLength(
      1,
    );
  });

  it('links each kind to its screen; a topic to its sector', () => {
    expect(hrefOf({ type: 'sector', id: 's1' })).toBe('/library/s1');
    expect(hrefOf({ type: 'topic', id: 't1', sectorId: 's1' })).toBe('/library/s1');
    expect(hrefOf({ type: 'obligation', id: 'o1' })).toBe('/obligations/o1');
    expect(hrefOf({ type: 'regulation', id: 'r1' })).toBe('/regulations/r1');
  });
});

describe('GlobalSearch', () => {
  beforeEach(async () => {
    await resetClient();
    vi.useFakeTimers();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await resetClient();
  });

  const setup = (localHits: LocalHit[] = local) => {
    const searchLocal = vi.fn(async () => localHits);
    const fetchSuggestions = vi.fn(async (_q: string, _signal: AbortSignal) => server);
    const onNavigate = vi.fn();
    render(
      <Providers env="test">
        <GlobalSearch sources={{ searchLocal, fetchSuggestions }} onNavigate={onNavigate} />
      </Providers>,
    );
    const input = screen.getByRole('searchbox', { name: 'Search' });
    const type = async (value: string) => {
      fireEvent.change(input, { target: { value } });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
      });
    };
    const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
    return { searchLocal, fetchSuggestions, onNavigate, input, type, wait };
  };

  it('shows local results at once and asks the server 500 ms after the last keystroke only', async () => {
    const { searchLocal, fetchSuggestions, type, wait } = setup();
    await type('w');
    await type('wa');
    await wait(300);
    await type('was');
    expect(searchLocal).toHaveBeenCalledTimes(3);
    expect(searchLocal).toHaveBeenLastCalledWith('was', { limit: 5, lang: 'en' });
    expect(screen.getByText('Waste storage permit')).toBeInTheDocument();
    await wait(499);
    expect(fetchSuggestions).not.toHaveBeenCalled();
    await wait(1);
    expect(fetchSuggestions).toHaveBeenCalledTimes(1);
    expect(fetchSuggestions.mock.calls[0][0]).toBe('was');
    expect(screen.getByText('Waste water report')).toBeInTheDocument();
    expect(screen.queryByText('Waste storage permit (server)')).not.toBeInTheDocument();
    expect(screen.getByText('Obligations')).toBeInTheDocument();
    expect(screen.getByText('Sectors')).toBeInTheDocument();
  });

  it('never asks the server for one character', async () => {
    const { fetchSuggestions, type, wait } = setup([]);
    await type('w');
    await wait(1000);
    expect(fetchSuggestions).not.toHaveBeenCalled();
    expect(screen.getByText('Type at least 2 characters')).toBeInTheDocument();
  });

  it('answers from the server alone when the local index has nothing, in Indonesian too', async () => {
    const { type, wait } = setup([]);
    await act(async () => {
      const { setLanguage } = await import('../lib/i18n');
      await setLanguage('id');
    });
    await type('waste');
    await wait(500);
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Waste',
      'Waste storage permit (server)',
      'Waste water report',
    ]);
    expect(screen.getByText('Topik')).toBeInTheDocument();
    expect(screen.getByText('Kewajiban')).toBeInTheDocument();
  });

  it('opens a result with the keyboard', async () => {
    const { onNavigate, input, type, wait } = setup();
    await type('mining');
    await wait(500);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'MiningMIN',
      'Waste',
      'Waste storage permitMining',
      'Waste water report',
    ]);
    expect(options[0]).toHaveAttribute('data-combobox-selected');
    fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown' });
    expect(options[1]).toHaveAttribute('data-combobox-selected');
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    expect(onNavigate).toHaveBeenCalledWith('/library/s9');
    expect(input).toHaveValue('');
  });

  it('names its results list, lets Tab reach it without closing it, and never cuts a title', async () => {
    const { input, type, wait } = setup();
    await type('waste');
    await wait(500);
    const list = screen.getByRole('listbox', { name: 'Search results' });
    expect(list).toHaveAttribute('tabindex', '0');
    fireEvent.blur(input, { relatedTarget: list });
    expect(screen.getByRole('listbox', { name: 'Search results' })).toBeInTheDocument();
    // No line clamp: the whole title is laid out, wrapping on a narrow screen.
    expect(screen.getByText('Waste storage permit').closest('[data-line-clamp]')).toBeNull();
  });
});
