import { useState } from 'react';
import { useT } from '../../../engine/react/context.tsx';
import { CallState } from '../../../engine/react/data/index.ts';
import { useDialogParams } from '../../../engine/react/dialogs/useDialog.ts';
import { HtmlContent } from '../HtmlContent.tsx';
import { noticesOf, type Notice } from '../notices.ts';
import { useAnnouncements } from '../useAnnouncements.ts';
import type { NoticeDetailProps } from './schema.ts';
import { useTexts } from '../../../engine/react/useTexts.ts';
import texts from './locales.json';

/** The index the dialog was opened at, within the list (a stray value opens the first notice). */
function startIndex(value: unknown, count: number): number {
  const index = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(index) && index >= 0 && index < count ? index : 0;
}

function Notices({ notices, showList }: { notices: Notice[]; showList: boolean }) {
  const { t } = useT();
  const params = useDialogParams();
  const [index, setIndex] = useState(() => startIndex(params.index, notices.length));
  const notice = notices[Math.min(index, notices.length - 1)]!;
  return (
    <div className={`lv-notice${showList ? ' lv-notice--list' : ''}`}>
      {showList && (
        <nav aria-label={t('notice.list')}>
          <ul className="lv-notice__list">
            {notices.map((item, at) => (
              <li key={item.id}>
                <button
                  type="button"
                  className="lv-notice__pick"
                  aria-current={at === index ? 'true' : undefined}
                  onClick={() => setIndex(at)}
                >
                  {item.title}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <article aria-labelledby="lv-notice-title">
        <h3 id="lv-notice-title" className="lv-notice__title">
          {notice.title}
        </h3>
        <HtmlContent html={notice.content} />
        {notices.length > 1 && (
          <div className="lv-notice__steps">
            <button
              type="button"
              className="lv-notice__step"
              disabled={index === 0}
              onClick={() => setIndex(index - 1)}
            >
              {t('notice.previous')}
            </button>
            <span>{t('notice.position', { index: index + 1, count: notices.length })}</span>
            <button
              type="button"
              className="lv-notice__step"
              disabled={index === notices.length - 1}
              onClick={() => setIndex(index + 1)}
            >
              {t('notice.next')}
            </button>
          </div>
        )}
      </article>
    </div>
  );
}

/**
 * The notice dialog's content (ANN-06): the notice at the index the dialog was opened with (the
 * marquee's, HOME-03), its title and its HTML sanitized, the other notices beside it. The same
 * call as the marquee's, so the dialog opens on the answer already held.
 */
export default function NoticeDetail({ showList }: NoticeDetailProps) {
  useTexts(texts);
  const result = useAnnouncements();
  return (
    <CallState result={result} skeleton={{ height: '12rem' }} isEmpty={(data) => noticesOf(data).length === 0}>
      {(data) => <Notices notices={noticesOf(data)} showList={showList} />}
    </CallState>
  );
}
