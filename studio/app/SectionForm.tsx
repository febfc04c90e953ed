import Form, { getDefaultRegistry } from '@rjsf/core';
import {
  replaceStringParameters,
  type FieldTemplateProps,
  type RJSFSchema,
  type UiSchema,
  type WidgetProps,
} from '@rjsf/utils';
import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import { TextOrImageWidget } from './ImageField.tsx';
import { InheritanceBadge } from './InheritanceBadge.tsx';
import { ITEM_BUTTONS } from './ItemButtons.tsx';
import { SortableArrayFieldItemTemplate, SortableArrayFieldTemplate } from './SortableItems.tsx';
import { originOf, type Path } from './inheritance.ts';
import { CODES_KEYWORD } from '../schema/plainWords.ts';
import { TEXT_KEY } from '../../engine/i18n/textKey.ts';
import { formSchema, validatorFor } from './formSchemas.ts';
import { LABELS_KEYWORD } from '../schema/schemaWords.ts';
import type { Language, Texts } from './texts.ts';
import { WidgetGallery } from './WidgetGallery.tsx';

const HEX = '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$';
const DefaultFieldTemplate = getDefaultRegistry().templates.FieldTemplate;
const DefaultSelectWidget = getDefaultRegistry().widgets.SelectWidget!;

/** Colour fields (a hex pattern) get a colour picker beside their text, wherever the schema has them. */
function uiSchemaOf(schema: unknown): UiSchema {
  if (typeof schema !== 'object' || schema === null) return {};
  const node = schema as Record<string, unknown>;
  if (node.type === 'string' && node.pattern === HEX) return { 'ui:widget': 'hexColor' };
  const ui: UiSchema = {};
  for (const [key, child] of Object.entries((node.properties as Record<string, unknown>) ?? {})) {
    const inner = uiSchemaOf(child);
    if (Object.keys(inner).length) ui[key] = inner;
  }
  return ui;
}

function HexColorWidget({ id, value, onChange, disabled, readonly, label, rawErrors }: WidgetProps) {
  const text = typeof value === 'string' ? value : '';
  const valid = new RegExp(HEX).test(text);
  const full = valid && text.length === 4 ? `#${[...text.slice(1)].map((c) => c + c).join('')}` : text;
  return (
    <span className="st-color">
      <input
        type="color"
        aria-label={`${label} (picker)`}
        value={valid ? full.toLowerCase() : '#000000'}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.value)}
      />
      <input
        id={id}
        type="text"
        value={text}
        disabled={disabled}
        readOnly={readonly}
        aria-invalid={rawErrors?.length ? true : undefined}
        spellCheck={false}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      />
    </span>
  );
}

/**
 * The form library's select, named where no label names it: the choice of a slot item's kind of
 * widget has no <label> of its own, and a select with no name is unusable with a screen reader
 * (axe: select-name, issue 28 item 10).
 */
function NamedSelectWidget(props: WidgetProps) {
  const box = useRef<HTMLSpanElement>(null);
  const context = props.registry.formContext as StudioFormContext;
  const name = /^\d*$/.test(props.label) ? context.texts.widgetKind : props.label;
  useLayoutEffect(() => {
    const select = box.current?.querySelector('select');
    if (select && select.labels.length === 0) select.setAttribute('aria-label', name);
  });
  // A list of values shows each value's words in the studio's language, where the schema has them.
  const labels = (props.schema[LABELS_KEYWORD] ?? (props.schema.items as RJSFSchema | undefined)?.[LABELS_KEYWORD]) as
    Record<string, string> | undefined;
  const options = labels
    ? {
        ...props.options,
        enumOptions: props.options.enumOptions?.map((option) => ({
          ...option,
          label: labels[String(option.value)] ?? option.label,
        })),
      }
    : props.options;
  return (
    <span ref={box} className="st-contents">
      <DefaultSelectWidget {...props} options={options} />
    </span>
  );
}

export interface StudioFormContext {
  own: unknown;
  parent: unknown;
  parentId: string | null;
  basePath: Path;
  selected: string | undefined;
  texts: Texts;
  /** The studio's language: the form's schema is built in it. */
  language: Language;
  /** What a text key reads in the studio's language ("menu.promotions" → "Promotions"). */
  wordsOf: (value: string) => string | undefined;
  onReset: (path: Path) => void;
  /** Appends a slot item (a widget with its preset) to the slot at the path. */
  onAddWidget: (path: Path, node: { widget: string; props?: Record<string, unknown> }) => void;
  /** Moves a list's item from one place to another (a drag, or the keyboard). */
  onMove: (path: Path, from: number, to: number) => void;
}

