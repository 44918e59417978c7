/** The floor for requests per second: a bare node:http server answering a fixed JSON body. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const body = JSON.stringify({ service_emailid_vrfy: [{ emailid: 'a@b.c', is_valid: true }] });
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, '127.0.0.1', () =>
  console.log(`on http://127.0.0.1:${(server.address() as AddressInfo).port}`),
);
