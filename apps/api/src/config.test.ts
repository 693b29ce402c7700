import { loadConfig } from './config';

describe('configuration in production', () => {
  const production = { NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(32), KPAYMENT_SECRET: 'gateway-key' };

  it('starts with its own secrets, introspection and the sandbox outbox off', () => {
    const config = loadConfig(production);
    expect(config.kpaymentSecret).toBe('gateway-key');
    expect(config.introspection).toBe(false);
    expect(config.sandboxOutbox).toBe(false);
  });

  it.each(['AUTH_SECRET', 'KPAYMENT_SECRET'])('refuses to start without %s', (name) => {
    expect(() => loadConfig({ ...production, [name]: '' })).toThrow(`${name} must be set in production`);
  });

  it('lets development use the public sandbox key', () => {
    expect(loadConfig({}).kpaymentSecret).toBe('sandbox-secret-change-me');
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('takes a comma-separated list of addresses, CIDR ranges and named ranges', () => {
    expect(
      loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,192.168.1.0/255.255.255.0,::1,fd00::/8,loopback' })
        .trustProxy,
    ).toEqual(['127.0.0.1', '10.0.0.0/8', '192.168.1.0/255.255.255.0', '::1', 'fd00::/8', 'loopback']);
  });

  it.each(['true', '1', '10.0.0.0/33', 'proxy.example.com', '127.0.0.1,'])('refuses "%s"', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow('TRUST_PROXY takes');
  });
});
