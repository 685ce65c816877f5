// Requests sent exactly as written, for the tests of the local server and of nginx: fetch() normalises paths,
// refuses methods such as TRACE, sets Host itself and trusts no self-signed certificate.
import { request as httpRequest } from 'node:http';
import { connect as http2Connect } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { connect } from 'node:net';
import { connect as tlsConnect } from 'node:tls';

/** Percent-encoding that decodes to no text: truncated, not hex, a truncated UTF-8 sequence, a lone non-UTF-8 byte. */
export const MALFORMED_PATHS = ['/%', '/%zz', '/%E0%A4%A', '/%ff'];

/** Methods a read-only site refuses: those that write, and TRACE and OPTIONS, which only reveal. */
export const WRITE_METHODS = ['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS'];

/**
 * @param {string} origin e.g. `http://127.0.0.1:${port}`, of a server the test started
 * @param {string} path sent as written, percent-encoding and all
 * @param {{ method?: string, headers?: Record<string, string>, ca?: string | Buffer }} [options] `ca`: the certificate to
 * trust. Over HTTPS the TLS handshake names the origin's host (SNI), whatever Host header is sent.
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }>} the body as sent (not decompressed)
 */
export function rawRequest(origin, path, { method = 'GET', headers = {}, ca } = {}) {
  const url = new URL(origin);
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  // Node would otherwise name the Host header's value in the handshake.
  const servername = url.protocol === 'https:' ? url.hostname : undefined;
  return new Promise((resolve, reject) => {
    const options = { host: url.hostname, port: url.port, path, method, headers, ca, servername, agent: false };
    const req = request(options, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Writes `bytes` to the server exactly as given (request line, headers and all, CR LF included) and collects what
 * comes back until the server closes the connection or `timeout` ms pass.
 * @param {string} origin of a server the test started (plain HTTP only)
 * @param {string | Buffer} bytes
 * @returns {Promise<{ status: number, text: string }>} status 0 when nothing that looks like a status line came back
 */
export function rawExchange(origin, bytes, { timeout = 3000 } = {}) {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const chunks = [];
    const socket = connect({ host: url.hostname, port: Number(url.port) });
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0), text });
    };
    const timer = setTimeout(done, timeout);
    // Written, not ended: a half-closed connection is not what a client sends, and nginx may drop the answer.
    socket.on('connect', () => socket.write(bytes));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', done);
    socket.on('error', (error) => {
      // A reset after the answer was read is the server closing a connection it will not read further.
      if (chunks.length) return done();
      clearTimeout(timer);
      reject(error);
    });
  });
}

/**
 * One GET over HTTP/2 (TLS, the handshake naming the origin's host), with `authority` as the request's :authority
 * (HTTP/2's Host). Resolves with the status and headers, or with `{ status: 0 }` when the server closes the stream
 * without an answer.
 * @param {string} origin `https://…` of a server the test started
 * @param {string} path
 * @param {{ authority?: string, ca?: string | Buffer }} [options]
 * @returns {Promise<{ status: number, headers: import('node:http2').IncomingHttpHeaders }>}
 */
export function http2Request(origin, path, { authority = new URL(origin).host, ca } = {}) {
  return new Promise((resolve, reject) => {
    const session = http2Connect(origin, { ca });
    const finish = (result) => {
      session.close();
      resolve(result);
    };
    session.on('error', reject);
    const stream = session.request({ ':method': 'GET', ':path': path, ':authority': authority });
    stream.on('response', (headers) => finish({ status: Number(headers[':status']), headers }));
    stream.on('error', () => finish({ status: 0, headers: {} }));
    stream.resume();
    stream.end();
  });
}

/**
 * Whether a TLS handshake with the server at `origin` succeeds when it names `servername` (SNI; none when
 * undefined, as for an address): resolves true once the connection is secure, false when the server refuses it.
 * The certificate's name is not checked: whether one is shown at all is the question.
 * @param {string} origin `https://…` of a server the test started
 * @param {string | undefined} servername
 * @param {string | Buffer} ca
 * @returns {Promise<boolean>}
 */
export const tlsHandshake = async (origin, servername, ca) => (await tlsProtocol(origin, servername, ca)) !== null;

/**
 * The TLS version a handshake naming `servername` agrees on, when the client offers `version` alone ('TLSv1.3',
 * 'TLSv1.2') or, without one, any version it supports: that version once the connection is secure, or null when the
 * server refuses it. The certificate's name is not checked.
 * @param {string} origin `https://…` of a server the test started
 * @param {string | undefined} servername
 * @param {string | Buffer} ca
 * @param {import('node:tls').SecureVersion} [version]
 * @returns {Promise<string | null>}
 */
export function tlsProtocol(origin, servername, ca, version) {
  const url = new URL(origin);
  return new Promise((resolve) => {
    const socket = tlsConnect({
      host: url.hostname,
      port: Number(url.port),
      servername,
      ca,
      ...(version ? { minVersion: version, maxVersion: version } : {}),
      checkServerIdentity: () => undefined,
    });
    socket.on('secureConnect', () => {
      const protocol = socket.getProtocol();
      socket.destroy();
      resolve(protocol);
    });
    socket.on('error', () => resolve(null));
  });
}
