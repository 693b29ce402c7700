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
