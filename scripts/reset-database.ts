// Recreates an empty PostgreSQL database (CI proves the scaled-out path on a fresh one every run).
// Usage: node scripts/reset-database.ts postgres://postgres@127.0.0.1:5432/ai_realty_ci
import pg from 'pg';

const target = new URL(process.argv[2] ?? '');
const name = target.pathname.replace(/^\//, '');
if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Refusing to reset database "${name}"`);
const admin = new URL(target);
admin.pathname = '/postgres';
const client = new pg.Client({ connectionString: admin.toString() });
await client.connect();
await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await client.query(`CREATE DATABASE ${name}`);
await client.end();
console.log(`database ${name} is empty and ready`);
