/**
 * One PGlite per test worker, loaded from the migrated snapshot once and put back to the
 * snapshot's state when a file closes its database — instead of loading the 46 MB snapshot
 * into a new PGlite for every file (~0.8–1 s of CPU each; docs/decisions.md "Test suite
 * speed"). What a file sees is what a fresh load gives it:
 * - every table's rows and every sequence as the migrations left them (the tables are
 *   truncated, the rows the migrations inserted put back, the sequences set back);
 * - a new session (DISCARD ALL: settings, temporary tables, advisory locks, LISTENs), and no
 *   notification callback of the file before;
 * - the same schema: a file that changed it (DDL) leaves a different catalogue fingerprint,
 *   and the instance is then thrown away and the next file loads the snapshot again;
 * - nothing of the file before can reach it: its handle refuses every call once closed, as a
 *   closed PGlite does, so a query still in flight after its app closed fails there instead of
 *   writing into the next file's data.
 * A file that asks for a second database while it holds the shared one gets a fresh load.
 */
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../../../server/db/client';
import { PGLITE_EXTENSIONS } from '../../../server/db/pglite-extensions';

const SYSTEM_SCHEMAS = `('pg_catalog', 'information_schema', 'pg_toast')`;
const USER_NAMESPACES = `(select oid from pg_namespace where nspname not in ${SYSTEM_SCHEMAS}
  and nspname not like 'pg\\_temp\\_%' and nspname not like 'pg\\_toast\\_temp\\_%')`;

/** Everything DDL can change that a test could see, hashed. */
const FINGERPRINT = `select md5(string_agg(item, E'\\n' order by item)) as fingerprint from (
  select format('rel %s %s %s', c.oid::regclass, c.relkind, c.relpersistence) as item
    from pg_class c where c.relnamespace in ${USER_NAMESPACES}
  union all select format('col %s %s %s %s %s %s', a.attrelid::regclass, a.attname,
      format_type(a.atttypid, a.atttypmod), a.attnotnull, a.attgenerated,
      pg_get_expr(d.adbin, d.adrelid))
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attnum > 0 and not a.attisdropped and c.relnamespace in ${USER_NAMESPACES}
  union all select format('con %s %s %s', conrelid::regclass, conname, pg_get_constraintdef(oid))
    from pg_constraint where connamespace in ${USER_NAMESPACES}
  union all select format('idx %s', pg_get_indexdef(i.indexrelid))
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where c.relnamespace in ${USER_NAMESPACES}
  union all select format('view %s %s', c.oid::regclass, pg_get_viewdef(c.oid))
    from pg_class c where c.relkind in ('v', 'm') and c.relnamespace in ${USER_NAMESPACES}
  union all select format('fn %s %s %s', p.oid::regprocedure, p.provolatile, md5(p.prosrc))
    from pg_proc p where p.pronamespace in ${USER_NAMESPACES}
  union all select format('trg %s %s %s', tgrelid::regclass, tgname, tgenabled)
    from pg_trigger where not tgisinternal
  union all select format('pol %s %s', polrelid::regclass, polname) from pg_policy
  union all select format('type %s', t.oid::regtype)
    from pg_type t where t.typnamespace in ${USER_NAMESPACES}
  union all select format('enum %s %s %s', enumtypid::regtype, enumsortorder, enumlabel)
    from pg_enum
  union all select format('ext %s %s', extname, extversion) from pg_extension
  union all select format('nsp %s', nspname) from pg_namespace
    where nspname not like 'pg\\_temp\\_%' and nspname not like 'pg\\_toast\\_temp\\_%'
  union all select format('role %s %s', rolname, rolsuper) from pg_roles
  union all select format('set %s %s %s', setdatabase, setrole, setconfig)
    from pg_db_role_setting
) items`;

interface Baseline {
  /** Truncates every table, puts the migrations' rows back and sets every sequence back. */
  restore: string;
  fingerprint: string;
}

interface Shared {
  pglite: PGlite;
  baseline: Baseline;
  lent: boolean;
}

let shared: Promise<Shared> | undefined;

/**
 * The worker's PGlite as a database of its own until close(); undefined while another caller
 * of this worker holds it (the caller then loads a fresh one).
 */
