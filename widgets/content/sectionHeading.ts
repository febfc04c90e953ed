/** The heading level of a section that sits on a page (2) or inside a centre page, under its heading (3). */
export const sectionHeadingLevel = {
  type: 'integer',
  title: 'Heading level',
  description: '2 on the responsible-gaming page; 3 inside a centre page, under its heading.',
  minimum: 2,
  maximum: 3,
  default: 2,
} as const;
