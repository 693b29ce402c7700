// Uses the built package the way another team would: installed under node_modules by its name (with
// the files package.json publishes), loaded by plain Node through package.json "exports", and
// type-checked by a strict NodeNext consumer. The README's quick start is the program that runs, so the
// documented output cannot drift. It builds into its own temporary folder, so it never reads a stale
// dist/ or races a build writing it.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const packageRoot = resolve(__dirname, '..');
const tsc = require.resolve('typescript/bin/tsc');
let consumerDir = '';

// The programs' output is compared as text, so it must not depend on the terminal that runs Jest: with
// FORCE_COLOR set (a CI setting, and Jest's own workers when it runs in a colour terminal) Node colours
// what console.log prints, `true` included.
const { FORCE_COLOR: _forceColor, ...inherited } = process.env;
const plainEnv: NodeJS.ProcessEnv = { ...inherited, NO_COLOR: '1' };

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 60_000, env: plainEnv });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  }
  return result.stdout;
}

/** The first fenced block of `language` after `marker` in the README. */
function readmeBlock(marker: string, language: string, from = 0): { code: string; end: number } {
  const readme = readFileSync(join(packageRoot, 'README.md'), 'utf8');
  const start = readme.indexOf('```' + language + '\n', Math.max(readme.indexOf(marker), from));
  const end = readme.indexOf('\n```', start);
  if (readme.indexOf(marker) < 0 || start < 0 || end < 0) {
    throw new Error(`README has no ${language} block after ${marker}`);
  }
  return { code: readme.slice(start + language.length + 4, end + 1), end };
}

beforeAll(() => {
  consumerDir = mkdtempSync(join(tmpdir(), 'booking-rules-consumer-'));
  const installed = join(consumerDir, 'node_modules', '@sabai', 'booking-rules');
  mkdirSync(installed, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { files: string[] };
  for (const file of manifest.files.filter((name) => name !== 'dist').concat('package.json')) {
    copyFileSync(join(packageRoot, file), join(installed, file));
  }
  run(
    process.execPath,
    [tsc, '-p', join(packageRoot, 'tsconfig.lib.json'), '--outDir', join(installed, 'dist')],
    packageRoot,
  );
  writeFileSync(join(consumerDir, 'package.json'), JSON.stringify({ type: 'module', private: true }));
}, 60_000);

afterAll(() => {
  if (consumerDir !== '') rmSync(consumerDir, { recursive: true, force: true });
});

it('runs the README quick start with plain Node and prints what the README says', () => {
  const example = readmeBlock('<!-- example: quick-start', 'js');
  const expected = readmeBlock('<!-- example: quick-start', 'text', example.end).code;
  writeFileSync(join(consumerDir, 'quick-start.mjs'), example.code);
  expect(run(process.execPath, ['quick-start.mjs'], consumerDir)).toBe(expected);
}, 30_000);

it('type-checks a strict TypeScript consumer against the published declarations', () => {
  writeFileSync(
    join(consumerDir, 'consumer.ts'),
    [
      "import { parseCourseItemId, problemCodes, validateWalletUse, type Problem, type ProblemCode } from '@sabai/booking-rules';",
      "const ref = parseCourseItemId('R12:C7');",
      'const item: string = ref.ok ? ref.itemId : ref.problems[0]?.code ?? "";',
      'const wallet = validateWalletUse(100, { balanceSatang: 50, isActivated: true }, 500);',
      'const problems: readonly Problem[] = wallet.ok ? [] : wallet.problems;',
      'const codes: readonly ProblemCode[] = problemCodes;',
      'export const used = [item, problems, codes];',
    ].join('\n'),
  );
  writeFileSync(
    join(consumerDir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2022',
        lib: ['es2022'],
        strict: true,
        exactOptionalPropertyTypes: true,
        noEmit: true,
        types: [],
      },
      files: ['consumer.ts'],
    }),
  );
  expect(run(process.execPath, [tsc, '-p', 'tsconfig.json'], consumerDir)).toBe('');
}, 30_000);
