// Serves a running portal over https on one port, the way a TLS-terminating proxy in front of it would,
// so what changes behind https (HSTS, Secure and __Host- cookies, the http → https redirect) can be
// seen and scanned locally. Not for production: the certificate is a throwaway, self-signed one.
//
//   TRUST_PROXY=1 PORT=3000 npm start            # the app, trusting one proxy
//   node scripts/https-preview.mjs               # https://127.0.0.1:3443 → http://127.0.0.1:3000
//
// PREVIEW_PORT and APP_URL change the two ends. The certificate's path is printed; give it to Node
// tools as NODE_EXTRA_CA_CERTS so they trust it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const previewPort = Number(process.env.PREVIEW_PORT ?? 3443);
const app = new URL(process.env.APP_URL ?? 'http://127.0.0.1:3000');
const TLS_HANDSHAKE = 0x16;

function throwawayCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-https-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-keyout', key, '-out', cert,
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
  ], { stdio: 'ignore' });
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return { key: fs.readFileSync(key), cert: fs.readFileSync(cert), certPath: cert };
}

/** The headers a TLS-terminating proxy adds: the scheme and the client's address, appended. */
function forwardedHeaders(req) {
  const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
  return { ...req.headers, 'x-forwarded-proto': 'https', 'x-forwarded-for': forwardedFor };
}

function forward(req, res) {
  const upstream = http.request({ host: app.hostname, port: app.port, method: req.method, path: req.url, headers: forwardedHeaders(req) }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
    answer.pipe(res);
  });
  upstream.on('error', () => res.writeHead(502).end('The app is not answering'));
  req.pipe(upstream);
}

/** WebSocket upgrades (chat) pass through as raw bytes once the app has accepted them. */
function forwardUpgrade(req, socket, head) {
  const upstream = net.connect(Number(app.port), app.hostname, () => {
    const lines = [`${req.method} ${req.url} HTTP/1.1`];
    for (const [name, value] of Object.entries(forwardedHeaders(req))) lines.push(`${name}: ${value}`);
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    upstream.write(head);
    upstream.pipe(socket).pipe(upstream);
  });
  upstream.on('error', () => socket.destroy());
  socket.on('error', () => upstream.destroy());
}

const { key, cert, certPath } = throwawayCertificate();
const secure = https.createServer({ key, cert }, forward);
secure.on('upgrade', forwardUpgrade);
const redirect = http.createServer((req, res) => {
  res.writeHead(301, { location: `https://${req.headers.host ?? `127.0.0.1:${previewPort}`}${req.url ?? '/'}` }).end();
});

/** Listens on a loopback port of its own; the front door below hands it whole connections. */
function listenInside(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

const [securePort, redirectPort] = await Promise.all([listenInside(secure), listenInside(redirect)]);

// One port for both: a TLS handshake starts with 0x16; anything else is plain http and is redirected.
// The first bytes are replayed to the chosen server over loopback (TLS cannot take over a socket
// whose first bytes were already read).
net.createServer((socket) => {
  socket.once('data', (first) => {
    const inside = net.connect(first[0] === TLS_HANDSHAKE ? securePort : redirectPort, '127.0.0.1', () => {
      inside.write(first);
      socket.pipe(inside).pipe(socket);
    });
    inside.on('error', () => socket.destroy());
  });
  socket.on('error', () => socket.destroy());
}).listen(previewPort, '127.0.0.1', () => {
  process.stdout.write(`https://127.0.0.1:${previewPort} → ${app.origin}\ncertificate: ${certPath}\n`);
});
