import Form, { getDefaultRegistry } from '@rjsf/core';
import type { FieldTemplateProps, RJSFSchema, UiSchema, WidgetProps } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { memo, useMemo } from 'react';
import { sections, widgets } from 'virtual:studio-schema';
import { validators } from 'virtual:studio-validators';
import { TextOrImageWidget } from './ImageField.tsx';
import { InheritanceBadge } from './InheritanceBadge.tsx';
import { ITEM_BUTTONS } from './ItemButtons.tsx';
import { originOf, type Path } from './inheritance.ts';
import type { Texts } from './texts.ts';

const HEX = '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$';
const DefaultFieldTemplate = getDefaultRegistry().templates.FieldTemplate;

/** One precompiled validator per kind of form (no eval: the studio's page forbids it). */
const validatorCache = new Map<string, ReturnType<typeof createPrecompiledValidator>>();
function validatorFor(kind: string) {
  let validator = validatorCache.get(kind);
  if (!validator) {
    validator = createPrecompiledValidator(validators[kind]!, sections[kind] as RJSFSchema);
    validatorCache.set(kind, validator);
  }
  return validator;
}

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

export interface StudioFormContext {
  own: unknown;
  parent: unknown;
  parentId: string | null;
  basePath: Path;
  selected: string | undefined;
  texts: Texts;
  onReset: (path: Path) => void;
  onAddWidget: (path: Path, type: string) => void;
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

function WidgetPicker({ path, context }: { path: Path; context: StudioFormContext }) {
  const id = `st-add-${path.join('-')}`;
  return (
    <div className="st-picker">
      <label htmlFor={id}>{context.texts.addWidget}</label>
      <select
        id={id}
        value=""
        onChange={(event) => {
          if (event.target.value) context.onAddWidget(path, event.target.value);
        }}
      >
        <option value="">—</option>
        {widgets.map((widget) => (
          <option key={widget.type} value={widget.type} title={widget.description}>
            {widget.title} ({widget.type}){widget.description ? ` — ${widget.description.slice(0, 90)}` : ''}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The default field, with where its value comes from, and a widget picker under each slot. */
function StudioFieldTemplate(props: FieldTemplateProps) {
  const context = props.registry.formContext as StudioFormContext;
  const path = [...context.basePath, ...props.fieldPathId.path];
  const pointer = pointerOf(path);
  const leafOrList = props.schema.type !== 'object' && props.fieldPathId.path.length > 0;
  const selected = context.selected !== undefined && context.selected === pointer;
  return (
    <div className={selected ? 'st-field is-selected' : 'st-field'} data-pointer={pointer}>
      <DefaultFieldTemplate {...props} />
      {leafOrList && (
        <InheritanceBadge
          origin={originOf(context.own, context.parent, path)}
          parentId={context.parentId}
          label={props.label}
          texts={context.texts}
          onReset={() => context.onReset(path)}
        />
      )}
      {isWidgetSlot(props.schema) && <WidgetPicker path={path} context={context} />}
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
  const schema = sections[kind] as RJSFSchema;
  const uiSchema = useMemo(() => ({ ...uiSchemaOf(schema), 'ui:submitButtonOptions': { norender: true } }), [schema]);
  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      validator={validatorFor(kind)}
      formData={data}
      formContext={context}
      liveValidate="onChange"
      showErrorList={false}
      noHtml5Validate
      widgets={{ hexColor: HexColorWidget, TextWidget: TextOrImageWidget }}
      templates={{ FieldTemplate: StudioFieldTemplate, ButtonTemplates: ITEM_BUTTONS }}
      experimental_defaultFormStateBehavior={{
        emptyObjectFields: 'skipDefaults',
        arrayMinItems: { populate: 'never' },
      }}
      onChange={(event) => onChange(event.formData)}
    />
  );
});
