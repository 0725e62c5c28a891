import { Readable } from 'node:stream';
import { Agent, request } from 'undici';
import { decodeAnswer, encodeRequest, MoRef } from './soap-envelope';
import { isFault, VimFault, VimUnavailable, vimFaultOf } from './vim-fault';
import { RESENDABLE, VIM_READERS, type VimMethod, type VimMethods } from './vim-methods';
import { field, fieldText, moRefOf } from './vim-values';

export interface VimClientOptions {
  /** The SDK endpoint, e.g. https://vcenter.example/sdk (http:// for a simulator). */
  readonly url: string;
  readonly username: string;
  readonly password: string;
  /** PEM of vCenter's CA when it is not a public one. */
  readonly ca?: string;
}

/** What the adapter uses of ServiceContent. */
export interface ServiceContent {
  readonly apiVersion: string;
  readonly rootFolder: MoRef;
  readonly propertyCollector: MoRef;
  readonly viewManager: MoRef;
  readonly searchIndex: MoRef;
  readonly sessionManager: MoRef;
  readonly guestOperationsManager: MoRef | undefined;
}

export interface InvokeOptions {
  /** For long polls (WaitForUpdatesEx): how long the answer may take. */
  readonly timeoutMs?: number;
  /** Ends the call unanswered: a long poll would otherwise hold `close` until vCenter answers it. */
  readonly signal?: AbortSignal;
}

export interface VimClient {
  readonly content: () => Promise<ServiceContent>;
  /** Calls `method` on `target`; logs in first, and again once when vCenter says the session is gone. */
  readonly invoke: <M extends VimMethod>(
    method: M,
    target: MoRef,
    args: VimMethods[M]['arguments'],
    options?: InvokeOptions,
  ) => Promise<VimMethods[M]['answers']>;
  /**
   * Counts logins: what belongs to a session (views, property filters) is gone when it changes, so whoever made
   * them makes them again.
   */
  readonly sessionGeneration: () => number;
  /** GET of a path beside the SDK (`/screen?id=vm-42`) in the session: the body, or undefined on 404. */
  readonly download: (pathAndQuery: string) => Promise<Uint8Array | undefined>;
  /**
   * A guest file transfer to or from the URL a GuestFileManager answered ("*" as its host: the server called):
   * PUT of `upload` (bytes, or a body streamed as it comes), or GET of at most `maxBytes`, and whether the file had
   * more. Authorized by the URL alone.
   */
  readonly transferFile: (
    url: string,
    transfer: { upload: Uint8Array | StreamedUpload } | { maxBytes: number },
  ) => Promise<{ bytes: Uint8Array; more: boolean }>;
  /** How many calls went to vCenter (logins included), for the benchmarks. */
  readonly callCount: () => number;
  /**
   * Logs out and closes the connections; `{ logOut: false }` drops them as a process's end would (what vCenter
   * runs for the session goes on).
   */
  readonly close: (options?: { logOut?: boolean }) => Promise<void>;
}

/**
 * A body PUT as it arrives, `size` bytes announced (Content-Length). It may take as long as its sender: no time-out
 * but `signal`'s. An error its chunks throw is the transfer's.
 */
export interface StreamedUpload {
  body: AsyncIterable<Uint8Array>;
  size: number;
  signal?: AbortSignal;
}

const SERVICE_INSTANCE = new MoRef('ServiceInstance', 'ServiceInstance');
const DEFAULT_TIMEOUT_MS = 60_000;
const SESSION_COOKIE = /vmware_soap_session="?([^";]+)"?/;

/**
 * A vim25 SOAP client: one keep-alive connection pool (with vCenter's CA when given) and one session per
 * client, logged in lazily and again on NotAuthenticated (vCenter ends idle sessions after 30 minutes).
 */
