// The dump's Blob hands over the bytes read, and still answers every Blob question as Node's own would.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dumpBlob } from './bytes-blob';

describe('a dump as a Blob', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'sabai-blob-'));
  const file = path.join(folder, 'dump.tar');
  const content = 'PGlite dump: สปา 温泉';
  writeFileSync(file, content);
  const expected = new Blob([content]);

  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('answers with the file as Node’s Blob of the same bytes does', async () => {
    const blob = dumpBlob(file);
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.size).toBe(expected.size);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array(await expected.arrayBuffer()));
    expect(await blob.bytes()).toEqual(await expected.bytes());
    expect(await blob.text()).toBe(content);
    expect(await blob.slice(0, 12).text()).toBe('PGlite dump:');
    expect(await new Response(blob.stream()).text()).toBe(content);
  });
});
