// A database dump handed to PGlite (`loadDataDir`) as the bytes already read. PGlite asks the Blob for its
// ArrayBuffer; Node's Blob copies its parts in when made and streams them out again in 64 KB pieces, which for
// the 45 MB seed took a quarter of PGlite's start (docs/decisions.md, "Start from a seeded dump").
import { readFileSync } from 'node:fs';

class BytesBlob extends Blob {
  readonly #bytes: Uint8Array<ArrayBuffer>;

  constructor(bytes: Uint8Array<ArrayBuffer>) {
    super([]);
    this.#bytes = bytes;
  }

  override get size(): number {
    return this.#bytes.byteLength;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = this.#bytes;
    const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    return Promise.resolve(
      whole ? bytes.buffer : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    );
  }

  override bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return this.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  }

  override stream(): ReturnType<Blob['stream']> {
    return new Blob([this.#bytes]).stream();
  }

  override text(): Promise<string> {
    return Promise.resolve(new TextDecoder().decode(this.#bytes));
  }

  override slice(start?: number, end?: number, type?: string): Blob {
    return new Blob([this.#bytes]).slice(start, end, type);
  }
}

/** The file at `path` as a Blob for PGlite's `loadDataDir`, without copying it. */
export function dumpBlob(path: string): Blob {
  return new BytesBlob(readFileSync(path));
}
