import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, startServerProcess, type ServerProcess } from './server-process';

const IN_FLIGHT = 20;
const BODY = JSON.stringify({ query: '{ __typename }' });

interface RawExchange {
  socket: Socket;
  /** Resolves with everything the server sent once it closed the connection. */
  reply: Promise<string>;
}

/**
 * Opens a connection and sends a request's headers but not its body, asking `Expect: 100-continue`: the
 * server's "100 Continue" proves it has taken the request in (fastify has routed it), without any timing.
 */
function startRequest(port: number): Promise<RawExchange> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const reply = new Promise<string>((done) => {
      socket.on('close', () => done(received.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, '')));
    });
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
      if (received.startsWith('HTTP/1.1 100 Continue\r\n\r\n')) resolve({ socket, reply });
    });
    socket.once('error', reject);
    socket.once('connect', () => {
      socket.write(
        'POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nX-Kar-Csrf: 1\r\n' +
          `Expect: 100-continue\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(BODY)}\r\n\r\n`,
      );
    });
  });
}

/** A keep-alive connection that has had one answer and then sits idle. */
function idleKeepAlive(port: number): Promise<{ closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const closed = new Promise<void>((done) => socket.on('close', () => done()));
    let received = '';
    socket.once('error', reject);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
      if (received.includes('\r\n\r\n') && received.endsWith('}')) resolve({ closed });
    });
    socket.once('connect', () =>
      socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n'),
    );
  });
}

/** A request on a new connection after the signal: its status, or the connection error's code. */
async function newRequest(baseUrl: string): Promise<number | string> {
  try {
    const res = await fetch(`${baseUrl}/healthz`, { headers: { connection: 'close' } });
    await res.arrayBuffer();
    return res.status;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? String(error);
  }
}

describe('SIGTERM on the compiled server (node dist-server/main.js)', () => {
  let server: ServerProcess;

  beforeAll(async () => {
    buildServer();
    server = await startServerProcess('node');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('finishes 20 in-flight requests with 200, refuses new ones, closes an idle keep-alive socket and exits 0', async () => {
    const idle = await idleKeepAlive(server.port);
    const inFlight = await Promise.all(Array.from({ length: IN_FLIGHT }, () => startRequest(server.port)));

    server.child.kill('SIGTERM');

    // Until the signal is handled new requests may still be served; after it, every one is refused: answered
    // 503, the connection refused or reset, or (UND_ERR_SOCKET) a connection the kernel had already accepted
    // is closed unanswered, because the shutdown closes every connection with no request in it yet.
    let afterSignal: number | string = 200;
    while (afterSignal === 200) afterSignal = await newRequest(server.baseUrl);
    expect([503, 'ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET']).toContain(afterSignal);

    for (const { socket } of inFlight) socket.write(BODY);
    const replies = await Promise.all(inFlight.map((r) => r.reply));
    for (const reply of replies) {
      expect(reply.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
      expect(reply).toContain('{"data":{"__typename":"Query"}}');
    }

    await idle.closed;
    const exit = await server.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    const pid = server.child.pid ?? 0;
    expect(() => process.kill(pid, 0)).toThrow(/ESRCH/);
  });
});