export function createVimClient(options: VimClientOptions): VimClient {
  const newPool = () => new Agent({ keepAliveTimeout: 30_000, connect: options.ca ? { ca: options.ca } : {} });
  let dispatcher = newPool();
  // Pools left after a dropped connection, closing once their calls have ended.
  const retired = new Set<Agent>();
  let content: Promise<ServiceContent> | undefined;
  let session: Promise<string> | undefined;
  let calls = 0;
  let logins = 0;

  async function post<M extends VimMethod>(
    method: M,
    target: MoRef,
    args: VimMethods[M]['arguments'],
    cookie?: string,
    { timeoutMs = DEFAULT_TIMEOUT_MS, signal }: InvokeOptions = {},
  ) {
    const apiVersion = method === 'RetrieveServiceContent' ? '' : `/${(await serviceContent()).apiVersion}`;
    const body = encodeRequest(method, target, args);
    const send = async () => {
      const pool = dispatcher;
      calls += 1;
      try {
        return await request(options.url, {
          method: 'POST',
          dispatcher: pool,
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
          signal,
          headers: {
            'content-type': 'text/xml; charset=utf-8',
            soapaction: `"urn:vim25${apiVersion}"`,
            ...(cookie ? { cookie: `vmware_soap_session="${cookie}"` } : {}),
          },
          body,
        });
      } catch (error) {
        if (isDroppedConnection(error)) retire(pool);
        throw error;
      }
    };
    let answer: Awaited<ReturnType<typeof request>>;
    try {
      answer = await send().catch((error: unknown) => {
        if (!isDroppedConnection(error) || !RESENDABLE[method]) throw error;
        return send();
      });
    } catch (error) {
      throw new VimUnavailable(`vCenter did not answer ${method}: ${messageOf(error)}`, { cause: error });
    }
    const text = await answer.body.text();
    if (answer.statusCode !== 200 && answer.statusCode !== 500) {
      throw new VimUnavailable(`vCenter answered ${method} with HTTP ${answer.statusCode}`);
    }
    const decoded = decodeAnswer(text);
    if (decoded.kind === 'fault') throw vimFaultOf(decoded.fault, decoded.message, decoded.faultType);
    const setCookie = answer.headers['set-cookie'];
    const sessionId = SESSION_COOKIE.exec(Array.isArray(setCookie) ? setCookie.join(';') : (setCookie ?? ''))?.[1];
    return { answer: VIM_READERS[method](decoded.returnval, method), sessionId };
  }

  /**
   * After a dropped connection (vCenter restarted, a network blip) the pool's idle connections are likely dead too:
   * later calls open fresh ones rather than fail on them one by one. The pool closes once its calls have ended.
   */
  function retire(pool: Agent) {
    if (pool !== dispatcher) return;
    dispatcher = newPool();
    retired.add(pool);
    pool
      .close()
      .catch(() => undefined)
      .finally(() => retired.delete(pool));
  }

  function serviceContent(): Promise<ServiceContent> {
    content ??= post('RetrieveServiceContent', SERVICE_INSTANCE, {}).then(({ answer: returnval }) => {
      const ref = (name: string) => {
        const value = moRefOf(field(returnval, name));
        if (!value) throw new VimFault('InvalidResponse', `ServiceContent has no ${name}`);
        return value;
      };
      return {
        apiVersion: fieldText(field(returnval, 'about'), 'apiVersion') ?? '7.0',
        rootFolder: ref('rootFolder'),
        propertyCollector: ref('propertyCollector'),
        viewManager: ref('viewManager'),
        searchIndex: ref('searchIndex'),
        sessionManager: ref('sessionManager'),
        guestOperationsManager: moRefOf(field(returnval, 'guestOperationsManager')),
      };
    });
    // A failed first call is retried by the next one rather than remembered.
    content.catch(() => {
      content = undefined;
    });
    return content;
  }

  function logIn(): Promise<string> {
    session ??= serviceContent()
      .then(({ sessionManager }) =>
        post('Login', sessionManager, { userName: options.username, password: options.password }),
      )
      .then(({ sessionId }) => {
        if (!sessionId) throw new VimFault('InvalidLogin', 'vCenter answered Login without a session cookie');
        logins += 1;
        return sessionId;
      });
    session.catch(() => {
      session = undefined;
    });
    return session;
  }

  async function invoke<M extends VimMethod>(
    method: M,
    target: MoRef,
    args: VimMethods[M]['arguments'],
    invokeOptions?: InvokeOptions,
  ): Promise<VimMethods[M]['answers']> {
    const current = await logIn();
    try {
      return (await post(method, target, args, current, invokeOptions)).answer;
    } catch (error) {
      if (!isFault(error, 'NotAuthenticated')) throw error;
      if (session && (await session.catch(() => undefined)) === current) session = undefined;
      return (await post(method, target, args, await logIn(), invokeOptions)).answer;
    }
  }

  async function download(pathAndQuery: string): Promise<Uint8Array | undefined> {
    const get = async (session: string) => {
      calls += 1;
      try {
        return await request(new URL(pathAndQuery, options.url), {
          dispatcher,
          headersTimeout: DEFAULT_TIMEOUT_MS,
          bodyTimeout: DEFAULT_TIMEOUT_MS,
          headers: { cookie: `vmware_soap_session="${session}"` },
        });
      } catch (error) {
        throw new VimUnavailable(`vCenter did not answer GET ${pathAndQuery}: ${messageOf(error)}`, {
          cause: error,
        });
      }
    };
    const current = await logIn();
    let answer = await get(current);
    if (answer.statusCode === 401) {
      await answer.body.dump();
      if (session && (await session.catch(() => undefined)) === current) session = undefined;
      answer = await get(await logIn());
    }
    if (answer.statusCode === 404 || answer.statusCode === 409) {
      await answer.body.dump();
      return undefined;
    }
    if (answer.statusCode !== 200) {
      await answer.body.dump();
      throw new VimUnavailable(`vCenter answered GET ${pathAndQuery} with HTTP ${answer.statusCode}`);
    }
    return new Uint8Array(await answer.body.arrayBuffer());
  }

  async function transferFile(
    url: string,
    transfer: { upload: Uint8Array | StreamedUpload } | { maxBytes: number },
  ): Promise<{ bytes: Uint8Array; more: boolean }> {
    const target = new URL(url.replace('://*', '://placeholder'));
    if (target.hostname === 'placeholder') target.host = new URL(options.url).host;
    calls += 1;
    const upload = 'upload' in transfer ? transfer.upload : undefined;
    const streamed = upload && !(upload instanceof Uint8Array) ? upload : undefined;
    let bodyError: unknown;
    async function* watched(body: AsyncIterable<Uint8Array>) {
      try {
        yield* body;
      } catch (error) {
        bodyError = error;
        throw error;
      }
    }
    let answer: Awaited<ReturnType<typeof request>>;
    try {
      answer = await request(target, {
        method: upload ? 'PUT' : 'GET',
        dispatcher,
        // vCenter answers a PUT once the last byte is in: a streamed body takes its sender's time.
        headersTimeout: streamed ? 0 : DEFAULT_TIMEOUT_MS,
        bodyTimeout: DEFAULT_TIMEOUT_MS,
        ...(streamed && {
          body: Readable.from(watched(streamed.body), { objectMode: false }),
          signal: streamed.signal,
          headers: { 'content-type': 'application/octet-stream', 'content-length': String(streamed.size) },
        }),
        ...(upload instanceof Uint8Array && { body: upload, headers: { 'content-type': 'application/octet-stream' } }),
      });
    } catch (error) {
      if (bodyError !== undefined) throw bodyError;
      if (streamed?.signal?.aborted) throw streamed.signal.reason;
      throw new VimUnavailable(`the guest file transfer did not answer: ${messageOf(error)}`, { cause: error });
    }
    if (answer.statusCode !== 200) {
      await answer.body.dump();
      throw new VimFault('SystemError', `the guest file transfer answered HTTP ${answer.statusCode}`);
    }
    if (upload) {
      await answer.body.dump();
      return { bytes: new Uint8Array(), more: false };
    }
    const maxBytes = 'maxBytes' in transfer ? transfer.maxBytes : 0;
    const chunks: Buffer[] = [];
    let length = 0;
    for await (const chunk of answer.body) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      chunks.push(bytes);
      length += bytes.length;
      // Read no further than needed (leaving the loop ends the download): the rest is only known to exist.
      if (length > maxBytes) break;
    }
    const bytes = new Uint8Array(Buffer.concat(chunks));
    return { bytes: bytes.subarray(0, maxBytes), more: length > maxBytes };
  }

  async function close({ logOut = true }: { logOut?: boolean } = {}) {
    const pools = () => [dispatcher, ...retired];
    if (!logOut) {
      session = undefined;
      await Promise.all(pools().map((pool) => pool.destroy()));
      return;
    }
    const current = await session?.catch(() => undefined);
    if (current) {
      const { sessionManager } = await serviceContent();
      await post('Logout', sessionManager, {}, current).catch(() => undefined);
    }
    session = undefined;
    await Promise.all(pools().map((pool) => pool.close()));
  }

  return {
    content: serviceContent,
    invoke,
    download,
    transferFile,
    sessionGeneration: () => logins,
    callCount: () => calls,
    close,
  };
}

const DROPPED_CONNECTION_CODES = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);

function isDroppedConnection(error: unknown): boolean {
  return error instanceof Error && 'code' in error && DROPPED_CONNECTION_CODES.has(String(error.code));
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
