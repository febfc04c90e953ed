import { useT } from '../../engine/react/context.tsx';

/** When a date-time happened, in the player's language (the platform sends ISO instants); in `timeZone` when the platform named one. */
export function useWhen(timeZone?: string | undefined) {
  const { language } = useT();
  return (iso: string) => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return iso;
    try {
      return new Intl.DateTimeFormat(
        language === 'CN' ? 'zh-CN' : language === 'MY' ? 'ms-MY' : language === 'PT' ? 'pt-BR' : 'en-GB',
        {
          dateStyle: 'short',
          timeStyle: 'short',
          ...(timeZone ? { timeZone } : {}),
        },
      ).format(date);
    } catch {
      return iso;
    }
  };
}
