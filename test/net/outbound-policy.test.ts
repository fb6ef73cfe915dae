import { afterAll, describe, expect, it } from 'vitest';
import { createOutboundPolicy, OutboundUrlError } from '../../src/net/outbound-policy.js';

const strict = createOutboundPolicy({ allowedPrivateHosts: [] });
const policies = [strict];
function policyAllowing(...hosts: string[]) {
  const policy = createOutboundPolicy({ allowedPrivateHosts: hosts });
  policies.push(policy);
  return policy;
}

afterAll(async () => {
  await Promise.all(policies.map((p) => p.close()));
});

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(OutboundUrlError);
    return (err as OutboundUrlError).reason;
  }
  throw new Error('expected the URL to be refused');
}

describe('checkSyntax', () => {
  it.each([
    ['file:///etc/passwd', 'file'],
    ['ftp://example.com/x', 'ftp'],
    ['data:text/plain,hello', 'data'],
    ['gopher://example.com/', 'gopher'],
    ['javascript:alert(1)', 'javascript'],
    ['ws://example.com/', 'ws'],
  ])('refuses %s', (url, scheme) => {
    expect(refusal(() => strict.checkSyntax(url))).toBe(`only http and https URLs are allowed, not ${scheme}`);
  });

  it.each(['', 'not a url', 'http://', 'http://exa mple.com/'])('refuses the unparseable %j', (url) => {
    expect(refusal(() => strict.checkSyntax(url))).toBe('not a valid URL');
  });

  it.each(['http://user:secret@example.com/', 'http://user@example.com/', 'https://:secret@example.com/'])(
    'refuses credentials in %s',
    (url) => {
      expect(refusal(() => strict.checkSyntax(url))).toBe('URLs with a user name or password are not allowed');
    },
  );

  it('accepts http and https with any port, without resolving names', () => {
    expect(strict.checkSyntax('https://example.com:8443/a?b=c').href).toBe('https://example.com:8443/a?b=c');
    expect(strict.checkSyntax('http://8.8.8.8:81/').hostname).toBe('8.8.8.8');
    expect(strict.checkSyntax('http://[2606:4700:4700::1111]/').hostname).toBe('[2606:4700:4700::1111]');
  });

  // Every spelling the URL parser turns into a loopback, private or link-local address.
  it.each([
    ['http://127.0.0.1/', '127.0.0.1'],
    ['http://2130706433/', '127.0.0.1'],
    ['http://0x7f.1/', '127.0.0.1'],
    ['http://0x7f000001/', '127.0.0.1'],
    ['http://0x7f.0x0.0x0.0x1/', '127.0.0.1'],
    ['http://0177.0.0.1/', '127.0.0.1'],
    ['http://017700000001/', '127.0.0.1'],
    ['http://127.1/', '127.0.0.1'],
    ['http://127.0.0.1./', '127.0.0.1'],
    ['http://%31%32%37.0.0.1/', '127.0.0.1'],
    ['http://127\u30020\u30020\u30021/', '127.0.0.1'], // ideographic full stops
    ['http://\u2460\u2461\u2466.0.0.1/', '127.0.0.1'], // circled digits
    ['http://0/', '0.0.0.0'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['https://10.0.0.1:8443/', '10.0.0.1'],
    ['http://[::1]/', '::1'],
    ['http://[0:0:0:0:0:0:0:1]/', '::1'],
    ['http://[::ffff:127.0.0.1]/', '::ffff:7f00:1'],
    ['http://[0:0:0:0:0:ffff:7f00:1]/', '::ffff:7f00:1'],
    ['http://[::127.0.0.1]/', '::7f00:1'],
    ['http://[64:ff9b::10.0.0.1]/', '64:ff9b::a00:1'],
    ['http://[2002:7f00:1::]/', '2002:7f00:1::'],
    ['http://[2001::1]/', '2001::1'],
    ['http://[fe80::1]/', 'fe80::1'],
    ['http://[fd00::1]:8080/', 'fd00::1'],
  ])('refuses %s (%s)', (url, ip) => {
    expect(refusal(() => strict.checkSyntax(url))).toMatch(
      new RegExp(
        `^${ip.replace(/\./g, '\\.')} is not a public address \\(.+\\); the server's ALLOWED_PRIVATE_HOSTS setting can allow ${ip.replace(/\./g, '\\.')}$`,
      ),
    );
  });

  it('names the range in the reason', () => {
    expect(refusal(() => strict.checkSyntax('http://2130706433/'))).toBe(
      "127.0.0.1 is not a public address (loopback); the server's ALLOWED_PRIVATE_HOSTS setting can allow 127.0.0.1",
    );
    expect(refusal(() => strict.checkSyntax('http://[::ffff:10.1.2.3]/'))).toBe(
      "::ffff:a01:203 is not a public address (IPv4-mapped 10.1.2.3, private); the server's ALLOWED_PRIVATE_HOSTS setting can allow ::ffff:a01:203",
    );
  });
});

describe('allowed private hosts', () => {
  it('lets a listed IP through, in any spelling, and nothing next to it', () => {
    const policy = policyAllowing('127.0.0.1');
    expect(policy.checkSyntax('http://127.0.0.1:1234/x').port).toBe('1234');
    expect(policy.checkSyntax('http://2130706433/').hostname).toBe('127.0.0.1');
    expect(refusal(() => policy.checkSyntax('http://127.0.0.2/'))).toBe(
      "127.0.0.2 is not a public address (loopback); the server's ALLOWED_PRIVATE_HOSTS setting can allow 127.0.0.2",
    );
    expect(refusal(() => policy.checkSyntax('http://[::1]/'))).toBe(
      "::1 is not a public address (loopback); the server's ALLOWED_PRIVATE_HOSTS setting can allow ::1",
    );
  });

  it('matches host names case-insensitively', async () => {
    const policy = policyAllowing('LocalHost');
    expect((await policy.assertAllowed('http://LOCALHOST:8080/')).hostname).toBe('localhost');
  });

  it.each(['::1', '[::1]', '0:0:0:0:0:0:0:1', ' [::1] '])('matches IPv6 literals written %j', (entry) => {
    expect(policyAllowing(entry).checkSyntax('http://[0::1]:9/').hostname).toBe('[::1]');
  });

  it('still refuses other schemes and credentials for listed hosts', () => {
    const policy = policyAllowing('127.0.0.1');
    expect(refusal(() => policy.checkSyntax('ftp://127.0.0.1/'))).toMatch(/^only http and https/);
    expect(refusal(() => policy.checkSyntax('http://a:b@127.0.0.1/'))).toMatch(/user name or password/);
  });

  it.each(['', 'http://localhost', 'localhost:8080', 'a b', 'user@host', 'host/path'])(
    'rejects the entry %j',
    (entry) => {
      expect(() => createOutboundPolicy({ allowedPrivateHosts: [entry] })).toThrow(/is not a host name or IP address/);
    },
  );
});

describe('assertAllowed', () => {
  it('refuses a host name that resolves to loopback', async () => {
    const err = await strict.assertAllowed('http://localhost:8080/hook').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OutboundUrlError);
    expect((err as OutboundUrlError).reason).toMatch(
      /^the host localhost resolves to (127\.0\.0\.1|::1), which is not a public address \(loopback\); the server's ALLOWED_PRIVATE_HOSTS setting can allow localhost$/,
    );
  });

  it('does not resolve allow-listed hosts or IP literals', async () => {
    expect((await policyAllowing('localhost').assertAllowed('http://localhost/')).hostname).toBe('localhost');
    expect((await strict.assertAllowed('http://8.8.8.8/')).hostname).toBe('8.8.8.8');
  });

  it('applies the syntax rules first', async () => {
    await expect(strict.assertAllowed('file:///etc/passwd')).rejects.toThrow(
      'only http and https URLs are allowed, not file',
    );
    await expect(strict.assertAllowed('http://0x7f.1/')).rejects.toThrow(
      "127.0.0.1 is not a public address (loopback); the server's ALLOWED_PRIVATE_HOSTS setting can allow 127.0.0.1",
    );
  });
});
