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
    bottom: menu(
      'Bottom tab bar',
      'On phones, the tabs fixed at the bottom of the screen, in order (home, games, promotions, deposit, account); at most five read well. Tablets and desktops do not show them.',
    ),
  },
} as const;

export type BrandMenus = FromSchema<typeof menusSchema, { keepDefaultedPropertiesOptional: true }>;