const pointerOf = (path: Path) =>
  `/${path.map((key) => String(key).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

const isWidgetSlot = (schema: RJSFSchema) => {
  const items = schema.items as Record<string, unknown> | undefined;
  return (
    schema.type === 'array' &&
    !!items &&
    (items.$ref === '#/definitions/widget' ||
      (items.discriminator as { propertyName?: string } | undefined)?.propertyName === 'widget')
  );
};

/**
 * An item of a list is called by its item's title and its place ("Path 2"), where the form library
 * would write the list's title and a dash ("Paths-2").
 */
function itemLabel(label: string, path: readonly (string | number)[]): string {
  const index = path[path.length - 1];
  if (typeof index !== 'number') return label;
  const numbered = /^(.*)-(\d+)$/.exec(label);
  return numbered ? `${numbered[1]} ${numbered[2]}` : `${label} ${index + 1}`;
}

/** The specification's codes a field's title or description cited, folded away (issue 28, item 5). */
function Reference({ schema, texts }: { schema: RJSFSchema; texts: Texts }) {
  const codes = (schema as Record<string, unknown>)[CODES_KEYWORD];
  if (!Array.isArray(codes) || codes.length === 0) return null;
  return (
    <details className="st-reference">
      <summary>{texts.reference}</summary>
      <span lang="en">{codes.join(', ')}</span>
    </details>
  );
}

/** Under a field holding a text key, the words it shows on the site ("Shows: Promotions"). */
function TextKeyWords({ value, context }: { value: unknown; context: StudioFormContext }) {
  if (typeof value !== 'string' || !TEXT_KEY.test(value)) return null;
  const words = context.wordsOf(value);
  return <p className="st-words">{words ? context.texts.shows({ words }) : context.texts.noWords}</p>;
}

/** The default field, with where its value comes from, and the widget gallery under each slot. */
function StudioFieldTemplate(props: FieldTemplateProps) {
  const context = props.registry.formContext as StudioFormContext;
  const path = [...context.basePath, ...props.fieldPathId.path];
  const pointer = pointerOf(path);
  const leafOrList = props.schema.type !== 'object' && props.fieldPathId.path.length > 0;
  const selected = context.selected !== undefined && context.selected === pointer;
  const label = itemLabel(props.label, props.fieldPathId.path);
  return (
    <div className={selected ? 'st-field is-selected' : 'st-field'} data-pointer={pointer}>
      <DefaultFieldTemplate {...props} label={label} />
      <Reference schema={props.schema} texts={context.texts} />
      <TextKeyWords value={props.formData} context={context} />
      {leafOrList && (
        <InheritanceBadge
          origin={originOf(context.own, context.parent, path)}
          parentId={context.parentId}
          label={label}
          texts={context.texts}
          onReset={() => context.onReset(path)}
        />
      )}
      {isWidgetSlot(props.schema) && <WidgetGallery path={path} context={context} />}
    </div>
  );
}

export interface SectionFormProps {
  kind: string;
  data: unknown;
  context: StudioFormContext;
  onChange: (data: unknown) => void;
}

/** The form of one part of the brand: only this part is drawn, so a large brand stays fast. */
export const SectionForm = memo(function SectionForm({ kind, data, context, onChange }: SectionFormProps) {
  const schema = formSchema(kind, context.language);
  const uiSchema = useMemo(() => ({ ...uiSchemaOf(schema), 'ui:submitButtonOptions': { norender: true } }), [schema]);
  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      validator={validatorFor(kind, context.language)}
      formData={data}
      formContext={context}
      liveValidate="onChange"
      showErrorList={false}
      noHtml5Validate
      widgets={{ hexColor: HexColorWidget, SelectWidget: NamedSelectWidget, TextWidget: TextOrImageWidget }}
      templates={{
        FieldTemplate: StudioFieldTemplate,
        ButtonTemplates: ITEM_BUTTONS,
        ArrayFieldTemplate: SortableArrayFieldTemplate,
        ArrayFieldItemTemplate: SortableArrayFieldItemTemplate,
      }}
      experimental_defaultFormStateBehavior={{
        emptyObjectFields: 'skipDefaults',
        arrayMinItems: { populate: 'never' },
      }}
      // The form library's own words ("%1 Key", "Yes") in the studio's language.
      translateString={(string, params) => replaceStringParameters(context.texts.formStrings[string] ?? string, params)}
      onChange={(event) => onChange(event.formData)}
    />
  );
});
