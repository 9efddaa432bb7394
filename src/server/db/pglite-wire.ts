import { timingSafeEqual } from "node:crypto";
import { createServer, type Socket } from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import { logFailure } from "../log";

/**
 * Serves one PGlite database over the Postgres protocol to any number of connections. PGlite is a single backend
 * session: its unnamed statement and portal, and its transaction, belong to whoever talks to it. So the session is
 * lent to one connection at a time, for a whole conversation: from that connection's first message until PGlite
 * answers ReadyForQuery outside a transaction (status `I`). A query sent as Parse, Bind, Describe, Execute and Sync,
 * or a transaction from BEGIN to COMMIT, runs with no other connection's message in between; the other
 * connections wait their turn in arrival order instead of being refused. (`@electric-sql/pglite-socket` 0.2 takes
 * turns per message and only pins a connection inside a transaction, so under load one connection's Bind met
 * another's statement: "portal does not exist", parameters bound to the wrong statement, a stalled queue.)
 */

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const READY_FOR_QUERY = 0x5a; // 'Z'
const TERMINATE = 0x58; // 'X'
const IDLE = 0x49; // 'I'
const SYNC = Uint8Array.of(0x53, 0, 0, 0, 4);
const PASSWORD_MESSAGE = 0x70; // 'p'
/** AuthenticationCleartextPassword: the password travels only over the loopback connection to this process. */
const ASK_PASSWORD = Uint8Array.of(0x52, 0, 0, 0, 8, 0, 0, 0, 3);

