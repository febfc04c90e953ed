import type { Game } from '../../../schemas/api/entities.ts';

const isGame = (value: unknown): value is Game =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Game).nodeId === 'string' &&
  typeof (value as Game).vassalage === 'string';

/** The games of an answer, whatever list shape it is (games, content, or the list itself); anything else is no games. */
export function gamesOf(data: unknown): Game[] {
  const list = Array.isArray(data)
    ? data
    : typeof data === 'object' && data !== null
      ? ((data as { games?: unknown; content?: unknown }).games ?? (data as { content?: unknown }).content)
      : undefined;
  return Array.isArray(list) ? list.filter(isGame) : [];
}

/**
 * The hot list as the home shows it (HOME-07, HOME-08, UNSPEC-54): cut to `trimTo` when longer
 * than `trimOver`, and never more than a section holds, so 7–12 hot games also show 6.
 */
export function homeHotList(
  games: readonly Game[],
  { sectionSize, trimOver, trimTo }: { sectionSize: number; trimOver: number; trimTo: number },
): Game[] {
  const trimmed = games.length > trimOver ? games.slice(0, trimTo) : games;
  return trimmed.slice(0, sectionSize);
}
