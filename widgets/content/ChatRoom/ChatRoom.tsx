import { useState, type CSSProperties } from 'react';
import { useSession, useT } from '../../../engine/react/context.tsx';
import { isHttpUrl } from '../../../engine/core/util/isHttpUrl.ts';
import { CallState, useCall } from '../../../engine/react/data/index.ts';
import type { ChatRoomProps } from './schema.ts';
import './ChatRoom.css';
import { useTexts } from '../../../engine/react/useTexts.ts';
import texts from './locales.json';

/**
 * The chat room (CS-04, UNSPEC-30): CALL-40's chat models as choices (one model opens at once),
 * then CALL-41 for the chosen one and its `chatUrl` in a frame; an address that is not http(s)
 * is not framed. Each call's failure shows in place with a retry.
 */
export default function ChatRoom({ height }: ChatRoomProps) {
  useTexts(texts);
  const { t } = useT();
  const isLogin = useSession((state) => state.isLogin);
  const models = useCall('chatModels', undefined, { enabled: isLogin });
  const [chosen, setChosen] = useState<string | null>(null);
  const list = Array.isArray(models.data) ? models.data : [];
  const modelId = chosen ?? (list.length === 1 ? list[0]!.modelId : null);
  const style = { '--lv-chat-height': `${height}px` } as CSSProperties;
  if (!isLogin) return <p className="lv-chat__note">{t('chat.loginFirst')}</p>;
  return (
    <div className="lv-chat" style={style}>
      <CallState result={models} skeleton={{ height: '3rem' }}>
        {(data) =>
          data.length > 1 && (
            <div className="lv-chat__models" role="group" aria-label={t('chat.choose')}>
              {data.map((model) => (
                <button
                  key={model.modelId}
                  type="button"
                  className="lv-chat__model"
                  aria-pressed={model.modelId === modelId}
                  onClick={() => setChosen(model.modelId)}
                >
                  {model.name}
                </button>
              ))}
            </div>
          )
        }
      </CallState>
      {modelId ? (
        <ChatFrame key={modelId} modelId={modelId} />
      ) : (
        list.length > 1 && <p className="lv-chat__note">{t('chat.pick')}</p>
      )}
    </div>
  );
}

function ChatFrame({ modelId }: { modelId: string }) {
  const { t } = useT();
  const room = useCall('launchChat', { modelId });
  return (
    <CallState
      result={room}
      skeleton={{ height: 'var(--lv-chat-height)' }}
      isEmpty={(data) => !isHttpUrl(data.chatUrl)}
    >
      {(data) => (
        <iframe
          className="lv-chat__frame"
          src={data.chatUrl}
          title={t('chat.frame')}
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
    </CallState>
  );
}
