// seventyninth-db.mjs makes the SQLite file the seventyninth set's
// drizzle-kit cases push to: a table, hosts, with a row, which the
// schema they push no longer has (it has relays), so that drizzle-kit
// asks what became of it. Usage: node seventyninth-db.mjs FILE
import { createClient } from "@libsql/client";

const file = process.argv[2];
const db = createClient({ url: "file:" + file });
await db.execute("CREATE TABLE hosts (id integer PRIMARY KEY, name text NOT NULL, zone text)");
await db.execute("INSERT INTO hosts VALUES (1, 'relay-fra', 'eu')");
db.close();
