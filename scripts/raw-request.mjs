// Requests sent exactly as written, for the tests of the local server and of nginx: fetch() normalises paths,
// refuses methods such as TRACE, sets Host itself and trusts no self-signed certificate.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** Percent-encoding that decodes to no text: truncated, not hex, a truncated UTF-8 sequence, a lone non-UTF-8 byte. */
export const MALFORMED_PATHS = ['/%', '/%zz', '/%E0%A4%A', '/%ff'];

/** Methods a read-only site refuses: those that write, and TRACE and OPTIONS, which only reveal. */
export const WRITE_METHODS = ['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS'];

/**
 * @param {string} origin e.g. http://127.0.0.1:4399
 * @param {string} path sent as written, percent-encoding and all
 * @param {{ method?: string, headers?: Record<string, string>, ca?: string | Buffer }} [options] `ca`: the certificate to trust
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }>} the body as sent (not decompressed)
 */
export function rawRequest(origin, path, { method = 'GET', headers = {}, ca } = {}) {
  const url = new URL(origin);
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method, headers, ca, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
