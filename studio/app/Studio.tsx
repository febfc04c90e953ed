import { useCallback, useEffect, useMemo, useState } from 'react';
import { sections, widgets } from 'virtual:studio-schema';
import type { BrandIssue } from '../../engine/brandFiles/issue.ts';
import { withDefaults } from '../../engine/core/defaults.ts';
import { isRecord } from '../../engine/core/util/isRecord.ts';
import type { BrandDocument, RuntimeBrand } from '../../schemas/brand/index.ts';
import { plainWords } from '../schema/plainWords.ts';
import { partOrder, sectionForPointer, sectionOf, type Section } from '../schema/sections.ts';
import { StudioError, type BrandSummary, type OpenedBrand, type StudioApi } from './api.ts';
import { ContrastPanel } from './ContrastPanel.tsx';
import { schemaText } from './formSchemas.ts';
import { FormBoundary } from './FormBoundary.tsx';
import { ChangeLines, HistoryPanel } from './HistoryPanel.tsx';
import { record, redo, startHistory, undo, type History } from './history.ts';
import { applyFormEdit, deleteAt, getAt, mergedOf, setAt, type Path } from './inheritance.ts';
import { placeOfPointer } from '../../engine/preview/pointers.ts';
import { issueLine } from './issueWords.ts';
import { hostName, placeInWords, textOf } from './names.ts';
import { Preview } from './Preview.tsx';
import { SectionForm, type StudioFormContext } from './SectionForm.tsx';
import { TEXTS, type Language } from './texts.ts';

type Doc = Record<string, unknown>;

const PARTS = partOrder(Object.keys(sections));
/** Each widget's title by its type, for the places the CLI names by type ("GameGrid #1"). */
const WIDGET_TITLES = new Map(widgets.map((widget) => [widget.type, widget.title]));
/** Every widget's props schema, so the preview's widgets get their defaults as the build gives them. */
const WIDGET_PROPS = new Map(
  (
    (((sections.screen?.definitions as Doc | undefined)?.widget as Doc | undefined)?.oneOf as Doc[] | undefined) ?? []
  ).flatMap((branch) => {
    const properties = branch.properties as Record<string, Doc>;
    return typeof properties.widget?.const === 'string'
      ? [[properties.widget.const, properties.props ?? {}] as const]
      : [];
  }),
);

const draftKey = (id: string) => `livery-studio-draft:${id}`;

function sectionData(section: Section, merged: Doc): unknown {
  if (section.keys)
    return Object.fromEntries(section.keys.filter((key) => key in merged).map((key) => [key, merged[key]]));
  return getAt(merged, section.path);
}

const sectionId = (section: Section) =>
  section.path.length === 2 ? `${section.kind}:${section.path[1]}` : section.kind;

/** The runtime brand the preview draws: the merged document with its defaults, as the platform builds it. */
function runtimeOf(own: Doc, merged: Doc, locales: OpenedBrand['locales']): RuntimeBrand | undefined {
  try {
    const { extends: _parent, ...document } = merged;
    return withDefaults(
      { ...document, id: own.id, name: own.name, hosts: own.hosts ?? [] } as unknown as BrandDocument,
      { locales, widgets: WIDGET_PROPS },
    );
  } catch {
    return undefined;
  }
}

/** How long after the last edit the draft is written to this browser (a write of the whole brand per keystroke would slow typing). */
const DRAFT_DELAY_MS = 300;

