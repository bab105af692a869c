// The address policy, the URL guard and the guarded agent that applies the policy when connecting.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedAgent, createUrlGuard, isAddressAllowed, type HostResolver } from '../../src/net/index.ts';

const publicResolver: HostResolver = async () => [{ address: '93.184.215.14', family: 4 }];

describe('isAddressAllowed', () => {
  it.each([
    '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '100.100.100.200', '0.0.0.0', '224.0.0.1',
    '255.255.255.255', '127.0.0.1', '::1', '::', 'fe80::1', 'fe80::1%eth0', 'fd00:ec2::254', 'ff02::1',
    '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:a9fe:a9fe', '64:ff9b::a00:1', '2002:c0a8:101::1',
  ])('refuses %s under policy none', (address) => {
    expect(isAddressAllowed(address, 'none')).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8', '[2001:4860:4860::8888]'])('allows public %s', (address) => {
    expect(isAddressAllowed(address, 'none')).toBe(true);
  });

  it('allows loopback only under the loopback policy, and everything under all', () => {
    for (const address of ['127.0.0.1', '127.9.9.9', '::1', '::ffff:127.0.0.1']) {
      expect(isAddressAllowed(address, 'loopback')).toBe(true);
    }
    expect(isAddressAllowed('10.0.0.1', 'loopback')).toBe(false);
    expect(isAddressAllowed('169.254.169.254', 'loopback')).toBe(false);
    expect(isAddressAllowed('10.0.0.1', 'all')).toBe(true);
  });

  it('refuses what is not an IP address', () => {
    expect(isAddressAllowed('example.com', 'none')).toBe(false);
  });
});

describe('createUrlGuard', () => {
  const none = createUrlGuard({ policy: 'none' });

  it.each(['http://10.0.0.1/a', 'http://192.168.1.1/', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]:8080/', 'http://[::ffff:127.0.0.1]/', 'http://localhost:8080/', 'http://127.1/'])(
    'refuses %s under policy none',
    async (url) => {
      await expect(none(url)).rejects.toMatchObject({ name: 'UrlNotAllowedError', code: 'url_not_allowed' });
    },
  );

  it('refuses a host when any one of its addresses is private', async () => {
    const guard = createUrlGuard({ policy: 'none', resolve: async () => [{ address: '93.184.215.14', family: 4 }, { address: 'fd00::1', family: 6 }] });
    await expect(guard('https://mixed.example/x')).rejects.toMatchObject({ code: 'url_not_allowed' });
  });

  it('allows a public host and, under loopback, this machine', async () => {
    await expect(createUrlGuard({ policy: 'none', resolve: publicResolver })('https://media.example/v.mp4')).resolves.toBeUndefined();
    const loopback = createUrlGuard({ policy: 'loopback' });
    await expect(loopback('http://127.0.0.1:8080/hook')).resolves.toBeUndefined();
    await expect(loopback('http://localhost:8080/hook')).resolves.toBeUndefined();
    await expect(loopback('http://10.0.0.1/')).rejects.toMatchObject({ code: 'url_not_allowed' });
  });

  it('refuses other schemes and malformed URLs under every policy', async () => {
    const all = createUrlGuard({ policy: 'all' });
    await expect(all('file:///etc/passwd')).rejects.toMatchObject({ code: 'url_not_allowed' });
    await expect(all('not a url')).rejects.toMatchObject({ code: 'url_not_allowed' });
    await expect(all('http://10.0.0.1/')).resolves.toBeUndefined();
  });

  it('reports an unresolvable host as a fetch failure without echoing the URL path', async () => {
    const guard = createUrlGuard({ policy: 'none', resolve: async () => Promise.reject(new Error('ENOTFOUND')) });
    const error = await guard('https://nowhere.example/path?token=s3cret').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'fetch_failed' });
    expect(String((error as Error).message)).not.toContain('s3cret');
  });
});

describe('createGuardedAgent', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((_req, res) => res.end('reached'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('refuses at connection time a name that now resolves to loopback (DNS rebinding)', async () => {
    // The pre-flight check saw a public address; the connection-time lookup sees loopback.
    const rebinding: HostResolver = async () => [{ address: '127.0.0.1', family: 4 }];
    await expect(createUrlGuard({ policy: 'none', resolve: publicResolver })(`http://rebind.example:${port}/`)).resolves.toBeUndefined();
    const agent = createGuardedAgent({ policy: 'none', resolve: rebinding });
    await expect(request(`http://rebind.example:${port}/`, { dispatcher: agent })).rejects.toMatchObject({ code: 'url_not_allowed' });
    await agent.close();
  });

  it('refuses a literal private address and connects where the policy allows', async () => {
    const strict = createGuardedAgent({ policy: 'none' });
    await expect(request(`http://127.0.0.1:${port}/`, { dispatcher: strict })).rejects.toMatchObject({ code: 'url_not_allowed' });
    await strict.close();
    const loopback = createGuardedAgent({ policy: 'loopback', resolve: async () => [{ address: '127.0.0.1', family: 4 }] });
    const byName = await request(`http://hooks.example:${port}/`, { dispatcher: loopback });
    expect(await byName.body.text()).toBe('reached');
    const byAddress = await request(`http://127.0.0.1:${port}/`, { dispatcher: loopback });
    expect(await byAddress.body.text()).toBe('reached');
    await loopback.close();
  });
});
