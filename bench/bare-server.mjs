// The yardstick: a bare node:http server answering fixed bytes (those the real API answered).
import http from 'node:http';

const { body, headers, port } = JSON.parse(process.argv[2]);
const bytes = Buffer.from(body);
http
  .createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { ...headers, 'content-length': bytes.length });
      res.end(bytes);
    });
  })
  .listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
