/**
 * `npm run treemap`: what the home route's first-render JavaScript is made of (issue 30, item 4).
 * Each file `npm run size` weighs is read with its source map; every byte of it is given to the
 * source module it came from, modules are grouped (a package of node_modules, or a folder of this
 * repository two levels deep), and each group's share of the gzip size is its share of the bytes,
 * compressed alone, scaled to what the files weigh compressed together. Writes docs/treemap.md
 * (the figures of the build measured) and prints it. `--no-build` reads the existing dist/.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { homeRouteFiles } from './homeRouteFiles.ts';

const dist = 'dist';
if (!process.argv.includes('--no-build') || !existsSync(join(dist, '.vite/manifest.json')))
  execSync('npm run build --silent', { stdio: 'inherit' });

/** node_modules/<package> (scoped too), or a folder of this repository two levels deep; generated code the bundler wrote is its own. */
export function groupOf(source: string | null): string {
  if (!source) return '(no source map: JSON texts, the chunk list, module glue)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  if (pkg) return pkg;
  const parts = source.replace(/^(\.\.\/)+/, '').split('/');
  return parts.slice(0, Math.min(2, parts.length - 1) || 1).join('/') + '/';
}

interface Group {
  raw: number;
  text: string[];
}

const groups = new Map<string, Group>();
let gzipTotal = 0;
for (const file of homeRouteFiles(dist)) {
  const code = readFileSync(join(dist, file), 'utf8');
  gzipTotal += gzipSync(code).length;
  const lines = code.split('\n');
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')) as RawSourceMap);
  const mappings: { line: number; column: number; source: string | null }[] = [];
  consumer.eachMapping((m) => mappings.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source }));
  mappings.sort((a, b) => a.line - b.line || a.column - b.column);
  // Each mapping owns the bytes up to the next one on its line.
  mappings.forEach((m, i) => {
    const next = mappings[i + 1];
    const line = lines[m.line - 1] ?? '';
    const text = line.slice(m.column, next && next.line === m.line ? next.column : line.length);
    const group = groups.get(groupOf(m.source)) ?? { raw: 0, text: [] };
    group.raw += text.length;
    group.text.push(text);
    groups.set(groupOf(m.source), group);
  });
}

const alone = [...groups].map(([name, group]) => ({
  name,
  raw: group.raw,
  gzip: gzipSync(group.text.join('')).length,
}));
const scale = gzipTotal / alone.reduce((sum, group) => sum + group.gzip, 0);
const rows = alone.map((group) => ({ ...group, gzip: group.gzip * scale })).sort((a, b) => b.gzip - a.gzip);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const table = [
  '| part | kB minified | kB gzip (share) |',
  '| --- | ---: | ---: |',
  ...rows.map((row) => `| ${row.name} | ${kb(row.raw)} | ${kb(row.gzip)} |`),
  `| **all** | **${kb(rows.reduce((sum, row) => sum + row.raw, 0))}** | **${kb(gzipTotal)}** |`,
].join('\n');
const page = `# What the home's first render downloads

Written by \`npm run treemap\` (scripts/treemap.ts) from the build it measured; the files are those
\`npm run size\` weighs (scripts/homeRouteFiles.ts: the entry, the default brand's language, the
widgets a visitor's phone draws first). Each part's gzip figure is its share: the parts compressed
alone, scaled to what the files weigh compressed as they are sent.

${table}
`;
writeFileSync('docs/treemap.md', page);
console.log(table);
