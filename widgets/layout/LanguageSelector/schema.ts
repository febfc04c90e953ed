import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Language selector',
  description: "A labelled list of the brand's supported languages, by native name (I18N-04, I18N-05).",
  additionalProperties: false,
  properties: {
    showLabel: {
      type: 'boolean',
      title: 'Show label',
      description: 'Show the "Language" label visibly (it is always available to assistive technology).',
      default: true,
    },
  },
  examples: [{ showLabel: true }],
} as const;

export type LanguageSelectorProps = WidgetProps<typeof schema>;
