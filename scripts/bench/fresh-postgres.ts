/** A fresh, empty database on a Postgres server for a bench phase, and how to drop it. */
import pg from 'pg';

export async function freshPostgres(adminUrl: string, purpose: string) {
  const name = `launchpad_${purpose}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The Postgres server bench phases use: TEST_POSTGRES_URL, as the tests do. */
export const benchPostgresUrl = () => process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
