// docs/staff-operations.md is the rendering of the declared table; UPDATE_DOCS=1 writes it again.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderStaffOperationsDoc } from './staff-operations-doc';

const DOC = path.join(__dirname, '../../../../docs/staff-operations.md');

it('docs/staff-operations.md renders the declared table as it is', () => {
  const rendered = renderStaffOperationsDoc();
  if (process.env['UPDATE_DOCS'] === '1') writeFileSync(DOC, rendered);
  expect(readFileSync(DOC, 'utf8')).toBe(rendered);
});
