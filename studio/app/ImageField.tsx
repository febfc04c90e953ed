import { getDefaultRegistry } from '@rjsf/core';
import type { WidgetProps } from '@rjsf/utils';
import { useId, useState, type ChangeEvent, type ComponentType } from 'react';
import { isBrandImageSchema } from '../../schemas/brand/assets.ts';
import { sessionSecret } from './api.ts';
import type { StudioFormContext } from './SectionForm.tsx';
import './ImageField.css';

const DefaultTextWidget = getDefaultRegistry().widgets.TextWidget as ComponentType<WidgetProps>;

/** The extensions a field's pattern ends with ("…\.(svg|png|webp)$"), so the upload offers only what the field takes. */
export function extensionsOf(pattern: unknown): string[] {
  const match = typeof pattern === 'string' ? /\\\.\(([a-z|]+)\)\$$/.exec(pattern) : null;
  return match ? match[1]!.split('|') : [];
}

type Upload = { state: 'idle' } | { state: 'busy' } | { state: 'done' } | { state: 'failed'; reason: string };

/**
 * A brand image path (issue 28, item 6): the current image, an upload into the brand's own folder
 * (checked by the server: content, 1 MB, safe SVG), and the path as text for those who type it.
 * The upload only fills the field; the brand changes on disk when the operator saves it.
 */
export function ImageField(props: WidgetProps) {
  const { id, value, onChange, label, schema, registry, disabled, readonly, rawErrors } = props;
  const context = registry.formContext as StudioFormContext;
  const texts = context.texts.image;
  const brandId = (context.own as { id?: unknown } | undefined)?.id;
  const fileId = useId();
  const hintId = useId();
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const [broken, setBroken] = useState<string | undefined>();
  const text = typeof value === 'string' ? value : '';
  // The site shows the default when the brand names none, so the preview does too.
  const shown = text || (typeof schema.default === 'string' ? schema.default : '');
  const src = typeof brandId === 'string' && shown.startsWith('assets/') ? `/brands/${brandId}/${shown}` : undefined;
  const extensions = extensionsOf(schema.pattern);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || typeof brandId !== 'string') return;
    setUpload({ state: 'busy' });
    const body = new FormData();
    body.append('file', file);
    try {
      const response = await fetch(
        `/studio/api/brands/${encodeURIComponent(brandId)}/assets?accept=${extensions.join(',')}`,
        { method: 'POST', headers: { 'x-studio-secret': sessionSecret() }, body },
      );
      const answer = (await response.json().catch(() => ({}))) as { path?: string; message?: string };
      if (!response.ok || !answer.path) {
        const reason = texts.reasons[response.status] ?? answer.message ?? response.statusText;
        setUpload({ state: 'failed', reason });
        return;
      }
      setUpload({ state: 'done' });
      setBroken(undefined);
      onChange(answer.path);
    } catch {
      setUpload({ state: 'failed', reason: texts.network });
    }
  };

  return (
    <div className="st-image">
      <div className="st-image__preview">
        {src && broken !== src ? (
          <img src={src} alt={texts.current({ label })} onError={() => setBroken(src)} />
        ) : (
          <span>{texts.missing}</span>
        )}
      </div>
      <div className="st-image__controls">
        <input
          id={fileId}
          type="file"
          className="st-image__file"
          accept={extensions.map((extension) => `.${extension}`).join(',')}
          disabled={disabled || readonly || upload.state === 'busy'}
          aria-describedby={hintId}
          onChange={(event) => void choose(event)}
        />
        <label htmlFor={fileId} className="st-image__upload">
          {texts.upload}
        </label>
        <span id={hintId} className="st-image__hint">
          {texts.limits({ kinds: extensions.map((extension) => extension.toUpperCase()).join(', ') })}
        </span>
        <input
          id={id}
          type="text"
          value={text}
          placeholder={typeof schema.default === 'string' ? schema.default : undefined}
          disabled={disabled}
          readOnly={readonly}
          aria-invalid={rawErrors?.length ? true : undefined}
          spellCheck={false}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        />
        <p role="status" className="st-image__status">
          {upload.state === 'busy' ? texts.uploading : upload.state === 'done' ? texts.uploaded : ''}
        </p>
        {upload.state === 'failed' && (
          <p role="alert" className="st-image__error">
            {texts.failed({ reason: upload.reason })}
          </p>
        )}
      </div>
    </div>
  );
}

/** rjsf's text widget, except for fields the schema marks as brand images (schemas/brand/assets.ts), wherever they nest. */
export function TextOrImageWidget(props: WidgetProps) {
  return isBrandImageSchema(props.schema) ? <ImageField {...props} /> : <DefaultTextWidget {...props} />;
}
