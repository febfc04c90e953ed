import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../engine/react/context.tsx';
import { useBadgeCount } from '../../../engine/react/centre/PageBadge.tsx';
import { CallError } from '../../../engine/react/data/CallError.tsx';
import { CallState } from '../../../engine/react/data/CallState.tsx';
import { useCall } from '../../../engine/react/data/useCall.ts';
import { useMutation } from '../../../engine/react/data/useMutation.ts';
import { useTexts } from '../../../engine/react/useTexts.ts';
import { Pager } from '../../games/Pager.tsx';
import { HtmlContent } from '../../popups/HtmlContent.tsx';
import { useUrlState } from '../../records/useUrlState.ts';
import { useWhen } from '../../records/useWhen.ts';
import texts from './locales.json';
import type { MessageInboxProps } from './schema.ts';
import './MessageInbox.css';

/** What reading or deleting changes: the list's read marks and every badge (MC-16). */
/** One message, opened in place: its content sanitized (DESIGN §6), marked read once it is shown, deletable. */
function MessageView({ messageId, onBack }: { messageId: string; onBack: (status?: string) => void }) {
  const { t } = useT();
  const when = useWhen();
  const detail = useCall('messageDetail', { messageId });
  const markRead = useMutation('messageRead');
  const remove = useMutation('messageDelete');
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const marked = useRef(false);
  const shown = detail.status === 'success' ? detail.data : undefined;
  const loaded = shown !== undefined;
  const unread = shown?.read === false;
  const mark = markRead.mutate;

  // The opened message takes the focus once, so a keyboard or screen-reader user starts reading it.
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);
  useEffect(() => {
    // Marked read only once the member has it on screen; a detail that failed to load stays unread.
    if (!unread || marked.current) return;
    marked.current = true;
    void mark({ messageIds: [messageId] });
  }, [unread, messageId, mark]);

  const gone = detail.status === 'error' && detail.error.code === 'NOT_FOUND';
  const back = (
    <button type="button" className="lv-button lv-button--ghost lv-inbox__back" onClick={() => onBack()}>
      {t('messageInbox.back')}
    </button>
  );
  if (gone) {
    return (
      <div className="lv-inbox__detail">
        <p role="alert">{t('messageInbox.gone')}</p>
        {back}
      </div>
    );
  }
  return (
    <div className="lv-inbox__detail">
      {back}
      <CallState result={detail} skeleton={{ height: 240 }} isEmpty={() => false}>
        {(message) => (
          <article aria-labelledby="lv-inbox-message">
            <h3 id="lv-inbox-message" ref={heading} tabIndex={-1} className="lv-inbox__title">
              {message.title}
            </h3>
            <p className="lv-inbox__date">
              {t('messageInbox.received')}: <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
            </p>
            <HtmlContent html={message.content} className="lv-inbox__content" />
            {confirming ? (
              <div
                className="lv-inbox__confirm"
                role="group"
                aria-label={t('messageInbox.deleteLabel', { title: message.title })}
              >
                <p>{t('messageInbox.confirmDelete')}</p>
                {remove.error && <CallError error={remove.error} />}
                <div className="lv-inbox__actions">
                  <button
                    type="button"
                    className="lv-button lv-button--primary"
                    disabled={remove.status === 'pending'}
                    onClick={async () => {
                      if (await remove.mutate({ messageIds: [messageId] })) onBack(t('messageInbox.deleted'));
                    }}
                  >
                    {t('messageInbox.delete')}
                  </button>
                  <button type="button" className="lv-button lv-button--ghost" onClick={() => setConfirming(false)}>
                    {t('messageInbox.keep')}
                  </button>
                </div>
              </div>
            ) : (
              <button
                type="button"
                className="lv-button lv-inbox__delete"
                aria-label={t('messageInbox.deleteLabel', { title: message.title })}
                onClick={() => setConfirming(true)}
              >
                {t('messageInbox.delete')}
              </button>
            )}
          </article>
        )}
      </CallState>
    </div>
  );
}

