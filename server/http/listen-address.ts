import { isIPv6 } from 'node:net';

/** Hosts that mean every interface: a browser on the same machine reaches them as localhost. */
const ANY_INTERFACE = new Set(['', '0.0.0.0', '::', '::0', '0:0:0:0:0:0:0:0']);

/**
 * The address to open in a browser for a server listening on `host` and the port it really got (PORT=0
 * takes any free one): `http://localhost:4000` for the default `0.0.0.0`, the host itself when HOST names
 * one interface (an IPv6 address in brackets), since localhost would not reach it then.
 */
export function listenAddress(host: string, port: number): string {
  const shown = ANY_INTERFACE.has(host) ? 'localhost' : isIPv6(host) ? `[${host}]` : host;
  return `http://${shown}:${String(port)}`;
}
