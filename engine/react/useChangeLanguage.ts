import { useCallback } from 'react';
import { changeLanguage, tagOf } from '../i18n/createI18n.ts';
import { useEngine } from './context.tsx';

/**
 * Switches the player's language (I18N-04): the texts re-render, the choice is stored locally,
 * `<html lang dir>` follows, and a logged-in player's platform is told (CALL-39). The platform
 * not answering never undoes the choice: the language is the player's.
 */
export function useChangeLanguage(): (code: string) => Promise<void> {
  const { i18n, session, gateway } = useEngine();
  return useCallback(
    async (code: string) => {
      await changeLanguage(i18n, code);
      if (!session.getState().isLogin) return;
      await gateway.call('updateLanguage', { language: tagOf(code) }).catch(() => undefined);
    },
    [i18n, session, gateway],
  );
}
