// The registry remembers which brand a Host header names, and forgets it when the brands change.
import { oneEngine, openTestDatabase, TEST_HOSTS } from '../../test/test-database';
import { BrandRegistry } from './brand-registry';

describe.each(oneEngine)('the brand registry on %s', (engine) => {
  it('answers each host its brand, the first brand for an unknown one, and follows a moved host', async () => {
    const database = await openTestDatabase(engine);
    try {
      const registry = new BrandRegistry(database.db);
      const [first, second] = await registry.all();
      if (!first || !second) throw new Error('the demo data has two brands');
      expect((await registry.forHost(TEST_HOSTS[0])).id).toBe(first.id);
      expect((await registry.forHost(`${TEST_HOSTS[1]}:3000`)).id).toBe(second.id);
      expect((await registry.forHost('nobody.example')).id).toBe(first.id);
      expect((await registry.forHost(undefined)).id).toBe(first.id);
      // The host's own row, which a booking records; none for a host that fell back to the first brand.
      expect((await registry.atHost(`${TEST_HOSTS[0]}:3000`)).hostId).toBe(first.hostIds[0]);
      expect((await registry.atHost('nobody.example')).hostId).toBeNull();

      // Admin moves the second brand's host to the first: the remembered answer must not outlive the change.
      await database.db
        .updateTable('brand_hosts')
        .set({ brand_id: first.id })
        .where('host', '=', TEST_HOSTS[1])
        .execute();
      expect((await registry.forHost(TEST_HOSTS[1])).id).toBe(second.id);
      registry.invalidate();
      expect((await registry.forHost(TEST_HOSTS[1])).id).toBe(first.id);
    } finally {
      await database.close();
    }
  });
});
