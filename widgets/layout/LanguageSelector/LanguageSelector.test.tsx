import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failReply, fakePlatform, okReply } from '../../../tests/support/fakePlatform.ts';
import { callRoutes } from '../../../schemas/generated/callRoutes.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { useCall } from '../../../engine/react/data/useCall.ts';
import LanguageSelector from './LanguageSelector.tsx';
import { schema } from './schema.ts';

afterEach(() => localStorage.clear());

describe('LanguageSelector', () => {
  it('lists the supported languages by native name, in brand order', async () => {
    await renderWidget(<LanguageSelector {...widgetProps(schema)} />, {
      brand: { languages: { default: 'MY', supported: ['MY', 'EN', 'CN', 'PT'] } },
    });
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

  it('tells the platform of a logged-in player’s new language, and a visitor’s not at all (I18N-04, CALL-39)', async () => {
    const platform = fakePlatform({ [callRoutes.updateLanguage.path]: okReply(null) });
    const visitor = await renderWidget(<LanguageSelector {...widgetProps(schema)} />, { adapter: platform.adapter });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'PT');
    await waitFor(() => expect(visitor.engine.i18n.language).toBe('PT'));
    expect(platform.seen).toEqual([]);
    visitor.unmount();
    await renderWidget(<LanguageSelector {...widgetProps(schema)} />, {
      adapter: platform.adapter,
      member: { id: '1', account: 'amy', type: 0 },
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'CN');
    await waitFor(() =>
      expect(platform.seen.map((request) => [request.method, request.path])).toEqual([
        ['PUT', callRoutes.updateLanguage.path],
      ]),
    );
  });

  it('asks again, in the new language, for what the platform wrote in the old one (issue 26 item 7)', async () => {
    const platform = fakePlatform({
      [callRoutes.updateLanguage.path]: okReply(null),
      [callRoutes.unreadCount.path]: okReply({ count: 1 }),
    });
    // Beside the selector, an answer on the screen: the platform's texts in it are in its call's language.
    function Unread() {
      const unread = useCall('unreadCount');
      return <p>{unread.data ? `unread ${unread.data.count}` : 'loading'}</p>;
    }
    await renderWidget(
      <>
        <LanguageSelector {...widgetProps(schema)} />
        <Unread />
      </>,
      { adapter: platform.adapter, member: { id: '1', account: 'amy', type: 0 } },
    );
    const asked = () => platform.seen.filter((request) => request.path === callRoutes.unreadCount.path);
    await waitFor(() => expect(asked().map((request) => request.headers['X-Language'])).toEqual(['EN']));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'MY');
    await waitFor(() => expect(asked().map((request) => request.headers['X-Language'])).toEqual(['EN', 'MY']));
  });

  it('keeps the new language when the platform cannot be told', async () => {
    const platform = fakePlatform({ [callRoutes.updateLanguage.path]: failReply(500, 'UNKNOWN') });
    const { engine } = await renderWidget(<LanguageSelector {...widgetProps(schema)} />, {
      adapter: platform.adapter,
      member: { id: '1', account: 'amy', type: 0 },
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'MY');
    await waitFor(() => expect(platform.seen).toHaveLength(1));
    expect(engine.i18n.language).toBe('MY');
    expect(localStorage.getItem('language')).toBe('MY');
  });
});
