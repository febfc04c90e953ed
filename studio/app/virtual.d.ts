declare module 'virtual:studio-schema' {
  import type { JsonSchema, WidgetInfo } from '../schema/sections.ts';
  export const sections: Record<string, JsonSchema>;
  export const widgets: WidgetInfo[];
}
declare module 'virtual:studio-validators' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';
  export const validators: Record<string, ValidatorFunctions>;
}