export async function borrowSharedPglite(
  load: () => Promise<PGlite>,
): Promise<Database | undefined> {
  shared ??= (async () => {
    const pglite = await load();
    return { pglite, baseline: await captureBaseline(pglite), lent: false };
  })();
  let current: Shared;
  try {
    current = await shared;
  } catch (error) {
    shared = undefined;
    throw error;
  }
  if (current.lent) return undefined;
  current.lent = true;
  return lend(current);
}

async function lend(current: Shared): Promise<Database> {
  let closed = false;
  const channels = new Set<string>();
  const handle = new Proxy(current.pglite, {
    get(target, property) {
      if (property === 'closed') return closed || target.closed;
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (closed) throw new Error('PGlite is closed');
        if (property === 'listen') channels.add(args[0] as string);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  const database = await openDatabase({ dataDir: 'memory://', pglite: handle });
  const close = async () => {
    if (closed) return;
    closed = true;
    try {
      for (const channel of channels) await current.pglite.unlisten(channel);
      await restore(current);
      current.lent = false;
    } catch {
      // Not put back (a transaction left open, say): the next file loads the snapshot afresh.
      shared = undefined;
      await current.pglite.close().catch(() => {});
    }
  };
  return { ...database, close };
}

async function restore(current: Shared): Promise<void> {
  const { pglite, baseline } = current;
  await pglite.exec('discard all');
  const [{ fingerprint }] = (await pglite.query<{ fingerprint: string }>(FINGERPRINT)).rows;
  if (fingerprint !== baseline.fingerprint) {
    // The file changed the schema: this instance is not the snapshot any more.
    shared = undefined;
    await pglite.close();
    return;
  }
  await pglite.exec(baseline.restore);
}

async function captureBaseline(pglite: PGlite): Promise<Baseline> {
  const [{ fingerprint }] = (await pglite.query<{ fingerprint: string }>(FINGERPRINT)).rows;
  const tables = (
    await pglite.query<{ name: string; columns: string | null }>(
      `select c.oid::regclass::text as name,
          string_agg(quote_ident(a.attname), ', ' order by a.attnum)
            filter (where a.attgenerated = '') as columns
        from pg_class c join pg_attribute a on a.attrelid = c.oid
        where c.relkind = 'r' and c.relnamespace in ${USER_NAMESPACES}
          and a.attnum > 0 and not a.attisdropped
        group by c.oid order by 1`,
    )
  ).rows;
  const statements = [
    'begin',
    // Rows go back as they were, whatever order their foreign keys would ask for, and no
    // trigger of the schema runs for them.
    'set local session_replication_role = replica',
    `truncate table ${tables.map((t) => t.name).join(', ')} restart identity cascade`,
  ];
  for (const table of tables) {
    const [{ rows }] = (
      await pglite.query<{ rows: string | null }>(
        `select json_agg(t)::text as rows from only ${table.name} t`,
      )
    ).rows;
    if (rows === null || table.columns === null) continue;
    statements.push(
      `insert into ${table.name} (${table.columns}) overriding system value
        select ${table.columns} from json_populate_recordset(null::${table.name}, ${quote(rows)})`,
    );
  }
  const sequences = (
    await pglite.query<{ name: string }>(
      `select c.oid::regclass::text as name from pg_class c
        where c.relkind = 'S' and c.relnamespace in ${USER_NAMESPACES} order by 1`,
    )
  ).rows;
  for (const { name } of sequences) {
    const [{ last_value, is_called }] = (
      await pglite.query<{ last_value: string; is_called: boolean }>(
        `select last_value::text, is_called from ${name}`,
      )
    ).rows;
    statements.push(`select setval('${name.replace(/'/g, "''")}', ${last_value}, ${is_called})`);
  }
  statements.push('commit');
  return { restore: statements.join(';\n'), fingerprint };
}

/** A dollar-quoted literal that cannot end inside `text`. */
function quote(text: string): string {
  let tag = 'rows';
  while (text.includes(`$${tag}$`)) tag += '_';
  return `$${tag}$${text}$${tag}$`;
}

/** A fresh PGlite from the snapshot, as every file loaded before. */
export function loadSnapshotPglite(snapshot: Blob): Promise<PGlite> {
  return PGlite.create({ loadDataDir: snapshot, extensions: PGLITE_EXTENSIONS });
}
