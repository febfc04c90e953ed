import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../engine/react/context.tsx';
import { CallState } from '../../../engine/react/data/CallState.tsx';
import { useCall } from '../../../engine/react/data/useCall.ts';
import { useTexts } from '../../../engine/react/useTexts.ts';
import { feedback } from '../../../schemas/generated/requestValidators.js';
import { FieldMessage } from '../../forms/FieldMessage.tsx';
import { useAccountTexts } from '../../forms/accountErrors.ts';
import { Form, FormFeedback, SubmitButton } from '../../forms/Form.tsx';
import { useRequestCheck } from '../../forms/requestCheck.ts';
import { TextAreaField } from '../../forms/TextAreaField.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { Pager } from '../../records/Pager.tsx';
import { useCallForm } from '../../forms/useCallForm.ts';
import { useWhen } from '../../records/useWhen.ts';
import kitTexts from '../../forms/cashierTexts.json';
import { CONTENT_MAX, IMAGE_MAX_COUNT, IMAGE_TYPES, imageProblem, REMARK_MAX } from './images.ts';
import type { FeedbackFormProps } from './schema.ts';
import texts from './locales.json';
import '../../forms/forms.css';
import './FeedbackForm.css';

interface Attached {
  file: File;
  /** A data: URL for the preview (the site's CSP allows data: images, not blob:); null until read. */
  url: string | null;
}

/** The file as a data: URL, or null where it cannot be read (the preview then names the file). */
function previewOf(file: File): Promise<string | null> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
}

/** The member's past feedback, newest first, with the operator's reply where given (plain text). */
function PastFeedback({ pageSize }: { pageSize: number }) {
  const { t } = useT();
  const when = useWhen();
  const [pageNo, setPageNo] = useState(1);
  const list = useCall('feedbackList', { pageNo, pageSize }, { keepPrevious: true });
  return (
    <section aria-labelledby="lv-feedback-past">
      <h3 id="lv-feedback-past">{t('feedback.past')}</h3>
      <CallState
        result={list}
        skeleton={{ height: 160 }}
        isEmpty={(page) => page.list.length === 0}
        empty={<p>{t('feedback.none')}</p>}
      >
        {(page) => (
          <>
            <ul className="lv-feedback__past">
              {page.list.map((item) => (
                <li key={item.id} className="lv-feedback__item">
                  <p className="lv-feedback__meta">
                    {item.id} · {t('feedback.sentAt', { when: when(item.createdAt) })}
                    {item.images > 0 ? ` · ${t('feedback.withImages', { count: item.images })}` : ''}
                  </p>
                  <p className="lv-feedback__content">{item.content}</p>
                  {item.remark && <p className="lv-feedback__remark">{item.remark}</p>}
                  {item.reply ? (
                    <div className="lv-feedback__reply">
                      <strong>{t('feedback.reply', { when: when(item.repliedAt ?? item.createdAt) })}</strong>
                      <p>{item.reply}</p>
                    </div>
                  ) : (
                    <p className="lv-feedback__waiting">{t('feedback.waiting')}</p>
                  )}
                </li>
              ))}
            </ul>
            <Pager label={t('feedback.past')} pageNo={pageNo} totalPages={page.totalPages} onPage={setPageNo} />
          </>
        )}
      </CallState>
    </section>
  );
}

