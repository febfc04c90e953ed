import type { FromSchema } from 'json-schema-to-ts';
import { menuItemSchema } from './links.ts';

const menu = (title: string, description: string) =>
  ({ type: 'array', title, description, items: menuItemSchema, default: [] }) as const;

export const menusSchema = {
  type: 'object',
  title: 'Menus',
  additionalProperties: false,
  properties: {
    top: menu('Top navigation', 'Header navigation links (HEADER-08).'),
    side: menu('Side menu', 'Left side menu links, in order (SIDE-01).'),
    account: menu('Account menu', 'Links in the logged-in account menu (HEADER-03).'),
  },
} as const;

export type BrandMenus = FromSchema<typeof menusSchema, { keepDefaultedPropertiesOptional: true }>;
