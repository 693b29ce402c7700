// Fails when `lingui extract` would change a catalog, when a compiled catalog or the apps' message lists
// (tools/i18n/app-messages.mjs) are stale, or when any message lacks its Thai or Chinese translation. Catalog
// headers carry a date, so they are ignored.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { appMessagesSource, OUT as APP_MESSAGES } from '../i18n/app-messages.mjs';

const dir = 'libs/i18n/src/locales';
const locales = ['en', 'th', 'zh'];
const files = [
  ...locales.flatMap((l) => [`${dir}/${l}/messages.po`, `${dir}/${l}/messages.ts`]),
  APP_MESSAGES,
];
const body = (file) => readFileSync(file, 'utf8').replace(/^"POT-Creation-Date:.*\n/m, '');

const before = new Map(files.map((f) => [f, body(f)]));
for (const args of [
  ['extract', '--clean'],
  ['compile', '--typescript'],
]) {
  const run = spawnSync('npx', ['lingui', ...args], { encoding: 'utf8' });
  if (run.status !== 0) {
    console.error(run.stdout, run.stderr);
    process.exit(1);
  }
}
writeFileSync(APP_MESSAGES, await appMessagesSource());
const stale = files.filter((f) => before.get(f) !== body(f));

const missing = [];
for (const locale of ['th', 'zh']) {
  const po = readFileSync(`${dir}/${locale}/messages.po`, 'utf8');
  for (const entry of po.split(/\n\n+/)) {
    const id = /^msgid "(.+)"$/m.exec(entry)?.[1];
    if (id && /^msgstr ""$/m.test(entry) && !/^msgstr "(?!")/m.test(entry)) missing.push(`${locale}: ${id}`);
  }
}

if (stale.length > 0)
  console.error(
    `Catalogs were out of date with the sources; updated:\n  ${stale.join('\n  ')}\nTranslate and commit them.`,
  );
if (missing.length > 0) console.error(`Messages without a translation:\n  ${missing.join('\n  ')}`);
if (stale.length > 0 || missing.length > 0) process.exit(1);
console.log(`Catalogs are complete in ${locales.join(', ')}.`);
