import { renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { subscribe } from 'valtio';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../../contract/api/settings';
import { i18n, setLanguage } from '../lib/i18n';
import { storage } from '../lib/storage';
import { applyCompanySettings, companyTheme, usePriorityName } from './company-theme';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
);
afterEach(() => applyCompanySettings(null));

describe('company theme', () => {
  it('names a priority the company renamed in the interface language, and no other', async () => {
    applyCompanySettings({
      ...DEFAULT_SETTINGS,
      primaryColor: 'teal',
      priorityLabels: { high: { en: 'Critical', id: 'Kritis' } },
    });
    expect(companyTheme.primaryColor).toBe('teal');
    await setLanguage('en');
    expect(renderHook(() => usePriorityName(), { wrapper }).result.current('high')).toBe(
      'Critical',
    );
    await setLanguage('id');
    const name = renderHook(() => usePriorityName(), { wrapper }).result.current;
    expect([name('high'), name('low')]).toEqual(['Kritis', null]);
    await setLanguage('en');
    applyCompanySettings(null);
    expect(companyTheme.primaryColor).toBeNull();
  });

  it('keeps the theme in storage, so the next start draws it before the settings answer', async () => {
    applyCompanySettings({
      ...DEFAULT_SETTINGS,
      primaryColor: 'teal',
      logo: '/api/settings/logo/c/l.png',
    });
    vi.resetModules();
    const fresh = await import('./company-theme');
    expect(fresh.companyTheme.primaryColor).toBe('teal');
    expect(fresh.companyTheme.logo).toBe('/api/settings/logo/c/l.png');
    storage.clearSession();
    vi.resetModules();
    expect((await import('./company-theme')).companyTheme.primaryColor).toBeNull();
  });

  it('ignores a stored theme of the wrong shape (an unknown colour would break the theme)', async () => {
    window.localStorage.setItem(
      'company_theme',
      JSON.stringify({ primaryColor: 'chartreuse', logo: null, priorityLabels: {}, labels: {} }),
    );
    vi.resetModules();
    expect((await import('./company-theme')).companyTheme.primaryColor).toBeNull();
    window.localStorage.setItem('company_theme', '{not json');
    vi.resetModules();
    expect((await import('./company-theme')).companyTheme.primaryColor).toBeNull();
  });

  it('changes nothing when the same settings answer again: nothing re-renders', async () => {
    const settings = {
      ...DEFAULT_SETTINGS,
      primaryColor: 'green' as const,
      labels: { compliance: { en: 'Duties', id: 'Kewajiban' } },
    };
    applyCompanySettings(settings);
    let changes = 0;
    const off = subscribe(companyTheme, () => changes++);
    applyCompanySettings(structuredClone(settings));
    await Promise.resolve();
    applyCompanySettings({ ...settings, primaryColor: 'red' });
    await Promise.resolve();
    off();
    expect(changes).toBe(1);
  });
});
