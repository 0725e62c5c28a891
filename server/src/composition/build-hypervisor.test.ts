import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { startThrowawayVcsim, type ThrowawayVcsim } from '../../test-support/throwaway-vcsim.mjs';
import { parseVsphereSettings } from '../hypervisor/vsphere/settings';
import { createPgliteDatabase } from '../storage/pglite-database';
import { buildHypervisor } from './build-hypervisor';
import { createShutdown } from './shutdown';

const logger = { info: () => undefined, error: () => undefined };

describe('HYPERVISOR=vsphere', () => {
  let vcsim: ThrowawayVcsim;
  beforeAll(async () => {
    vcsim = await startThrowawayVcsim();
  });
  afterAll(() => vcsim?.stop());

  const settingsFor = (overrides: Record<string, string>) => ({
    kind: 'vsphere' as const,
    ...parseVsphereSettings({
      VSPHERE_URL: vcsim.url,
      VSPHERE_USERNAME: 'portal',
      VSPHERE_PASSWORD: 'secret',
      VSPHERE_TEMPLATES_FOLDER: '/DC0/vm/Courses',
      VSPHERE_LABS_FOLDER: '/DC0/vm/Labs',
      VSPHERE_RESOURCE_POOL: '/DC0/host/DC0_C0/Resources',
      ...overrides,
    }),
  });

  async function startError(config: ReturnType<typeof settingsFor>) {
    const database = await createPgliteDatabase('memory://');
    const shutdown = createShutdown(logger);
    try {
      const started = await buildHypervisor({ config, database, shutdown, logger }).then(
        () => undefined,
        (error: Error) => error.message,
      );
      const tables = await database.query<{ name: string | null }>(
        "SELECT to_regclass('simulated_machines')::text AS name",
      );
      expect(tables.rows).toEqual([{ name: null }]);
      return started;
    } finally {
      await shutdown.run();
      await database.close();
    }
  }

  it('starts on a vCenter whose inventory has every path, ready while it answers', async () => {
    const database = await createPgliteDatabase('memory://');
    const shutdown = createShutdown(logger);
    try {
      const parts = await buildHypervisor({ config: settingsFor({}), database, shutdown, logger });
      await expect(parts.ready()).resolves.toBeUndefined();
      expect((await parts.hypervisor.templateFolders()).length).toBe(5);
    } finally {
      await shutdown.run();
      await database.close();
    }
  });

  it('stops the start naming every path vCenter does not have, before it touches the database', async () => {
    expect(
      await startError(
        settingsFor({ VSPHERE_TEMPLATES_FOLDER: '/DC0/vm/Nope', VSPHERE_RESOURCE_POOL: '/DC0/vm/Labs' }),
      ),
    ).toBe(
      'HYPERVISOR=vsphere cannot start:\n' +
        "- VSPHERE_TEMPLATES_FOLDER /DC0/vm/Nope is not in vCenter's inventory.\n" +
        '- VSPHERE_RESOURCE_POOL /DC0/vm/Labs is a Folder, not a ResourcePool.',
    );
  });

  it('stops the start when vCenter does not answer', async () => {
    expect(await startError(settingsFor({ VSPHERE_URL: 'http://127.0.0.1:9/sdk' }))).toMatch(
      /^HYPERVISOR=vsphere cannot start: vCenter at http:\/\/127\.0\.0\.1:9\/sdk as portal: vCenter did not answer/,
    );
  });
});
