import { useCallback, useState } from 'react';

/** What a widget keeps for the browser session (the tab): ids it has seen, under one key. */
export interface SessionMemory {
  has(id: string): boolean;
  remember(id: string): void;
}

const PREFIX = 'livery.';

function readIds(storage: Storage | undefined, key: string): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(PREFIX + key) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

const sessionStore = (): Storage | undefined => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

/**
 * Ids remembered for the session in session storage (widgets never touch storage themselves,
 * DESIGN §6c): a closed popup is not shown again until the tab closes or the player logs out,
 * which clears session storage (POPUP-06). Storage that cannot be used remembers for the page only.
 */
export function useSessionMemory(key: string, storage: Storage | undefined = sessionStore()): SessionMemory {
  const [ids, setIds] = useState(() => new Set(readIds(storage, key)));
  const remember = useCallback(
    (id: string) => {
      setIds((previous) => {
        if (previous.has(id)) return previous;
        const next = new Set(previous).add(id);
        try {
          storage?.setItem(PREFIX + key, JSON.stringify([...next]));
        } catch {
          // Full or forbidden storage: remembered for this page only.
        }
        return next;
      });
    },
    [key, storage],
  );
  const has = useCallback((id: string) => ids.has(id), [ids]);
  return { has, remember };
}
