// Command line for server installs (same DATABASE_URL / DATA_DIR as the server):
//   npm run cli -w @banchee/api -- create-user --email a@b.co --password '…' --first-name สมชาย --last-name ใจดี \
//     --org-name 'บริษัท ตัวอย่าง จำกัด' [--tax-id 0105558000014] [--phone 02-123-4567]
// Creates the user and an organisation they own (and are the default salesperson of). Migrations are applied
// first, so this also works on an empty database.
import { parseArgs } from 'node:util';
import { loginRequest, organizationInput, password as passwordSchema } from '@banchee/contracts';
import { createDatabase, migrate } from '@banchee/db';
import { readEnv } from './env.ts';
import { createUser } from './modules/auth/index.ts';
import { passwordWeakness } from './modules/auth/index.ts';
import { createOrganization } from './modules/organizations/index.ts';

const USAGE = `Usage:
  npm run cli -w @banchee/api -- create-user --email <email> --password <password>
      --first-name <name> --last-name <name> --org-name <organisation> [--tax-id <13 digits>] [--phone <phone>]`;

async function createUserCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      'org-name': { type: 'string' },
      'tax-id': { type: 'string' },
      phone: { type: 'string' },
    },
  });
  const required = ['email', 'password', 'first-name', 'last-name', 'org-name'] as const;
  const missing = required.filter((name) => !values[name]);
  if (missing.length > 0) throw new Error(`missing ${missing.map((m) => `--${m}`).join(', ')}\n${USAGE}`);
  const email = loginRequest.shape.email.parse(values.email).toLowerCase();
  const password = passwordSchema.parse(values.password);
  // The sign-up password policy (createUser enforces it too); said here with its reason, before any I/O.
  const weakness = passwordWeakness(password, email);
  if (weakness) throw new Error(`--password refused: ${weakness}`);
  const organization = organizationInput.parse({ name: values['org-name'], tax_id: values['tax-id'] });

  const env = readEnv();
  const { db, close } = await createDatabase(
    env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: env.dataDir },
  );
  try {
    await migrate(db);
    const created = await db.transaction(async (tx) => {
      const user = await createUser(tx, {
        email,
        password,
        firstName: values['first-name'] ?? '',
        lastName: values['last-name'] ?? '',
        ...(values.phone ? { phone: values.phone } : {}),
      });
      if (!user) throw new Error(`a user with the e-mail ${email} already exists`);
      return { user, organization: await createOrganization(tx, user.id, organization) };
    });
    console.log(`Created user ${created.user.email} (${created.user.id})`);
    console.log(
      `Created organisation "${created.organization.name}" (${created.organization.id}), owned by the user.`,
    );
  } finally {
    await close();
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command === 'create-user') return createUserCommand(rest);
  throw new Error(command ? `unknown command "${command}"\n${USAGE}` : USAGE);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
