import { useState } from 'react';
import { useBrand, useT } from '../../../engine/react/context.tsx';
import { CallState } from '../../../engine/react/data/index.ts';
import { useDialog } from '../../../engine/react/dialogs/useDialog.ts';
import { useNavigate } from '../../../engine/react/navigation.tsx';
import { Pager } from '../../games/Pager.tsx';
import { isSiteRelative } from '../../shared/links.ts';
import { HtmlContent } from '../HtmlContent.tsx';
import { noticesOf, type Notice } from '../notices.ts';
import { useAnnouncements } from '../useAnnouncements.ts';
import type { AnnouncementListProps } from './schema.ts';
import { useTexts } from '../../../engine/react/useTexts.ts';
import texts from './locales.json';

function Announcements({ items, promotionLink }: { items: Notice[]; promotionLink: string }) {
  const { t } = useT();
  const { constants } = useBrand();
  const { close } = useDialog();
  const navigate = useNavigate();
  const size = constants.announcementPageSize;
  const [page, setPage] = useState(1);
  const [pickedId, setPickedId] = useState(items[0]?.id);
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  const shown = items.slice((page - 1) * size, page * size);
  const picked = items.find((item) => item.id === pickedId) ?? shown[0]!;
  const goTo = (next: number) => {
    setPage(next);
    setPickedId(items[(next - 1) * size]?.id);
  };
  const toPromotion = () => {
    close();
    if (isSiteRelative(promotionLink)) navigate(promotionLink);
  };
  return (
    <div className="lv-notice lv-notice--list">
      <div>
        <ul className="lv-ann__list" aria-label={t('announcements.list')}>
          {shown.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="lv-ann__pick"
                aria-current={item.id === picked.id ? 'true' : undefined}
                onClick={() => setPickedId(item.id)}
              >
                {item.title}
              </button>
            </li>
          ))}
        </ul>
        <Pager
          page={page}
          totalPages={totalPages}
          margin={constants.announcementPagerMargin}
          range={constants.announcementPagerRange}
          onChange={goTo}
          label={t('announcements.pages')}
        />
      </div>
      <article aria-labelledby="lv-ann-title">
        <h3 id="lv-ann-title" className="lv-ann__title">
          {picked.title}
        </h3>
        <HtmlContent html={picked.content} />
        {picked.promotionType && (
          <p>
            <button type="button" className="lv-button" onClick={toPromotion}>
              {t('announcements.toPromotion')}
            </button>
          </p>
        )}
      </article>
    </div>
  );
}

/**
 * The announcements dialog's content (ANN-03..05): the player notices (CALL-53), 9 titles a page
 * with a pager of margin 1 and range 5 (the brand's constants), the picked one's HTML sanitized,
 * and Go to promotion for an item with a promotionType, which closes the dialog and opens the
 * reward centre.
 */
export default function AnnouncementList({ promotionLink }: AnnouncementListProps) {
  useTexts(texts);
  const result = useAnnouncements();
  return (
    <CallState result={result} skeleton={{ height: '20rem' }} isEmpty={(data) => noticesOf(data).length === 0}>
      {(data) => <Announcements items={noticesOf(data)} promotionLink={promotionLink} />}
    </CallState>
  );
}
