import type { FromSchema } from 'json-schema-to-ts';
import { COMPLIANCE_PROFILES } from '../compliance/profiles.ts';
import { footerLink } from './footer.ts';
import { linkTargetSchema } from './links.ts';

const words = (title: string, description: string) => ({ type: 'string', title, description, minLength: 1 }) as const;

/**
 * The brand's licence (issue 29, item 1): its jurisdiction profile switches the responsible-gaming
 * tools on and sets their rules (schemas/compliance/profiles.ts), on the site and on the platform.
 * The words a licence makes the site show (the licence statement, the age mark, helplines, links)
 * are text keys of the brand's locales, like every other text of a brand, so each language has its
 * own; a helpline's name may be plain text (an organisation's name is not translated).
 */
export const complianceSchema = {
  type: 'object',
  title: 'Licence and responsible gaming',
  description: 'The licence the brand operates under, which decides the responsible-gaming tools its players get.',
  additionalProperties: false,
  properties: {
    profile: {
      type: 'string',
      title: 'Licence rules',
      description:
        'Whose rules apply: the UK Gambling Commission, the Malta Gaming Authority, Curaçao, or none (no tools).',
      enum: COMPLIANCE_PROFILES,
      default: 'none',
    },
    licence: words(
      'Licence statement',
      'The footer line naming the licence, its holder and number: a text key of the brand\'s locales such as "compliance.licence", so each language has it.',
    ),
    ageMark: words(
      'Age mark',
      'The line beside the age badge in the footer ("Only players over 18. Gambling can be harmful."): a text key of the brand\'s locales.',
    ),
    helplines: {
      type: 'array',
      title: 'Helplines',
      description:
        'Where a player can get help with gambling, on the responsible-gaming page: a phone number, a web address, or both.',
      maxItems: 8,
      default: [],
      items: {
        type: 'object',
        title: 'Helpline',
        additionalProperties: false,
        properties: {
          name: words('Name', 'The organisation: plain text ("GamCare") or a text key.'),
          phone: {
            type: 'string',
            title: 'Phone',
            description: 'The number to call, as dialled from abroad: "+44 808 8020 133".',
            pattern: '^\\+?[0-9][0-9 ()-]{2,22}$',
          },
          url: { ...linkTargetSchema, title: 'Web address', pattern: '^https?://[^\\s/]+[^\\s]*$' },
          text: words('Note', 'A line under it (opening hours, languages): a text key or plain text.'),
        },
        required: ['name'],
      },
    },
    links: {
      type: 'array',
      title: 'Links',
      description:
        "More places on the responsible-gaming page and under the footer's licence statement: the regulator, a self-assessment, a blocking tool.",
      maxItems: 8,
      default: [],
      items: footerLink,
    },
  },
} as const;

export type BrandCompliance = FromSchema<typeof complianceSchema, { keepDefaultedPropertiesOptional: true }>;
export type Helpline = NonNullable<BrandCompliance['helplines']>[number];
export type ComplianceLink = NonNullable<BrandCompliance['links']>[number];

/** The compliance part as the player reads it: lists always present, the two lines only where the brand gives them. */
export type RuntimeCompliance = Required<Pick<BrandCompliance, 'profile' | 'helplines' | 'links'>> &
  Pick<BrandCompliance, 'licence' | 'ageMark'>;
