import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import type { RuntimeBrand } from '../../schemas/brand/index.ts';
import type { Texts } from './texts.ts';

const WIDTHS = { phone: 360, tablet: 768, desktop: 1280 } as const;
type Width = keyof typeof WIDTHS;
type Kind = 'visitor' | 'member' | 'agent' | 'trial';

/**
 * The real player in a frame of this origin, redrawn on every edit without a reload: the studio
 * posts the runtime brand, the player's studio bridge draws it. Widths, the account kind, the
 * route and an open dialog are the operator's to choose; a click on a widget selects it in the form.
 */
export function Preview({
  brandId,
  runtime,
  texts,
  onSelect,
  onMove,
  dialogs,
  secret,
}: {
  brandId: string;
  secret: string;
  runtime: RuntimeBrand;
  texts: Texts;
  onSelect: (pointer: string) => void;
  /** A widget moved in the preview by its handle, from one place of its slot to another. */
  onMove: (from: string, to: string) => void;
  dialogs: { id: string; name: string }[];
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  /** The frame's player listens for the studio's brand (its bridge is connected). */
  const [connected, setConnected] = useState(false);
  /** The frame has drawn the studio's brand at least once: what the operator sees is this draft. */
  const [ready, setReady] = useState(false);
  const [width, setWidth] = useState<Width>('desktop');
  const [kind, setKind] = useState<Kind>('visitor');
  const [route, setRoute] = useState('/');
  /** The site's own popups (on load, the contract offer) cover the page: shown only when asked for. */
  const [popups, setPopups] = useState(false);
  const [src, setSrc] = useState(() => `/?brand=${encodeURIComponent(brandId)}&studio=1`);
  // The chosen width is drawn whole, scaled down to the pane as design tools do; its true width is said.
  const stage = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState<number | undefined>();
  useLayoutEffect(() => {
    const element = stage.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setRoom(entry?.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = room ? Math.min(1, room / WIDTHS[width]) : 1;
  const post = (message: Record<string, unknown>) =>
    frame.current?.contentWindow?.postMessage(message, location.origin);

  useEffect(() => {
    const onMessage = (event: MessageEvent<{ type?: string; pointer?: string; from?: string; to?: string }>) => {
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow) return;
      if (event.data?.type === 'livery:preview-ready') setConnected(true);
      if (event.data?.type === 'livery:preview-drawn') setReady(true);
      if (event.data?.type === 'livery:preview-select' && typeof event.data.pointer === 'string')
        onSelect(event.data.pointer);
      if (
        event.data?.type === 'livery:preview-move' &&
        typeof event.data.from === 'string' &&
        typeof event.data.to === 'string'
      )
        onMove(event.data.from, event.data.to);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onSelect, onMove]);

  // Every edit reaches the frame as soon as it is committed here: no reload, no debounce, no wait for
  // a frame of the studio (one edit is one commit, so nothing needs coalescing).
  useEffect(() => {
    if (connected) post({ type: 'livery:studio-brand', brand: runtime });
  }, [connected, runtime]);

  // The move handle in the frame speaks the studio's language.
  useEffect(() => {
    if (connected) post({ type: 'livery:studio-texts', texts: { move: texts.moveWidget, hint: texts.moveWidgetHint } });
  }, [connected, texts]);

  // The frame starts with popups held (a new session reloads it): it is told the operator's choice.
  useEffect(() => {
    if (connected) post({ type: 'livery:studio-popups', show: popups });
  }, [connected, popups]);

  // An account kind is a real session on the reference platform: the frame starts again signed in as it.
  const chooseKind = (next: Kind) => {
    setKind(next);
    setConnected(false);
    setReady(false);
    setSrc(
      `/studio/session?brand=${encodeURIComponent(brandId)}&kind=${next}&path=${encodeURIComponent(route)}&secret=${encodeURIComponent(secret)}`,
    );
  };

  return (
    <section className="st-preview" aria-labelledby="st-preview-title">
      <h2 id="st-preview-title">{texts.preview}</h2>
      <div className="st-preview__bar">
        <fieldset>
          <legend>{texts.width}</legend>
          {(Object.keys(WIDTHS) as Width[]).map((name) => (
            <label key={name}>
              <input type="radio" name="st-width" checked={width === name} onChange={() => setWidth(name)} />{' '}
              {texts[name]}
            </label>
          ))}
        </fieldset>
        <label htmlFor="st-kind">{texts.session}</label>
        <select id="st-kind" value={kind} onChange={(event) => chooseKind(event.target.value as Kind)}>
          {(['visitor', 'member', 'agent', 'trial'] as const).map((option) => (
            <option key={option} value={option}>
              {texts.kinds[option]}
            </option>
          ))}
        </select>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            post({ type: 'livery:studio-navigate', path: route.startsWith('/') ? route : `/${route}` });
          }}
        >
          <label htmlFor="st-route">{texts.route}</label>{' '}
          <input id="st-route" value={route} onChange={(event) => setRoute(event.target.value)} size={12} />
          <button type="submit">{texts.go}</button>
        </form>
        <label htmlFor="st-dialog">{texts.dialog}</label>
        <select
          id="st-dialog"
          value=""
          onChange={(event) => event.target.value && post({ type: 'livery:studio-dialog', id: event.target.value })}
        >
          <option value="">{texts.none}</option>
          {dialogs.map(({ id, name }) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
        <label>
          <input type="checkbox" checked={popups} onChange={(event) => setPopups(event.target.checked)} />{' '}
          {texts.popups}
        </label>
      </div>
      <p className="st-preview__state" role="status">
        {ready ? texts.previewReady : texts.previewLoading}
      </p>
      <p className="st-preview__scale">{texts.scaleNote({ width: WIDTHS[width], percent: Math.round(scale * 100) })}</p>
      <div
        ref={stage}
        className="st-preview__stage"
        role="region"
        aria-label={`${texts.preview} › ${texts[width]}`}
        style={{ '--st-scale': scale } as CSSProperties}
      >
        <iframe
          ref={frame}
          title={`${texts.preview}: ${runtime.name}`}
          src={src}
          style={{ width: WIDTHS[width] }}
          data-ready={ready ? 'true' : 'false'}
          data-scale={scale.toFixed(3)}
        />
      </div>
    </section>
  );
}
