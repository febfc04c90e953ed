import type { CSSProperties } from 'react';
import { useT } from '../../../engine/react/context.tsx';
import { CallState } from '../../../engine/react/data/index.ts';
import { useDialog } from '../../../engine/react/dialogs/useDialog.ts';
import { noticesOf } from '../../popups/notices.ts';
import { useAnnouncements } from '../../popups/useAnnouncements.ts';
import type { NoticeMarqueeProps } from './schema.ts';
import './NoticeMarquee.css';
import { useTexts } from '../../../engine/react/useTexts.ts';
import texts from './locales.json';

/**
 * The notice marquee (HOME-03): every player notice's title running across one line, each a
 * button opening the notice dialog at its index (ANN-06). The strip holds still while the
 * pointer or focus is on it, and for reduced motion (it then wraps instead). The line keeps its
 * height in every state; a failure shows the catalogue's message with Retry in its place.
 */
export default function NoticeMarquee({ dialog, secondsPerNotice, showIcon }: NoticeMarqueeProps) {
  useTexts(texts);
  const { t } = useT();
  const { open } = useDialog();
  const result = useAnnouncements();
  return (
    <section className="lv-marquee" aria-label={t('marquee.label')}>
      {showIcon && (
        <svg
          className="lv-marquee__icon"
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          focusable="false"
        >
          <path
            fill="currentColor"
            d="M3 10v4h4l5 4V6L7 10H3zm13.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z"
          />
        </svg>
      )}
      <div className="lv-marquee__window">
        <CallState
          result={result}
          skeleton={{ height: '2.75rem' }}
          isEmpty={(data) => noticesOf(data).length === 0}
          empty={<></>}
        >
          {(data) => {
            const notices = noticesOf(data);
            const style = {
              '--lv-marquee-duration': `${Math.max(notices.length, 1) * secondsPerNotice}s`,
            } as CSSProperties;
            return (
              <ul className="lv-marquee__track" style={style}>
                {notices.map((notice, index) => (
                  <li key={notice.id}>
                    <button type="button" className="lv-marquee__item" onClick={() => open(dialog, { index })}>
                      {notice.title}
                    </button>
                  </li>
                ))}
              </ul>
            );
          }}
        </CallState>
      </div>
    </section>
  );
}
