import { useCallback } from 'react';
import { changeLanguage } from '../i18n/createI18n.ts';
import { tagOf } from '../../schemas/brand/languages.ts';
import { useEngine } from './context.tsx';

/**
 * Switches the player's language (I18N-04): the texts re-render, the choice is stored locally,
 * `<html lang dir>` follows, and a logged-in player's platform is told (CALL-39). The platform
 * not answering never undoes the choice: the language is the player's. The platform's own texts
 * (record details, messages, names) come in the language each call carries (`X-Language`), so every
 * answer shown is asked again in the new one (issue 26 item 7).
 */
export function useChangeLanguage(): (code: string) => Promise<void> {
  const { i18n, session, gateway, data } = useEngine();
  return useCallback(
    async (code: string) => {
      await changeLanguage(i18n, code);
      if (session.getState().isLogin)
        await gateway.call('updateLanguage', { language: tagOf(code) }).catch(() => undefined);
      data.reset();
    },
    [i18n, session, gateway, data],
  );
}
