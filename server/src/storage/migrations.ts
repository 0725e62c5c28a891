/**
 * Schema migrations, numbered and applied once each, in order; `schema_migrations` records what ran.
 * Never edit a released migration: add the next number.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'courses, classes and lab machines',
    sql: `
      CREATE TABLE courses (
        id text PRIMARY KEY,
        name text NOT NULL,
        description text NOT NULL,
        folder text NOT NULL,
        status text NOT NULL CHECK (status IN ('ACTIVE', 'ARCHIVED')),
        vms jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE classes (
        id text PRIMARY KEY,
        name text NOT NULL,
        -- No foreign key: a completed class keeps its courseId after the course is deleted.
        course_id text NOT NULL,
        time_zone text NOT NULL,
        start_date timestamptz NOT NULL,
        end_date timestamptz NOT NULL,
        instructor text NOT NULL,
        attendees integer NOT NULL CHECK (attendees BETWEEN 1 AND 15),
        emails jsonb NOT NULL,
        passphrase text NOT NULL,
        slug text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX classes_emails ON classes USING gin (emails);
      CREATE INDEX classes_course ON classes (course_id);
      CREATE TABLE lab_machines (
        vm text PRIMARY KEY,
        lab_id text NOT NULL,
        template_vm text NOT NULL,
        name text NOT NULL,
        power_state text NOT NULL CHECK (power_state IN ('POWERED_ON', 'POWERED_OFF', 'SUSPENDED')),
        tools boolean NOT NULL,
        position integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX lab_machines_lab ON lab_machines (lab_id);
    `,
  },
  {
    version: 2,
    name: 'machines awaiting their first boot',
    // Existing machines were booted (or are the students' own choice): false is their truth.
    sql: `ALTER TABLE lab_machines ADD COLUMN awaiting_first_boot boolean NOT NULL DEFAULT false;`,
  },
  {
    // 20, not 3: migrations of parallel work take 3, 4, ...; the numbers only need to be unique and ordered.
    version: 20,
    name: 'raised hands',
    sql: `
      CREATE TABLE help_requests (
        class_id text NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
        email text NOT NULL,
        requested_at timestamptz NOT NULL,
        PRIMARY KEY (class_id, email)
      );
    `,
  },
];