/** The box, newest first: unread messages marked in words and weight; a live message refreshes it (MC-16, issue 15's stream). */
function MessageList({
  pageNo,
  pageSize,
  status,
  onOpen,
  onPage,
}: {
  pageNo: number;
  pageSize: number;
  status: string;
  onOpen: (id: string) => void;
  onPage: (page: number) => void;
}) {
  const { t } = useT();
  const when = useWhen();
  const list = useCall('messageList', { pageNo, pageSize }, { keepPrevious: true });
  const unread = useBadgeCount('unreadCount');
  const { refetch } = list;
  const seenUnread = useRef(unread);
  // The badge moved (a message arrived on the live stream, or was read in another tab): the list
  // follows, once per change of the count (never in a loop when the two disagree).
  useEffect(() => {
    const before = seenUnread.current;
    seenUnread.current = unread;
    if (before !== undefined && unread !== undefined && unread !== before) void refetch();
  }, [unread, refetch]);

  return (
    <CallState result={list} skeleton={{ height: 320 }} isEmpty={() => false}>
      {(answer) => (
        <>
          <p className="lv-inbox__summary">
            {answer.unread > 0 ? t('messageInbox.unread', { count: answer.unread }) : t('messageInbox.allRead')}
          </p>
          <p className="lv-form__status" role="status">
            {status}
          </p>
          {answer.list.length === 0 ? (
            <p>{t('messageInbox.empty')}</p>
          ) : (
            <ul className="lv-inbox__list">
              {answer.list.map((message) => (
                <li key={message.messageId}>
                  <button
                    type="button"
                    className={`lv-inbox__item${message.read ? '' : ' lv-inbox__item--unread'}`}
                    onClick={() => onOpen(message.messageId)}
                  >
                    {/* Named by what it shows ("New Weekend bonus 24/11/2026, 08:00"), so speech input finds it by its words. */}
                    <span className="lv-inbox__item-title">
                      {!message.read && <span className="lv-inbox__new">{t('messageInbox.new')}</span>}
                      {!message.read && ' '}
                      <span>{message.title}</span>
                    </span>{' '}
                    <time className="lv-inbox__date" dateTime={message.createdAt}>
                      {when(message.createdAt)}
                    </time>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Pager
            page={answer.pageNo}
            totalPages={answer.totalPages}
            margin={1}
            range={3}
            onChange={onPage}
            label={t('messageInbox.pages')}
          />
        </>
      )}
    </CallState>
  );
}

/**
 * messageV2 (MC-14, MC-18): the member's platform messages. The opened message lives in the URL
 * (`&message=M12`), so back returns to the list and a shared link opens it again.
 */
export default function MessageInbox({ pageSize }: MessageInboxProps) {
  useTexts(texts);
  const { t } = useT();
  const [query, setQuery] = useUrlState({ pageNo: 1, message: '' });
  const [status, setStatus] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const opened = /^M\d{1,15}$/.test(query.message) ? query.message : '';

  return (
    <section className="lv-inbox" aria-labelledby="lv-inbox-heading">
      <h3 id="lv-inbox-heading" ref={heading} tabIndex={-1} className="lv-inbox__heading">
        {t('messageInbox.title')}
      </h3>
      {opened ? (
        <MessageView
          key={opened}
          messageId={opened}
          onBack={(said) => {
            setStatus(said ?? '');
            setQuery({ message: '', pageNo: query.pageNo });
            queueMicrotask(() => heading.current?.focus());
          }}
        />
      ) : (
        <MessageList
          pageNo={query.pageNo}
          pageSize={pageSize}
          status={status}
          onOpen={(message) => {
            setStatus('');
            setQuery({ message, pageNo: query.pageNo });
          }}
          onPage={(pageNo) => setQuery({ pageNo })}
        />
      )}
    </section>
  );
}
