import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import type { Dispatcher } from 'undici';
import { nonPublicRange } from './ip-ranges.js';
import { OutboundUrlError } from './outbound-url-error.js';
import { safeFetch, type SafeFetchOptions, type SafeFetchResponse } from './safe-fetch.js';

export { OutboundFetchError, OutboundUrlError } from './outbound-url-error.js';

export interface OutboundPolicyOptions {
  /** Host names or IP literals exempt from the public-address rule (ALLOWED_PRIVATE_HOSTS). */
  allowedPrivateHosts: string[];
}

export interface OutboundPolicy {
  /** Scheme, shape, credentials and IP-literal hosts; no DNS. Throws OutboundUrlError. */
  checkSyntax(url: string): URL;
  /** checkSyntax, then every address the host resolves to must be public. For validating input. */
  assertAllowed(url: string): Promise<URL>;
  fetch(url: string, options: SafeFetchOptions): Promise<SafeFetchResponse>;
  /**
   * Checks each address when it connects, so a host cannot pass the check and then resolve
   * elsewhere (DNS rebinding). Any undici request sent through it is held to the policy.
   */
  dispatcher(): Promise<Dispatcher>;
  close(): Promise<void>;
}

export function createOutboundPolicy({ allowedPrivateHosts }: OutboundPolicyOptions): OutboundPolicy {
  const allowList = new Set(
    allowedPrivateHosts.map((entry) => {
      const host = canonicalHost(entry);
      if (host === undefined) {
        throw new Error(`allowed private host "${entry}" is not a host name or IP address`);
      }
      return host;
    }),
  );
  const isAllowListed = (hostname: string) => allowList.has(canonicalHost(hostname) ?? '');

  function checkSyntax(input: string): URL {
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      throw new OutboundUrlError('not a valid URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new OutboundUrlError(`only http and https URLs are allowed, not ${url.protocol.slice(0, -1)}`);
    }
    if (url.username !== '' || url.password !== '') {
      throw new OutboundUrlError('URLs with a user name or password are not allowed');
    }
    const ip = ipLiteral(url.hostname);
    if (ip !== undefined && !isAllowListed(ip)) {
      const refusal = refuseAddresses(ip, [ip]);
      if (refusal) throw refusal;
    }
    return url;
  }

  async function assertAllowed(input: string): Promise<URL> {
    const url = checkSyntax(input);
    if (ipLiteral(url.hostname) !== undefined || isAllowListed(url.hostname)) return url;
    const addresses = await new Promise<LookupAddress[]>((resolve, reject) =>
      dnsLookup(url.hostname, { all: true }, (err, found) => {
        if (err) reject(new OutboundUrlError(`the host ${url.hostname} could not be resolved`, { cause: err }));
        else resolve(found);
      }),
    );
    const refusal = refuseAddresses(
      url.hostname,
      addresses.map((a) => a.address),
    );
    if (refusal) throw refusal;
    return url;
  }

  const checkedLookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '');
      const refusal =
        !isAllowListed(hostname) &&
        refuseAddresses(
          hostname,
          addresses.map((a) => a.address),
        );
      if (refusal) return callback(refusal, '');
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
  // undici (~70 ms of start-up) loads with the first outbound request, not with the server.
  let agent: Promise<Dispatcher> | undefined;
  const dispatcher = () =>
    (agent ??= import('undici').then(({ Agent, buildConnector }) => {
      const connectChecked = buildConnector({ lookup: checkedLookup });
      return new Agent({
        connect(options, callback) {
          // Node skips `lookup` for IP literals, so they are checked here (undici strips IPv6 brackets).
          const { hostname } = options;
          if (isIP(hostname) !== 0 && !isAllowListed(hostname)) {
            const refusal = refuseAddresses(hostname, [hostname]);
            if (refusal) return callback(refusal, null);
          }
          connectChecked(options, callback);
        },
      });
    }));

  const policy: OutboundPolicy = {
    checkSyntax,
    assertAllowed,
    fetch: (url, options) => safeFetch(policy, url, options),
    dispatcher,
    close: async () => void (await agent?.then((a) => a.close())),
  };
  return policy;
}

function refuseAddresses(host: string, addresses: string[]): OutboundUrlError | undefined {
  for (const address of addresses) {
    const range = nonPublicRange(address);
    if (range === undefined) continue;
    // The fix is the operator's: say which setting makes the exception.
    const fix = `; the server's ALLOWED_PRIVATE_HOSTS setting can allow ${host}`;
    return new OutboundUrlError(
      host === address
        ? `${address} is not a public address (${range})${fix}`
        : `the host ${host} resolves to ${address}, which is not a public address (${range})${fix}`,
    );
  }
  return undefined;
}

/** The IP address a URL hostname spells, without IPv6 brackets; undefined for a DNS name. */
function ipLiteral(hostname: string): string | undefined {
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) === 0 ? undefined : bare;
}

// Allow-list entries and hosts are compared as the URL parser spells hosts, so "LOCALHOST",
// "[::1]", "::1" and "0:0::1" all match the hostname of http://[::1]/.
function canonicalHost(host: string): string | undefined {
  const bare = host.trim().replace(/^\[(.*)\]$/, '$1');
  if (isIP(bare) !== 6 && !/^[^\s/?#@:\\[\]]+$/.test(bare)) return undefined;
  try {
    return new URL(`http://${isIP(bare) === 6 ? `[${bare}]` : bare}/`).hostname;
  } catch {
    return undefined;
  }
}
