import { describe, expect, it } from '@rstest/core';
import { createPgliteDatabase } from '../storage/pglite-database';
import { buildHypervisor } from './build-hypervisor';
import { createShutdown } from './shutdown';

describe('the hypervisor HYPERVISOR selects', () => {
  it('stops the start on vsphere, saying the adapter is missing, before it touches the database', async () => {
    const database = await createPgliteDatabase('memory://');
    try {
      const config = { kind: 'vsphere', url: 'https://vcenter.example/sdk', username: 'u', password: 'p' } as const;
      const shutdown = createShutdown({ info: () => undefined, error: () => undefined });
      await expect(buildHypervisor({ config, database, shutdown })).rejects.toThrow(
        'HYPERVISOR=vsphere: this server has no vSphere adapter yet',
      );
      const tables = await database.query<{ name: string | null }>(
        "SELECT to_regclass('simulated_machines')::text AS name",
      );
      expect(tables.rows).toEqual([{ name: null }]);
    } finally {
      await database.close();
    }
  });
});
