import { useState } from 'react';
import { useBrand, useT } from '../../../engine/react/context.tsx';
import { CallState, useCall } from '../../../engine/react/data/index.ts';
import { useDialogParams } from '../../../engine/react/dialogs/useDialog.ts';
import { usePlatformLanguage } from '../../../engine/react/usePlatformLanguage.ts';
import { GameGrid, GameGridSkeleton } from '../GameGrid.tsx';
import { Pager } from '../Pager.tsx';
import type { VendorGamesProps } from './schema.ts';
import { useTexts } from '../../../engine/react/useTexts.ts';
import texts from '../gameTexts.json';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** A vendor's games in the dialog its entry opens (GAME-06), or of a fixed vendor on a screen, paged like the lobby. */
export default function VendorGames({ columns, vassalage: fixedVendor, gameType: fixedType }: VendorGamesProps) {
  useTexts(texts);
  const { t } = useT();
  const language = usePlatformLanguage();
  const { constants, merchantCode } = useBrand();
  const params = useDialogParams();
  const vassalage = text(params.vassalage) ?? fixedVendor;
  const gameType = text(params.gameType) ?? fixedType;
  const name = text(params.name) ?? vassalage ?? '';
  const [page, setPage] = useState(1);
  const pageSize = constants.lobbyPageSize ?? 18;
  const games = useCall(
    'gameList',
    {
      clientType: 3,
      platform: 'html5-desktop',
      merchant: merchantCode,
      vassalage,
      gameType,
      pageNo: page,
      pageSize,
      language,
    },
    { enabled: vassalage !== undefined },
  );
  if (!vassalage) return null;
  return (
    <section className="lv-vendor-games" aria-label={t('games.vendorGamesOf', { name })}>
      <CallState
        result={games}
        skeleton={<GameGridSkeleton count={pageSize} columns={columns} />}
        isEmpty={(data) => data.games.length === 0}
      >
        {(data) => (
          <>
            <GameGrid games={data.games} columns={columns} label={t('games.vendorGamesOf', { name })} />
            <Pager
              page={page}
              totalPages={data.totalPages}
              margin={constants.lobbyPagerMargin ?? 2}
              range={constants.lobbyPagerRange ?? 5}
              onChange={setPage}
            />
          </>
        )}
      </CallState>
    </section>
  );
}
