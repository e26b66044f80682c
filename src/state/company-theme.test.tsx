import { renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../contract/api/settings';
import { i18n, setLanguage } from '../lib/i18n';
import { applyCompanySettings, companyTheme, usePriorityName } from './company-theme';

const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
afterEach(() => applyCompanySettings(null));

describe('company theme', () => {
  it('names a priority the company renamed in the interface language, and no other', async () => {
    applyCompanySettings({ ...DEFAULT_SETTINGS, primaryColor: 'teal', priorityLabels: { high: { en: 'Critical', id: 'Kritis' } } });
    expect(companyTheme.primaryColor).toBe('teal');
    await setLanguage('en');
    expect(renderHook(() => usePriorityName(), { wrapper }).result.current('high')).toBe('Critical');
    await setLanguage('id');
    const name = renderHook(() => usePriorityName(), { wrapper }).result.current;
    expect([name('high'), name('low')]).toEqual(['Kritis', null]);
    await setLanguage('en');
    applyCompanySettings(null);
    expect(companyTheme.primaryColor).toBeNull();
  });
});