export function Studio({ api, secret }: { api: StudioApi; secret: string }) {
  const [language, setLanguage] = useState<Language>(() => (navigator.language.startsWith('zh') ? 'zh' : 'en'));
  const texts = TEXTS[language];
  const [brands, setBrands] = useState<BrandSummary[]>([]);
  const [opened, setOpened] = useState<OpenedBrand | null>(null);
  const [history, setHistory] = useState<History<Doc> | null>(null);
  const [section, setSection] = useState<Section>(sectionOf('theme'));
  const [issues, setIssues] = useState<BrandIssue[]>([]);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error' | 'info'; text: string; changes?: string[] } | null>(
    null,
  );
  const [selected, setSelected] = useState<string | undefined>();
  const [rawText, setRawText] = useState('');
  const [newId, setNewId] = useState('');
  const [showHistory, setShowHistory] = useState(false);
  const own = history?.present;

  useEffect(() => {
    document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  }, [language]);

  const loadList = useCallback(async () => setBrands((await api.list()).brands), [api]);

  const open = useCallback(
    async (id: string) => {
      try {
        const brand = await api.open(id);
        setOpened(brand);
        setRawText(brand.text);
        setIssues(brand.issues);
        setSelected(undefined);
        const stored = localStorage.getItem(draftKey(id));
        const draft = stored ? (JSON.parse(stored) as { version: string; document: Doc }) : undefined;
        if (
          brand.document &&
          draft &&
          draft.version === brand.version &&
          JSON.stringify(draft.document) !== JSON.stringify(brand.document)
        ) {
          setHistory(record(startHistory(brand.document), draft.document));
          setNotice({ kind: 'info', text: texts.draftRestored });
        } else {
          setHistory(brand.document ? startHistory(brand.document) : null);
          setNotice(null);
        }
      } catch {
        setNotice({ kind: 'error', text: texts.failedLoad });
      }
    },
    [api, texts],
  );

  useEffect(() => {
    const start = async () => {
      try {
        await loadList();
        await open(new URLSearchParams(location.search).get('brand') ?? 'aurora');
      } catch {
        setNotice({ kind: 'error', text: texts.failedLoad });
      }
    };
    void start();
    // Once, on start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The draft is kept in this browser until it is saved, so nothing typed is lost: written a moment
  // after typing stops, and at once when the page goes away.
  useEffect(() => {
    if (!opened || !own) return;
    const keep = () => {
      if (JSON.stringify(own) === JSON.stringify(opened.document)) localStorage.removeItem(draftKey(opened.id));
      else localStorage.setItem(draftKey(opened.id), JSON.stringify({ version: opened.version, document: own }));
    };
    const timer = setTimeout(keep, DRAFT_DELAY_MS);
    window.addEventListener('pagehide', keep);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pagehide', keep);
    };
  }, [own, opened]);

  // The brand CLI's own checks, on the server, a moment after typing stops: same messages as the CLI.
  useEffect(() => {
    if (!opened || !own) return;
    const timer = setTimeout(() => {
      api.check(opened.id, own).then(
        (answer) => setIssues(answer.issues),
        () => undefined,
      );
    }, 250);
    return () => clearTimeout(timer);
  }, [api, opened, own]);

  const change = useCallback((next: Doc) => setHistory((current) => (current ? record(current, next) : current)), []);

  // Undo and redo over the whole session.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z') return;
      event.preventDefault();
      setHistory((current) => current && (event.shiftKey ? redo(current) : undo(current)));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const parent = opened?.parent ?? null;
  const merged = useMemo(() => (own ? mergedOf(parent, own) : {}), [own, parent]);
  const runtime = useMemo(
    () => (own && opened ? runtimeOf(own, merged, opened.locales) : undefined),
    [own, merged, opened],
  );

  const onFormChange = useCallback(
    (data: unknown) => {
      if (!own) return;
      const before = sectionData(section, merged);
      change(applyFormEdit(own, section.path, before, data) as Doc);
    },
    [own, section, merged, change],
  );

  const context: StudioFormContext = useMemo(
    () => ({
      own,
      parent,
      parentId: typeof own?.extends === 'string' ? own.extends : null,
      basePath: section.path,
      selected,
      texts,
      language,
      wordsOf: (value: string) => textOf(value, language, opened?.locales),
      onReset: (path: Path) => own && change(deleteAt(own, path) as Doc),
      onMove: (path: Path, from: number, to: number) => {
        const list = getAt(merged, path);
        if (!own || !Array.isArray(list) || from === to) return;
        const next = [...list];
        const [moved] = next.splice(from, 1);
        next.splice(to, 0, moved);
        change(setAt(own, path, next) as Doc);
      },
      onAddWidget: (path, node) => {
        if (!own) return;
        const list = getAt(merged, path);
        change(setAt(own, path, [...(Array.isArray(list) ? list : []), node]) as Doc);
      },
    }),
    [own, parent, section.path, selected, texts, language, opened, change, merged],
  );

  const focusPointer = useCallback((pointer: string) => {
    const place = sectionForPointer(pointer, PARTS);
    if (!place) return;
    setSection(place.section);
    setSelected(pointer);
    setTimeout(() => {
      const box =
        document.querySelector(`[data-pointer="${CSS.escape(pointer)}"]`) ??
        document.querySelector(`[data-pointer^="${CSS.escape(pointer)}"]`);
      box?.scrollIntoView({ block: 'center' });
      (
        box?.querySelector<HTMLElement>('input:not([type="color"]), select, textarea') ??
        box?.querySelector<HTMLElement>('button')
      )?.focus();
    }, 50);
  }, []);

  // A widget moved by its handle in the preview: the same edit as a drag in the form, and the form
  // selects it in its new place.
  const moveInPreview = useCallback(
    (from: string, to: string) => {
      const source = placeOfPointer(from);
      const target = placeOfPointer(to);
      if (!source || !target || source.slot !== target.slot) return;
      const path = source.slot
        .split('/')
        .slice(1)
        .map((key) => (/^\d+$/.test(key) ? Number(key) : key.replace(/~1/g, '/').replace(/~0/g, '~')));
      context.onMove(path, source.index, target.index);
      focusPointer(to);
    },
    [context, focusPointer],
  );

  const save = async () => {
    if (!opened || !own) return;
    if (issues.length) {
      setNotice({ kind: 'error', text: texts.saveRefused });
      return;
    }
    try {
      const answer = await api.save(opened.id, { document: own, version: opened.version, opened: opened.document });
      localStorage.removeItem(draftKey(opened.id));
      // The server wrote only what changed, in the file's own layout: its text is the file now.
      setOpened({ ...opened, version: answer.version, document: own, text: answer.text });
      setRawText(answer.text);
      setNotice({ kind: 'ok', text: texts.saved });
    } catch (error) {
      if (error instanceof StudioError && error.status === 409)
        setNotice({ kind: 'error', text: texts.conflict, changes: error.body.changes ?? [] });
      else if (error instanceof StudioError && error.body.issues) {
        setIssues(error.body.issues);
        setNotice({ kind: 'error', text: texts.saveRefused });
      } else
        setNotice({
          kind: 'error',
          text: error instanceof StudioError && error.status ? error.message : texts.failedLoad,
        });
    }
  };

  const saveText = async () => {
    if (!opened) return;
    try {
      await api.save(opened.id, { text: rawText, version: opened.version, opened: opened.document });
      await open(opened.id);
      setNotice({ kind: 'ok', text: texts.saved });
    } catch (error) {
      if (error instanceof StudioError && error.body.issues) setIssues(error.body.issues);
      setNotice({
        kind: 'error',
        text: error instanceof StudioError && error.status ? error.message : texts.failedLoad,
        ...(error instanceof StudioError && error.body.changes ? { changes: error.body.changes } : {}),
      });
    }
  };

  const create = async () => {
    try {
      await api.create(newId.trim());
      await loadList();
      await open(newId.trim());
      setNewId('');
    } catch (error) {
      setNotice({
        kind: 'error',
        text: error instanceof StudioError && error.status ? error.message : texts.failedLoad,
      });
    }
  };

  const screens = Object.entries((merged.screens as Record<string, Doc> | undefined) ?? {});
  const dialogs = Object.entries((merged.dialogs as Record<string, Doc> | undefined) ?? {});
  const isCentre = (host: Doc) => Array.isArray(host.pages);
  const reached = opened
    ? brands.filter((brand) => brand.id !== opened.id && brand.chain.includes(opened.id)).map((brand) => brand.id)
    : [];
  const current = sectionId(section);
  const navButton = (target: Section, label: string, id?: string) => (
    <li key={sectionId(target)}>
      <button
        type="button"
        aria-current={sectionId(target) === current ? 'page' : undefined}
        onClick={() => setSection(target)}
      >
        {label}
        {/* The id brand JSON and addresses use, for whoever matches them; the name is what the button is called. */}
        {id && id.toLowerCase() !== label.toLowerCase() && (
          <span className="st-id" aria-hidden="true">
            {id}
          </span>
        )}
      </button>
    </li>
  );
  const nameOf = (id: string, host: Doc) => hostName(id, host, language, opened?.locales);
  const hostButton = (kind: 'screen' | 'dialog', id: string, host: Doc) =>
    navButton(sectionOf(kind, id), nameOf(id, host), id);
  const partTitle = (kind: string) =>
    kind === 'identity' ? texts.identity : schemaText(String((sections[kind] as Doc).title ?? kind), language);
  // The CLI names a field by its English titles (Theme › Colours › Accent) and a widget by its type:
  // each said in the studio's language, a widget by its title.
  const breadcrumb = (trail: string) =>
    placeInWords(trail, (step) => schemaText(plainWords(step).text, language), WIDGET_TITLES);

  return (
    <div className="st-app">
      <header className="st-top">
        <h1>{texts.title}</h1>
        <label htmlFor="st-brand">{texts.brand}</label>
        <select id="st-brand" value={opened?.id ?? ''} onChange={(event) => void open(event.target.value)}>
          {brands.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name} ({brand.id})
            </option>
          ))}
        </select>
        <span className="st-new">
          <label htmlFor="st-new-id">{texts.newBrandId}</label>
          <input
            id="st-new-id"
            value={newId}
            onChange={(event) => setNewId(event.target.value)}
            placeholder="emerald"
          />
          <button type="button" onClick={() => void create()} disabled={!newId.trim()}>
            {texts.newBrand}
          </button>
        </span>
        <button type="button" onClick={() => setHistory((h) => h && undo(h))} disabled={!history?.past.length}>
          {texts.undo}
        </button>
        <button type="button" onClick={() => setHistory((h) => h && redo(h))} disabled={!history?.future.length}>
          {texts.redo}
        </button>
        <button type="button" className="st-primary" onClick={() => void save()} disabled={!own}>
          {texts.save}
        </button>
        <button
          type="button"
          aria-expanded={showHistory}
          aria-controls="st-history"
          onClick={() => setShowHistory(!showHistory)}
          disabled={!opened}
        >
          {texts.history}
        </button>
        <button
          type="button"
          onClick={() => setLanguage(language === 'en' ? 'zh' : 'en')}
          lang={language === 'en' ? 'zh-CN' : 'en'}
        >
          {texts.language}
        </button>
      </header>

      {notice && (
        <div className={`st-notice st-notice--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          <p>{notice.text}</p>
          <ChangeLines lines={notice.changes} />
          {notice.changes && opened && (
            <button type="button" onClick={() => void open(opened.id)}>
              {texts.reload}
            </button>
          )}
        </div>
      )}

      {showHistory && opened && (
        <HistoryPanel
          id="st-history"
          api={api}
          brandId={opened.id}
          version={opened.version}
          opened={opened.document}
          dirty={JSON.stringify(own) !== JSON.stringify(opened.document)}
          texts={texts}
          language={language}
          onRestored={async () => {
            // The restored file is the brand now: a draft made on the version it replaced no longer applies.
            localStorage.removeItem(draftKey(opened.id));
            await open(opened.id);
            setNotice({ kind: 'ok', text: texts.restored });
          }}
        />
      )}

      <div className="st-body">
        <nav className="st-nav" aria-label={texts.parts}>
          <ul>{PARTS.map((kind) => navButton(sectionOf(kind), partTitle(kind)))}</ul>
          <h2>{texts.screens}</h2>
          <ul>{screens.filter(([, host]) => !isCentre(host)).map(([id, host]) => hostButton('screen', id, host))}</ul>
          <h2>{texts.centres}</h2>
          <ul>
            {[
              ...screens.map(([id, host]) => ['screen', id, host] as const),
              ...dialogs.map(([id, host]) => ['dialog', id, host] as const),
            ]
              .filter(([, , host]) => isCentre(host))
              .map(([kind, id, host]) => hostButton(kind, id, host))}
          </ul>
          <h2>{texts.dialogs}</h2>
          <ul>{dialogs.filter(([, host]) => !isCentre(host)).map(([id, host]) => hostButton('dialog', id, host))}</ul>
        </nav>

        <main className="st-editor">
          {reached.length > 0 && (
            <p className="st-reaches">
              {texts.reaches} {reached.join(', ')}
            </p>
          )}
          <section className="st-issues" aria-labelledby="st-issues-title">
            <h2 id="st-issues-title">
              {texts.issues} ({issues.length})
            </h2>
            {issues.length === 0 ? (
              <p>{texts.noIssues}</p>
            ) : (
              <ul>
                {issues.map((issue, index) => (
                  <li key={`${issue.pointer ?? ''}${issue.message}${index}`}>
                    {issue.pointer ? (
                      // Named in the form's words (Theme › Colours › Accent); a click goes to the field.
                      <button type="button" className="st-link" onClick={() => focusPointer(issue.pointer!)}>
                        {issue.breadcrumb ? breadcrumb(issue.breadcrumb) : issue.pointer}
                      </button>
                    ) : (
                      <span>{issue.line ? `${issue.line}:${issue.column ?? 1}` : ''}</span>
                    )}
                    {texts.colon}
                    {issueLine(issue, language)}
                  </li>
                ))}
              </ul>
            )}
          </section>

          {own ? (
            <>
              {section.kind === 'theme' && runtime && (
                <ContrastPanel colors={runtime.theme.colors as Record<string, unknown>} texts={texts} />
              )}
              <h2 className="st-section-title">
                {section.path.length === 2
                  ? `${section.kind === 'screen' ? texts.screens : texts.dialogs} › ${nameOf(
                      section.path[1]!,
                      (getAt(merged, section.path) as Doc | undefined) ?? {},
                    )}`
                  : partTitle(section.kind)}
              </h2>
              <FormBoundary key={current} message={texts.formFailed}>
                <SectionForm
                  kind={section.kind}
                  data={sectionData(section, merged)}
                  context={context}
                  onChange={onFormChange}
                />
              </FormBoundary>
            </>
          ) : null}
          {opened && (
            <details className="st-raw" open={!own}>
              <summary>{texts.rawText}</summary>
              {!own && <p>{texts.rawBroken}</p>}
              <label htmlFor="st-raw-text" className="st-visually-hidden">
                {texts.rawText}
              </label>
              <textarea
                id="st-raw-text"
                value={rawText}
                onChange={(event) => setRawText(event.target.value)}
                rows={18}
                spellCheck={false}
              />
              <button type="button" onClick={() => void saveText()}>
                {texts.saveText}
              </button>
            </details>
          )}
        </main>

        {opened && runtime && isRecord(merged) && (
          <Preview
            key={opened.id}
            brandId={opened.id}
            secret={secret}
            runtime={runtime}
            texts={texts}
            onSelect={focusPointer}
            onMove={moveInPreview}
            dialogs={dialogs.map(([id, host]) => ({ id, name: nameOf(id, host) }))}
          />
        )}
      </div>
    </div>
  );
}
