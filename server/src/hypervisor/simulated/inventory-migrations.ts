import type { Migration } from '../../storage/migrations';

/** The simulator's own record of what ran, apart from the portal's schema_migrations. */
export const INVENTORY_LEDGER = 'simulated_hypervisor_migrations';

/** The simulated hypervisor's tables, migrated by the simulator itself; never edit a released one. */
export const INVENTORY_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "the simulator's machines, taken over from the portal's lab_machines",
    // The portal's migration 7 copied its bookkeeping (template, position, first boot) out of lab_machines first;
    // the rest is what a hypervisor knows. busy_until is when the operation settles into busy_result: any instance
    // derives the state from the clock.
    sql: `
      CREATE TABLE simulated_machines (
        vm text PRIMARY KEY,
        lab_id text NOT NULL,
        name text NOT NULL,
        power_state text NOT NULL CHECK (power_state IN ('POWERED_ON', 'POWERED_OFF', 'SUSPENDED')),
        tools boolean NOT NULL,
        busy text,
        busy_until timestamptz,
        busy_result text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX simulated_machines_lab ON simulated_machines (lab_id);
      INSERT INTO simulated_machines (vm, lab_id, name, power_state, tools, busy, busy_until, busy_result, created_at)
        SELECT vm, lab_id, name, power_state, tools, busy, busy_until, busy_result, created_at FROM lab_machines;
      DROP TABLE lab_machines;
    `,
  },
  {
    version: 2,
    name: "each machine's guest family",
    // Machines cloned before it are the catalog's: its Windows templates are the ones named here.
    sql: `
      ALTER TABLE simulated_machines ADD COLUMN guest_os text NOT NULL DEFAULT 'linux'
        CHECK (guest_os IN ('linux', 'windows'));
      UPDATE simulated_machines SET guest_os = 'windows'
        WHERE name IN ('DC01 - Domain Controller', 'SRV01 - Member Server', 'CLIENT01 - Windows 11');
    `,
  },
];