/** A FATAL ErrorResponse with its SQLSTATE, as the server sends before it closes the connection. */
function fatal(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`);
  const head = Buffer.alloc(5);
  head[0] = 0x45; // 'E'
  head.writeInt32BE(4 + fields.length, 1);
  return Buffer.concat([head, fields]);
}

/** Whether a PasswordMessage carries `expected`, compared in constant time. */
function passwordMatches(message: Uint8Array, expected: string): boolean {
  const given = Buffer.from(message.subarray(5, message.length - 1));
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** The transaction status of the last ReadyForQuery in a backend answer (`I`, `T`, `E`), if it has one. */
function readyStatus(answer: Uint8Array): number | undefined {
  const view = new DataView(answer.buffer, answer.byteOffset, answer.byteLength);
  let status: number | undefined;
  for (let at = 0; at + 5 <= answer.length; at += 1 + view.getInt32(at + 1)) {
    if (answer[at] === READY_FOR_QUERY && at + 5 < answer.length) status = answer[at + 5];
  }
  return status;
}

function simpleQuery(sql: string): Uint8Array {
  const text = Buffer.from(`${sql}\0`);
  const message = Buffer.alloc(5 + text.length);
  message[0] = 0x51; // 'Q'
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return message;
}

/** Whose turn it is to use the session, and who waits for it, first come first served. */
class Turns<T> {
  private holder: T | undefined;
  private readonly waiting: { who: T; grant: (granted: boolean) => void }[] = [];

  holds(who: T): boolean {
    return this.holder === who;
  }

  /** Resolves true once `who` holds the session, false if it stopped waiting (its connection closed). */
  take(who: T): Promise<boolean> {
    if (this.holder === who) return Promise.resolve(true);
    if (this.holder === undefined) {
      this.holder = who;
      return Promise.resolve(true);
    }
    return new Promise((grant) => this.waiting.push({ who, grant }));
  }

  release(who: T): void {
    if (this.holder !== who) return;
    const next = this.waiting.shift();
    this.holder = next?.who;
    next?.grant(true);
  }

  withdraw(who: T): void {
    const at = this.waiting.findIndex((w) => w.who === who);
    if (at >= 0) this.waiting.splice(at, 1)[0]!.grant(false);
  }
}

export interface WireServer {
  /** `host:port` the server listens on. */
  address: string;
  stop: () => Promise<void>;
}

/**
 * `password`: every connection must give it (cleartext over the loopback connection) before PGlite sees its startup
 * message; without one, any local process could read and write the database.
 */
export async function servePglite(
  db: PGlite,
  { host, port, password }: { host: string; port: number; password?: string },
): Promise<WireServer> {
  const turns = new Turns<Socket>();
  // Each open connection, with the promise of its last step (its clean-up once it has closed).
  const connections = new Map<Socket, Promise<void>>();
  // Every message goes through PGlite's own lock too, so in-process use of `db` never lands inside a conversation.
  const run = (message: Uint8Array) => db.runExclusive(() => db.execProtocolRaw(message));

  /** A connection that left mid-conversation: end its extended query and roll back its transaction. */
  async function abandon(socket: Socket): Promise<void> {
    turns.withdraw(socket);
    if (!turns.holds(socket)) return;
    try {
      if (readyStatus(await run(SYNC)) !== IDLE) await run(simpleQuery("ROLLBACK"));
    } catch (error) {
      logFailure("embedded database: cleaning up after a closed connection failed:", error);
    } finally {
      turns.release(socket);
    }
  }

  function serve(socket: Socket): void {
    socket.setNoDelay(true);
    let pending = Buffer.alloc(0);
    let started = false;
    let closed = false;
    // The startup message waits here until the password is given; PGlite then answers it (AuthenticationOk and so on).
    let startup: Uint8Array | undefined;
    let authenticated = password === undefined;
    // The connection's messages run in order; its close runs after its last message.
    let chain = Promise.resolve();
    const then = (step: () => Promise<void>) => {
      chain = chain.then(step).catch((error: unknown) => {
        logFailure("embedded database: a connection failed:", error);
        socket.destroy();
      });
      connections.set(socket, chain);
    };
    connections.set(socket, chain);

    const answer = async (message: Uint8Array) => {
      if (closed) return;
      const granted = await turns.take(socket);
      if (!granted || closed) return;
      const reply = await run(message);
      if (!socket.destroyed) socket.write(reply);
      if (readyStatus(reply) === IDLE) turns.release(socket);
    };

    /** The complete messages in the buffer; the untyped ones that open a connection are answered here. */
    const split = (): Uint8Array[] => {
      const messages: Uint8Array[] = [];
      for (;;) {
        // A connection opens with untyped messages (length, code); then every message is a type byte and a length.
        const header = started ? 5 : 8;
        if (pending.length < header) return messages;
        const length = started ? 1 + pending.readInt32BE(1) : pending.readInt32BE(0);
        if (length < header) {
          socket.destroy(); // not the Postgres protocol: nothing more can be read from it
          return [];
        }
        if (pending.length < length) return messages;
        const message = pending.subarray(0, length);
        pending = pending.subarray(length);
        const code = started ? undefined : message.readInt32BE(4);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          socket.write("N"); // no encryption: the client goes on in plain text on 127.0.0.1
        } else if (code === CANCEL_REQUEST || (started && message[0] === TERMINATE)) {
          // A cancel request has nothing to cancel here (a statement runs to its end); Terminate is a goodbye.
          socket.end();
          return messages;
        } else if (!authenticated && !started) {
          started = true;
          startup = message;
          socket.write(ASK_PASSWORD);
        } else if (!authenticated) {
          if (message[0] !== PASSWORD_MESSAGE || !passwordMatches(message, password!)) {
            socket.end(
              fatal("28P01", "password authentication failed for the embedded database (its password is in the .lock file beside it)"),
            );
            pending = Buffer.alloc(0);
            return [];
          }
          authenticated = true;
          messages.push(startup!);
        } else {
          started = true;
          messages.push(message);
        }
      }
    };

    socket.on("data", (data) => {
      pending = Buffer.concat([pending, data]);
      for (const message of split()) then(() => answer(new Uint8Array(message)));
    });
    socket.on("error", () => socket.destroy());
    socket.on("close", () => {
      closed = true;
      turns.withdraw(socket);
      then(() => abandon(socket));
      void chain.then(() => connections.delete(socket));
    });
  }

  const server = createServer(serve);
  await new Promise<void>((listening, fail) => {
    server.once("error", fail);
    server.listen(port, host, () => listening());
  });
  return {
    address: `${host}:${(server.address() as { port: number }).port}`,
    /** Closes every connection, rolls back what they left open, and stops listening. */
    stop: async () => {
      const closing = new Promise<void>((done) => server.close(() => done()));
      const open = [...connections.keys()].filter((socket) => !socket.closed);
      const closed = open.map((socket) => new Promise((done) => socket.once("close", done)));
      for (const socket of open) socket.destroy();
      await Promise.all([closing, ...closed]);
      await Promise.all(connections.values());
    },
  };
}