/** MC-20: feedback and suggestions, with up to 3 images (VAL-17..19), and the replies to past feedback. */
export default function FeedbackForm({ pageSize }: FeedbackFormProps) {
  useAccountTexts();
  useTexts(kitTexts);
  useTexts(texts);
  const { t } = useT();
  const send = useCallForm('feedback');
  const [content, setContent] = useState('');
  const [remark, setRemark] = useState('');
  const [attached, setAttached] = useState<Attached[]>([]);
  const [imagesMessage, setImagesMessage] = useState<string | undefined>();
  const rules = useRequestCheck(feedback, send, {
    content: {
      label: t('feedback.content'),
      rules: { minLength: 'feedback.contentShort', maxLength: 'feedback.contentLong' },
    },
    remark: { label: t('feedback.remark'), rules: { maxLength: 'feedback.remarkLong' } },
  });
  const [progress, setProgress] = useState<number | null>(null);
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const add = (files: readonly File[]) => {
    const problems: string[] = [];
    const accepted: Attached[] = [];
    for (const file of files) {
      const problem = imageProblem(file);
      if (problem) problems.push(t(problem, { name: file.name }));
      else if (attached.length + accepted.length >= IMAGE_MAX_COUNT)
        problems.push(t('feedback.imageCount', { count: IMAGE_MAX_COUNT }));
      else accepted.push({ file, url: null });
    }
    // Each preview is drawn once its file is read; an image removed meanwhile stays removed.
    for (const item of accepted) {
      void previewOf(item.file).then((url) => {
        if (mounted.current && url)
          setAttached((current) => current.map((other) => (other.file === item.file ? { ...other, url } : other)));
      });
    }
    setAttached((current) => [...current, ...accepted]);
    setImagesMessage(problems.length ? [...new Set(problems)].join(' ') : undefined);
    send.reset();
    // The same file may be chosen again after it was removed.
    if (picker.current) picker.current.value = '';
  };

  const remove = (item: Attached) => {
    setAttached((current) => current.filter((other) => other.file !== item.file));
    setImagesMessage(undefined);
  };

  const submit = async () => {
    const trimmed = content.trim();
    // The images are checked as they are chosen; content and remark by the contract's rules (VAL-17, VAL-18).
    if (!rules.check({ content: trimmed, ...(remark.trim() ? { remark: remark.trim() } : {}) })) return;
    const form = new FormData();
    form.append('content', trimmed);
    if (remark.trim()) form.append('remark', remark.trim());
    for (const item of attached) form.append('images', item.file, item.file.name);
    setProgress(attached.length ? 0 : null);
    const answer = await send.submit(form, attached.length ? { onUploadProgress: setProgress } : {});
    setProgress(null);
    if (answer) {
      setAttached([]);
      setContent('');
      setRemark('');
    }
  };

  const contentId = `${id}-content`;
  const remarkId = `${id}-remark`;
  const imagesId = `${id}-images`;
  return (
    <section className="lv-feedback" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('feedback.title')}</h2>
      <p>{t('feedback.intro')}</p>
      <Form call={send} label={t('feedback.title')} onSubmit={() => void submit()}>
        <TextAreaField
          id={contentId}
          label={t('feedback.content')}
          rows={5}
          maxLength={CONTENT_MAX}
          value={content}
          onChange={setContent}
          message={rules.messages.content}
          hint={t('feedback.contentCount', { count: content.trim().length, max: CONTENT_MAX })}
        />
        <TextField
          id={remarkId}
          label={t('feedback.remark')}
          required={false}
          maxLength={REMARK_MAX}
          value={remark}
          onChange={setRemark}
          message={rules.messages.remark}
        />
        <div className="lv-form__field">
          <label htmlFor={imagesId}>{t('feedback.images', { count: IMAGE_MAX_COUNT })}</label>
          <input
            ref={picker}
            id={imagesId}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            multiple
            disabled={attached.length >= IMAGE_MAX_COUNT || send.status === 'pending'}
            aria-invalid={imagesMessage ? true : undefined}
            aria-describedby={imagesMessage ? `${imagesId}-message` : undefined}
            onChange={(event) => add(Array.from(event.target.files ?? []))}
          />
          <FieldMessage id={`${imagesId}-message`} message={imagesMessage} />
          {attached.length > 0 && (
            <ul className="lv-feedback__images">
              {attached.map((item, index) => (
                <li key={`${item.file.name}-${index}`}>
                  {item.url ? (
                    <img src={item.url} alt={t('feedback.preview', { name: item.file.name })} width={96} height={96} />
                  ) : (
                    <span>{item.file.name}</span>
                  )}
                  <button
                    type="button"
                    className="lv-button"
                    disabled={send.status === 'pending'}
                    onClick={() => remove(item)}
                    aria-label={t('feedback.remove', { name: item.file.name })}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        {progress !== null && (
          <div className="lv-feedback__progress">
            <progress
              max={100}
              value={Math.round(progress * 100)}
              aria-label={t('feedback.uploading', { percent: Math.round(progress * 100) })}
            />
            <span aria-hidden="true">{t('feedback.uploading', { percent: Math.round(progress * 100) })}</span>
          </div>
        )}
        <FormFeedback call={send} success={t('feedback.sent')} inPlace={rules.refusedInPlace} />
        <SubmitButton call={send}>{t('feedback.send')}</SubmitButton>
      </Form>
      <PastFeedback pageSize={pageSize} />
    </section>
  );
}
