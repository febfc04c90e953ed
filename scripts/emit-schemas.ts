import fs from 'node:fs';
import path from 'node:path';
import { loadWidgetDefinitions } from './brand/catalogue.ts';
import { buildBrandJsonSchema } from '../engine/brandFiles/schema.ts';
import { callPoliciesSource, callRoutesSource } from './callRoutes.ts';
import { requestValidatorsSource } from './requestValidators.ts';

export { buildBrandJsonSchema } from '../engine/brandFiles/schema.ts';

/**
 * Writes schemas/generated/brand.schema.json, which brand files name in `$schema` for editor help,
 * schemas/generated/callRoutes.ts, the contract's routes without schemas for the player,
 * schemas/generated/callPolicies.ts, each call's caching policy for the player's data client, and
 * schemas/generated/requestValidators.js (with its .d.ts), each call's request rules precompiled for
 * the player's forms.
 */
export async function emitSchemas(root = process.cwd()): Promise<string[]> {
  const schema = buildBrandJsonSchema(await loadWidgetDefinitions(root));
  const dir = path.join(root, 'schemas', 'generated');
  fs.mkdirSync(dir, { recursive: true });
  const files = [
    path.join(dir, 'brand.schema.json'),
    path.join(dir, 'callRoutes.ts'),
    path.join(dir, 'requestValidators.js'),
    path.join(dir, 'requestValidators.d.ts'),
    path.join(dir, 'callPolicies.ts'),
  ];
  const validators = requestValidatorsSource();
  fs.writeFileSync(files[0]!, `${JSON.stringify(schema, null, 2)}\n`);
  fs.writeFileSync(files[1]!, callRoutesSource());
  fs.writeFileSync(files[2]!, validators.code);
  fs.writeFileSync(files[3]!, validators.types);
  fs.writeFileSync(files[4]!, callPoliciesSource());
  return files;
}

const invoked = process.argv[1] ? path.resolve(process.argv[1]) : '';
if (invoked.endsWith(path.join('scripts', 'emit-schemas.ts'))) {
  emitSchemas().then(
    (files) => files.forEach((file) => console.log(`wrote ${path.relative(process.cwd(), file)}`)),
    (error: unknown) => {
      console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
