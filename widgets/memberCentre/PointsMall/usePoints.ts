import { usePlatformLanguage } from '../../../engine/react/usePlatformLanguage.ts';

/** Points as players read them: whole numbers with the language's thousands separators ("12,500"). */
export function usePoints(): (points: number) => string {
  const language = usePlatformLanguage();
  return (points) => points.toLocaleString(language, { maximumFractionDigits: 0 });
}
