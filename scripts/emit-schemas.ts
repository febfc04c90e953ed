import fs from 'node:fs';
import path from 'node:path';
import { loadWidgetDefinitions } from './brand/catalogue.ts';
import { buildBrandJsonSchema } from './brand/schema.ts';

export { buildBrandJsonSchema } from './brand/schema.ts';

/** Writes schemas/generated/brand.schema.json, which brand files name in `$schema` for editor help. */
export async function emitSchemas(root = process.cwd()): Promise<string> {
  const schema = buildBrandJsonSchema(await loadWidgetDefinitions(root));
  const file = path.join(root, 'schemas', 'generated', 'brand.schema.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(schema, null, 2)}\n`);
  return file;
}

const invoked = process.argv[1] ? path.resolve(process.argv[1]) : '';
if (invoked.endsWith(path.join('scripts', 'emit-schemas.ts'))) {
  emitSchemas().then(
    (file) => console.log(`wrote ${path.relative(process.cwd(), file)}`),
    (error: unknown) => {
      console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
