import { open } from 'node:fs/promises';

/**
 * Random access to the bytes of an upload. The sniffer needs the head of a file and, for ZIP and
 * OLE2 containers, their directories near the end or scattered through it; reading only those
 * slices keeps a 50 MB video out of memory.
 */
export interface ByteSource {
  readonly size: number;
  read(offset: number, length: number): Promise<Uint8Array>;
}

export function bufferSource(bytes: Uint8Array): ByteSource {
  return {
    size: bytes.byteLength,
    read(offset, length) {
      const start = Math.max(0, Math.min(offset, bytes.byteLength));
      const end = Math.max(start, Math.min(offset + length, bytes.byteLength));
      return Promise.resolve(bytes.subarray(start, end));
    },
  };
}

/** Opens a file as a ByteSource; the caller must `close()` it. */
export async function openFileSource(filePath: string): Promise<ByteSource & { close(): Promise<void> }> {
  const handle = await open(filePath, 'r');
  const { size } = await handle.stat();
  return {
    size,
    async read(offset, length) {
      const start = Math.max(0, Math.min(offset, size));
      const wanted = Math.max(0, Math.min(length, size - start));
      const buffer = Buffer.alloc(wanted);
      const { bytesRead } = await handle.read(buffer, 0, wanted, start);
      return buffer.subarray(0, bytesRead);
    },
    close: () => handle.close(),
  };
}
