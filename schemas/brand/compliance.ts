import type { FromSchema } from 'json-schema-to-ts';
import { COMPLIANCE_PROFILES } from '../compliance/profiles.ts';

/**
 * The brand's licence (issue 29, item 1): its jurisdiction profile switches the responsible-gaming
 * tools on and sets their rules (schemas/compliance/profiles.ts), on the site and on the platform.
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
  },
} as const;

export type BrandCompliance = FromSchema<typeof complianceSchema, { keepDefaultedPropertiesOptional: true }>;
