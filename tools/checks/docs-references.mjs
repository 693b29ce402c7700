// Fails when source under apps/, libs/ or tools/ cites a file outside the repository (the spec, the design,
// style or toolchain notes) or an issue number: comments cite docs/ instead (docs/architecture.md,
// Conventions), so the repository explains itself.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const roots = ['apps', 'libs', 'tools'];
const extensions = new Set(['.ts', '.tsx', '.mjs', '.cjs', '.graphql']);
const skipped = new Set(['node_modules', 'dist', 'generated', 'coverage', 'locales']);
// This file names the patterns it looks for, and so would find itself.
const self = path.join('tools', 'checks', 'docs-references.mjs');
const citation = [
  ['the spec', /\bSPEC\b/],
  ['the design notes', /\bDESIGN(\.md)?\b/],
  ['the style notes', /\bSTYLE\.md\b/],
  ['the toolchain notes', /\bTOOLCHAIN(\.md)?\b/],
  ['an issue number', /\bissues? #?\d/i],
];

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name) || entry.name.startsWith('.')) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(file);
    else if (extensions.has(path.extname(entry.name)) && file !== self) yield file;
  }
}

const found = [];
for (const root of roots) {
  for (const file of sources(root)) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const hit = citation.find(([, pattern]) => pattern.test(line));
        if (hit) found.push(`  ${file}:${index + 1}: ${hit[0]}: ${line.trim()}`);
      });
  }
}

if (found.length > 0) {
  console.error(
    `Cite docs/ (product-rules.md, architecture.md, api.md, access.md, decisions.md) instead:\n${found.join('\n')}`,
  );
  process.exit(1);
}
console.log('Comments cite docs/ only.');
