/**
 * A migrated test database's starting state, and the way back to it (shared-pglite.ts): a
 * file's test database is its worker's one, put back to this state after the file before,
 * instead of a new copy of the snapshot per file. Plain SQL, so it would serve a PostgreSQL
 * database too (docs/decisions.md "Test suite speed").
 */

/** A session to run SQL on: PGlite itself (a node-postgres client would do as well). */
export interface SqlSession {
  query<T>(text: string): Promise<{ rows: T[] }>;
}

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

export interface Baseline {
  /** Truncates every table, puts the migrations' rows back and sets every sequence back. */
  restore: string;
  fingerprint: string;
}

/** The hash of the schema as it is now; a different one means a file changed the schema. */
export async function schemaFingerprint(session: SqlSession): Promise<string> {
  const [{ fingerprint }] = (await session.query<{ fingerprint: string }>(FINGERPRINT)).rows;
  return fingerprint;
}

/** The state a fresh database from the snapshot (or the template) has, and how to return to it. */
export async function captureBaseline(session: SqlSession): Promise<Baseline> {
  const fingerprint = await schemaFingerprint(session);
  const tables = (
    await session.query<{ name: string; columns: string | null }>(
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
      await session.query<{ rows: string | null }>(
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
    await session.query<{ name: string }>(
      `select c.oid::regclass::text as name from pg_class c
        where c.relkind = 'S' and c.relnamespace in ${USER_NAMESPACES} order by 1`,
    )
  ).rows;
  for (const { name } of sequences) {
    const [{ last_value, is_called }] = (
      await session.query<{ last_value: string; is_called: boolean }>(
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
