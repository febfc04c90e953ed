import { useEffect, useRef, useState } from 'react';
import { StudioError, type SavedVersion, type StudioApi } from './api.ts';
import type { Language, Texts } from './texts.ts';
import './HistoryPanel.css';

export interface HistoryPanelProps {
  id: string;
  api: StudioApi;
  brandId: string;
  /** The version of the file the studio has open: the list is read again when it changes (a save, a restore). */
  version: string;
  /** The document as opened, so a refusal can say what changed on disk meanwhile. */
  opened: unknown;
  /** Whether the form holds edits not saved yet (a restore drops them). */
  dirty: boolean;
  texts: Texts;
  language: Language;
  /** After a restore: the studio opens the brand again. */
  onRestored: () => Promise<void>;
}

type Problem = { text: string; changes?: string[] };

/** What changed, one line each, in the form's words ("Theme › Colours › Primary: #e0b243 → #ff0000"). */
export function ChangeLines({ lines }: { lines: readonly string[] | undefined }) {
  if (!lines?.length) return null;
  return (
    <ul className="st-changes">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/**
 * The brand's last saves (issue 28, item 8): each kept version with when the save that replaced it
 * happened and what that save changed, in the form's words, and a way to put it back (asked twice:
 * a restore replaces the file, though it is kept in the history in turn).
 */
export function HistoryPanel({
  id,
  api,
  brandId,
  version,
  opened,
  dirty,
  texts,
  language,
  onRestored,
}: HistoryPanelProps) {
  // The list read for one version of the file; another version shows "reading" until its list is in.
  const [read, setRead] = useState<{ of: string; saves: SavedVersion[] } | null>(null);
  const shown = `${brandId}@${version}`;
  const saves = read?.of === shown ? read.saves : null;
  const [problem, setProblem] = useState<Problem | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  /** The restore button to give the keyboard back to when the question is answered "cancel". */
  const refocus = useRef<string | null>(null);

  useEffect(() => {
    let current = true;
    api.history(brandId).then(
      (answer) => current && setRead({ of: `${brandId}@${version}`, saves: answer.saves }),
      () => current && setProblem({ text: texts.failedLoad }),
    );
    return () => {
      current = false;
    };
  }, [api, brandId, version, texts]);

  // The question takes the keyboard where it appears, so the operator answers it next.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else if (refocus.current) {
      document.getElementById(refocus.current)?.focus();
      refocus.current = null;
    }
  }, [confirming]);

  const when = new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });

  const restore = async (entry: string) => {
    setBusy(true);
    setProblem(null);
    try {
      await api.restore(brandId, entry, { version, opened });
      await onRestored();
    } catch (error) {
      if (error instanceof StudioError && error.status === 409)
        setProblem({ text: texts.conflict, changes: error.body.changes ?? [] });
      else setProblem({ text: error instanceof StudioError && error.status ? error.message : texts.failedLoad });
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };

  return (
    <section id={id} className="st-history" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{texts.historyTitle}</h2>
      {problem && (
        <div className="st-notice st-notice--error" role="alert">
          <p>{problem.text}</p>
          <ChangeLines lines={problem.changes} />
        </div>
      )}
      {saves === null ? (
        <p role="status">{texts.historyLoading}</p>
      ) : saves.length === 0 ? (
        <p>{texts.historyEmpty}</p>
      ) : (
        <ol className="st-history-list">
          {saves.map((save) => {
            const title = `${id}-${save.entry}`;
            return (
              <li key={save.entry}>
                <h3 id={title}>{texts.historyBefore({ time: when.format(new Date(save.savedAt)) })}</h3>
                {save.changes === null ? (
                  <p>{texts.historyUnreadable}</p>
                ) : save.changes.length === 0 ? (
                  <p>{texts.historyNoChange}</p>
                ) : (
                  <>
                    <p>{texts.historyChanged}</p>
                    <ChangeLines lines={save.changes} />
                  </>
                )}
                {confirming === save.entry ? (
                  <div className="st-history-confirm" role="group" aria-labelledby={title}>
                    <p>
                      {texts.restoreConfirm}
                      {dirty ? ` ${texts.restoreDropsDraft}` : ''}
                    </p>
                    <button
                      ref={confirmButton}
                      type="button"
                      className="st-primary"
                      disabled={busy}
                      onClick={() => void restore(save.entry)}
                    >
                      {texts.restoreYes}
                    </button>
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => {
                        refocus.current = `${title}-restore`;
                        setConfirming(null);
                      }}
                    >
                      {texts.cancel}
                    </button>
                  </div>
                ) : (
                  <button
                    id={`${title}-restore`}
                    type="button"
                    aria-describedby={title}
                    disabled={busy}
                    onClick={() => setConfirming(save.entry)}
                  >
                    {texts.restoreVersion}
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
