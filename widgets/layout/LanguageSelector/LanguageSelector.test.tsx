import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../../test-utils.tsx';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import LanguageSelector from './LanguageSelector.tsx';
import { schema } from './schema.ts';

afterEach(() => localStorage.clear());

describe('LanguageSelector', () => {
  it('lists the supported languages by native name, in brand order', async () => {
    await renderWidget(<LanguageSelector {...widgetProps(schema)} />, { brand: { languages: { default: 'MY', supported: ['MY', 'EN', 'CN', 'PT'] } } });
    const select = screen.getByRole('combobox', { name: 'Language' });
    const names = Array.from((select as HTMLSelectElement).options).map((option) => option.textContent);
    expect(names).toEqual(['Bahasa Melayu', 'English', '简体中文', 'Português']);
    expect(select).toHaveValue('EN');
  });

  it('switches language, stores the choice under both keys and sets <html lang> (I18N-04)', async () => {
    const { engine } = await renderWidget(<LanguageSelector {...widgetProps(schema)} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'CN');
    await waitFor(() => expect(engine.i18n.language).toBe('CN'));
    expect(localStorage.getItem('language')).toBe('CN');
    expect(localStorage.getItem('historyLanguage')).toBe('CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(await screen.findByRole('combobox', { name: '语言' })).toHaveValue('CN');
  });
});
