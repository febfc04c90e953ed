import type { WidgetProps } from '../../../engine/react/defineWidget.ts';
import { linkTargetSchema } from '../../../schemas/brand/links.ts';

const text = (title: string, description: string) => ({ type: 'string', title, description, minLength: 1 }) as const;

export const schema = {
  type: 'object',
  title: 'Content page',
  description:
    "A page of the brand's own words: a heading, an introduction and sections, each with a paragraph and links (the responsible-gaming page's help and tools, issue 26). Every text is a key of the brand's locales, in each of its languages, or plain text.",
  additionalProperties: false,
  properties: {
    title: text('Heading', 'The page heading: a text key such as "responsible.title", or plain text.'),
    text: text('Introduction', 'A paragraph under the heading: a text key or plain text.'),
    sections: {
      type: 'array',
      title: 'Sections',
      maxItems: 12,
      default: [],
      items: {
        type: 'object',
        title: 'Section',
        additionalProperties: false,
        properties: {
          title: text('Heading', 'The section heading: a text key or plain text.'),
          text: text('Paragraph', 'A text key or plain text.'),
          links: {
            type: 'array',
            title: 'Links',
            maxItems: 12,
            default: [],
            items: {
              type: 'object',
              title: 'Link',
              additionalProperties: false,
              properties: {
                label: text('Label', 'A text key or plain text.'),
                to: linkTargetSchema,
                text: text('Note', 'A line under the link (opening hours, a phone number): a text key or plain text.'),
              },
              required: ['label', 'to'],
            },
          },
        },
        required: ['title'],
      },
    },
  },
  required: ['title'],
  examples: [
    {
      title: 'responsible.title',
      text: 'responsible.intro',
      sections: [
        {
          title: 'responsible.records.title',
          text: 'responsible.records.text',
          links: [{ label: 'menu.bettingRecord', to: '/member?page=personalHistoryCopy' }],
        },
      ],
    },
  ],
} as const;

export type ContentPageProps = WidgetProps<typeof schema>;
