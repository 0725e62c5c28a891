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
    version: 3,
    name: 'console tickets and failed sign-ins shared by every instance',
    sql: `
      CREATE TABLE console_tickets (
        token text PRIMARY KEY,
        vm text NOT NULL,
        name text NOT NULL,
        lab_id text NOT NULL,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX console_tickets_expiry ON console_tickets (expires_at);
      CREATE INDEX console_tickets_vm ON console_tickets (vm);
      CREATE TABLE sign_in_failures (
        bucket text NOT NULL,
        client text NOT NULL,
        failed_at timestamptz NOT NULL
      );
      CREATE INDEX sign_in_failures_client ON sign_in_failures (bucket, client, failed_at);
      CREATE INDEX sign_in_failures_age ON sign_in_failures (failed_at);
    `,
  },
  {
    version: 4,
    name: 'machine operations in progress, seen by every instance',
    // busy_until is when the operation settles into busy_result: any instance derives the state from the clock.
    sql: `
      ALTER TABLE lab_machines
        ADD COLUMN busy text,
        ADD COLUMN busy_until timestamptz,
        ADD COLUMN busy_result text;
    `,
  },
  {
    version: 5,
    name: 'identity provider keys, sessions, grants and tokens',
    sql: `
      CREATE TABLE idp_secrets (
        name text PRIMARY KEY,
        value jsonb NOT NULL
      );
      CREATE TABLE idp_models (
        model text NOT NULL,
        id text NOT NULL,
        payload jsonb NOT NULL,
        grant_id text,
        user_code text,
        uid text,
        consumed boolean NOT NULL DEFAULT false,
        expires_at timestamptz,
        PRIMARY KEY (model, id)
      );
      CREATE INDEX idp_models_grant ON idp_models (grant_id);
      CREATE INDEX idp_models_uid ON idp_models (model, uid);
      CREATE INDEX idp_models_user_code ON idp_models (model, user_code);
      CREATE INDEX idp_models_expiry ON idp_models (expires_at);
    `,
  },
  {
    version: 6,
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
  {
    version: 7,
    name: "the portal's provisioning bookkeeping, apart from the simulated hypervisor's machines",
    // lab_machines held both; the simulated hypervisor takes the rest over into a table of its own (see
    // hypervisor/simulated/inventory-migrations.ts). An operation whose time has passed was the machine's first.
    sql: `
      CREATE TABLE lab_provisioning (
        vm text PRIMARY KEY,
        lab_id text NOT NULL,
        template_vm text NOT NULL,
        position integer NOT NULL,
        awaiting_first_boot boolean NOT NULL
      );
      CREATE INDEX lab_provisioning_lab ON lab_provisioning (lab_id);
      INSERT INTO lab_provisioning (vm, lab_id, template_vm, position, awaiting_first_boot)
        SELECT vm, lab_id, template_vm, position, awaiting_first_boot AND (busy IS NULL OR busy_until > now())
        FROM lab_machines;
    `,
  },
  {
    version: 8,
    name: 'audit trail',
    // No foreign key: a deleted class keeps its trail, the deletion included.
    sql: `
      CREATE TABLE audit_entries (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL,
        class_id text,
        actor text NOT NULL,
        role text NOT NULL,
        action text NOT NULL,
        detail text,
        target text NOT NULL,
        client_address text NOT NULL,
        outcome text NOT NULL,
        status integer NOT NULL,
        request_id text
      );
      CREATE INDEX audit_entries_class ON audit_entries (class_id, at);
      CREATE INDEX audit_entries_at ON audit_entries (at);
    `,
  },
  {
    version: 9,
    name: 'power transitions, for usage per class',
    // machine_power holds each machine's last recorded state: the key every instance's report of one change meets
    // on, so the change is recorded once. Rows stay after a machine is deleted (as off): a late report of its
    // deletion changes nothing. No foreign keys: a deleted class's usage stays readable in the database.
    sql: `
      CREATE TABLE machine_power (
        vm text PRIMARY KEY,
        powered_on boolean NOT NULL,
        since timestamptz NOT NULL
      );
      CREATE TABLE power_transitions (
        id bigserial PRIMARY KEY,
        vm text NOT NULL,
        class_id text NOT NULL,
        email text NOT NULL,
        at timestamptz NOT NULL,
        powered_on boolean NOT NULL
      );
      CREATE INDEX power_transitions_class ON power_transitions (class_id, vm, at);
    `,
  },
  {
    version: 10,
    name: "a class's end as its instructor moved it, and each lab's last activity (idle suspend)",
    sql: `
      ALTER TABLE classes ADD COLUMN extended_end timestamptz;
      CREATE TABLE lab_activity (
        lab_id text PRIMARY KEY,
        class_id text NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
        active_at timestamptz NOT NULL,
        warned_at timestamptz,
        suspended_at timestamptz
      );
      CREATE INDEX lab_activity_class ON lab_activity (class_id);
    `,
  },
  {
    version: 11,
    name: 'lab manuals: saved versions, the version each class reads, and each student’s place',
    // A class created before manuals existed reads none (NULL). Versions have no foreign key: a completed class keeps
    // its manual after its course is deleted.
    sql: `
      CREATE TABLE course_manuals (
        course_id text NOT NULL,
        version integer NOT NULL,
        markdown text NOT NULL,
        saved_at timestamptz NOT NULL,
        PRIMARY KEY (course_id, version)
      );
      ALTER TABLE courses ADD COLUMN manual_version integer;
      ALTER TABLE classes ADD COLUMN manual_version integer;
      CREATE TABLE manual_progress (
        class_id text NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
        email text NOT NULL,
        current_step integer NOT NULL,
        step_since timestamptz NOT NULL,
        done jsonb NOT NULL,
        PRIMARY KEY (class_id, email)
      );
    `,
  },
  {
    version: 12,
    name: 'help queue claims and class messages',
    sql: `
      ALTER TABLE help_requests ADD COLUMN claimed_by text;
      CREATE TABLE class_messages (
        id bigserial PRIMARY KEY,
        class_id text NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
        sent_at timestamptz NOT NULL,
        -- 'instructor' or 'student'; a student writes to the instructors only.
        sender_role text NOT NULL CHECK (sender_role IN ('instructor', 'student')),
        sender_name text NOT NULL,
        -- The student a message concerns: the one written to, or the one who wrote; null for the whole class.
        student_email text,
        body text NOT NULL
      );
      CREATE INDEX class_messages_class ON class_messages (class_id, id);
    `,
  },
  {
    version: 13,
    name: "instructors at students' consoles, and paused screens",
    // No foreign key on the sessions: as the audit trail, the record of who watched what outlives a deleted class.
    sql: `
      -- An instructor's ticket: who, and whether the console may act on the guest ('view' or 'control').
      ALTER TABLE console_tickets ADD COLUMN watcher_name text;
      ALTER TABLE console_tickets ADD COLUMN watch_mode text CHECK (watch_mode IN ('view', 'control'));
      -- Every instructor session at a student's console; seen_at is renewed while it is open, so a session whose
      -- instance died stops counting as open.
      CREATE TABLE console_watch_sessions (
        id bigserial PRIMARY KEY,
        class_id text NOT NULL,
        email text NOT NULL,
        vm text NOT NULL,
        machine_name text NOT NULL,
        instructor text NOT NULL,
        mode text NOT NULL CHECK (mode IN ('view', 'control')),
        started_at timestamptz NOT NULL,
        seen_at timestamptz NOT NULL,
        ended_at timestamptz
      );
      CREATE INDEX console_watch_sessions_class ON console_watch_sessions (class_id, id);
      CREATE INDEX console_watch_sessions_open ON console_watch_sessions (class_id, email) WHERE ended_at IS NULL;
      -- 'Pause screens': set while the class's screens are paused, by whom.
      ALTER TABLE classes ADD COLUMN screens_paused_at timestamptz;
      ALTER TABLE classes ADD COLUMN screens_paused_by text;
    `,
  },
  {
    version: 15,
    name: 'the machine an instructor shows to the whole class',
    sql: `
      CREATE TABLE class_presentations (
        -- One presentation per class: showing another machine replaces it.
        class_id text PRIMARY KEY REFERENCES classes (id) ON DELETE CASCADE,
        vm text NOT NULL,
        machine_name text NOT NULL,
        student_email text NOT NULL,
        presenter_name text NOT NULL,
        started_at timestamptz NOT NULL
      );
    `,
  },
  {
    version: 16,
    name: "each manual version's steps, read once on save",
    // Versions saved before keep NULL: the first call that needs their steps reads them and stores them.
    sql: 'ALTER TABLE course_manuals ADD COLUMN step_titles jsonb;',
  },
  {
    version: 17,
    name: 'rosters, personal sign-in links and their invitations',
    sql: `
      -- 'PERSONAL': each rostered student signs in with a passphrase of their own, not the class's.
      ALTER TABLE classes ADD COLUMN passphrase_mode text NOT NULL DEFAULT 'CLASS'
        CHECK (passphrase_mode IN ('CLASS', 'PERSONAL'));
      -- A class's named students. A removed student's row stays, erased, so that their username (and lab) is never
      -- given to anyone else in the class.
      CREATE TABLE roster_students (
        class_id text NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
        username text NOT NULL,
        -- The number in the username (-01 is 1).
        number integer NOT NULL,
        -- NULL once erased: the student removed, or the class ended ROSTER_RETENTION_DAYS ago.
        name text,
        email text,
        -- The student's own passphrase while the class is in PERSONAL mode.
        passphrase text,
        removed_at timestamptz,
        PRIMARY KEY (class_id, username),
        UNIQUE (class_id, number)
      );
      CREATE UNIQUE INDEX roster_students_email ON roster_students (class_id, lower(email)) WHERE removed_at IS NULL;
      -- One row per personal link (a resend makes a new one), with the mail job of its invitation. The token is kept
      -- as its SHA-256 only; the plain link and the message live here only until the relay accepted them.
      CREATE TABLE sign_in_links (
        token_hash text PRIMARY KEY,
        class_id text NOT NULL,
        username text NOT NULL,
        created_at timestamptz NOT NULL,
        ended_at timestamptz,
        end_reason text CHECK (end_reason IN ('REPLACED', 'REVOKED', 'REMOVED')),
        redeemed_at timestamptz,
        mail_status text NOT NULL DEFAULT 'QUEUED' CHECK (mail_status IN ('QUEUED', 'SENT', 'FAILED')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        -- The instance sending it, until when: another one takes the job only once the lease ran out.
        lease_owner text,
        lease_until timestamptz,
        last_error text,
        sent_at timestamptz,
        link text,
        message jsonb,
        FOREIGN KEY (class_id, username) REFERENCES roster_students (class_id, username) ON DELETE CASCADE
      );
      CREATE INDEX sign_in_links_student ON sign_in_links (class_id, username, created_at);
      CREATE INDEX sign_in_links_due ON sign_in_links (next_attempt_at) WHERE mail_status = 'QUEUED' AND ended_at IS NULL;
    `,
  },
  {
    version: 18,
    name: "the guest account each course machine's checks run as",
    sql: `
      CREATE TABLE course_guest_accounts (
        course_id text NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
        vm text NOT NULL,
        username text NOT NULL,
        -- AES-256-GCM with the academy's SECRETS_KEY (features/guest-accounts/secret-box.ts); NULL: none set.
        sealed_password text,
        PRIMARY KEY (course_id, vm)
      );
    `,
  },
  {
    version: 19,
    name: "each attempt of a manual's check in a student's lab",
    sql: `
      CREATE TABLE check_attempts (
        id bigserial PRIMARY KEY,
        class_id text NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
        email text NOT NULL,
        check_id text NOT NULL,
        step integer NOT NULL,
        at timestamptz NOT NULL,
        verdict text NOT NULL CHECK (verdict IN ('passed', 'failed', 'could-not-run')),
        -- 'instructor': part of "Check everyone", which does not count against the student's limit.
        by_role text NOT NULL CHECK (by_role IN ('student', 'instructor')),
        duration_ms integer NOT NULL,
        -- A failing attempt's first 4 KB of output, for the instructor; NULL for any other.
        output text,
        output_cut boolean NOT NULL DEFAULT false
      );
      CREATE INDEX check_attempts_student ON check_attempts (class_id, email, check_id, at);
    `,
  },
  {
    version: 20,
    name: 'the one check each student runs now, on whichever instance runs it',
    sql: `
      CREATE TABLE check_runs (
        class_id text NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
        email text NOT NULL,
        check_id text NOT NULL,
        -- The holder's own mark: only it renews or ends its run.
        token text NOT NULL,
        -- Renewed while the holder lives: a killed instance's run blocks the student only until then.
        lease_until timestamptz NOT NULL,
        PRIMARY KEY (class_id, email)
      );
    `,
  },
  {
    version: 21,
    name: "each course machine's guest keyboard layout, what text is typed into it in",
    sql: `
      CREATE TABLE course_keyboard_layouts (
        course_id text NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
        vm text NOT NULL,
        layout text NOT NULL CHECK (layout IN ('us', 'uk', 'de', 'fr', 'ch-de', 'es', 'it', 'ja')),
        PRIMARY KEY (course_id, vm)
      );
    `,
  },
  {
    version: 22,
    name: "each course machine's folder for files sent into it",
    sql: `
      CREATE TABLE course_file_folders (
        course_id text NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
        vm text NOT NULL,
        -- An absolute path of the guest's family, checked on save; a machine without a row uses its account's default.
        folder text NOT NULL CHECK (length(folder) BETWEEN 1 AND 1024),
        PRIMARY KEY (course_id, vm)
      );
    `,
  },
];
