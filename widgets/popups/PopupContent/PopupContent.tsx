import { CallState } from '../../../engine/react/data/index.ts';
import { useDialogParams } from '../../../engine/react/dialogs/useDialog.ts';
import { HtmlContent } from '../HtmlContent.tsx';
import { popupsOf } from '../notices.ts';
import { usePopups } from '../usePopups.ts';
import type { PopupContentProps } from './schema.ts';

/** One public popup, by the id and execution type the popup dialog was opened with (POPUP-05). */
export default function PopupContent({ showTitle }: PopupContentProps) {
  const params = useDialogParams();
  const execution = params.execution === 'A' ? 'A' : 'B';
  const result = usePopups(execution);
  return (
    <CallState
      result={result}
      skeleton={{ height: '10rem' }}
      isEmpty={(data) => !popupsOf(data).some((popup) => popup.id === params.id)}
    >
      {(data) => {
        const popup = popupsOf(data).find((item) => item.id === params.id)!;
        return (
          <article className="lv-notice" aria-labelledby={showTitle ? 'lv-popup-title' : undefined}>
            {showTitle && (
              <h3 id="lv-popup-title" className="lv-notice__title">
                {popup.title}
              </h3>
            )}
            <HtmlContent html={popup.content} />
          </article>
        );
      }}
    </CallState>
  );
}
