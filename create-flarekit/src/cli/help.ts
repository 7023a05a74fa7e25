import { PACKAGE_MANAGERS } from '../compose/package-managers.ts';
import { flagValuesInWords, orList } from '../compose/templates.ts';
import { FAILURES } from './outcome.ts';
import { UPGRADE_FAILURES, UPGRADE_USAGE } from '../upgrade/outcome.ts';
import { ADD_USAGE, FEATURE_WORDS, FEATURES } from '../add/features.ts';
import { ADD_FAILURES } from '../add/outcome.ts';

export const HELP_TEXT = `Create a full-stack TypeScript app for Cloudflare Workers.

Usage:
  npm create flarekit@latest [project-name] -- [options]
  yarn create flarekit [project-name] [options]
  pnpm create flarekit [project-name] [options]
  bun create flarekit [project-name] [options]

The project name is also the folder name, the package name and the Cloudflare
Worker's name (and <name>-staging for staging), so it must be a valid Worker
name: lowercase letters, digits and dashes, no dash at the start or end, at most
55 characters (for example my-app). A path such as apps/my-app creates that
folder and names the project after its last segment. The folder must not exist
or must be empty.

Options:
  --type <type>     ${flagValuesInWords('type')}
  --client <name>   ${flagValuesInWords('client')}: how the web app of a full-stack
                    project calls the API (implies full-stack)
  --no-db           no database (D1 + Drizzle); implies --no-auth
  --no-auth         no Discord sign-in (Better Auth)
  --pm <name>       ${orList(PACKAGE_MANAGERS)} (default: the one running this command)
  --no-git          do not initialise a git repository
  --no-install      do not install dependencies
  -y, --yes         accept the default answer to every question not set by a flag
  --dry-run         check everything, then list the files and commands; write nothing
  --json            print one JSON result on stdout, nothing else; never ask
  -h, --help        show this help
  -v, --version     show the version

Without -y, each question not answered by a flag is asked. Every question has a
flag, so any of the nine templates can be created without a prompt, for example:
  npm create flarekit@latest my-app -- -y --client rpc --no-auth

Exit codes: 0 when the project was created and every step succeeded; 1 for an
invalid option or name, a folder that is not empty, a cancelled prompt (nothing
is written) or a failed step (the files written so far stay in place).
With --json the result says which: "ok", and on failure "error.code", one of
${wrap(Object.keys(FAILURES).join(', '), 80)}.

Checking a project (so no project can be named doctor):
  npm create flarekit@latest doctor [-- --json]
  create-flarekit doctor [--json]
Run inside a generated project (found by its flarekit.json, here or above), it
checks the Node.js version, the values in .dev.vars (never printed), the Worker
name, the D1 database_id placeholder, migrations not applied to the local
database, the compatibility date's age and the pins that differ from this
version's templates. Each finding names its fix and the docs page; --json prints
{ ok, project, findings: [{ id, level, message, fix, page }] }. Exit codes: 1 on
any error finding (or outside a project), 0 with only warnings.

Adding a feature to a project (so no project can be named add):
  npm create flarekit@latest add <feature> [-- options]
  ${ADD_USAGE}
Run inside a project this version created.
${wrap(FEATURES.map((feature) => `${feature}: ${FEATURE_WORDS[feature]}.`).join(' '), 80)}
The project's files are merged three ways with the template it becomes: a file
you left as generated takes the new version, your changes stay, and where both
change the same lines the file gets conflict markers and is listed (exit 1).
Then it installs and, for auth, writes the next migration (db:generate).
${wrap(
  '--dry-run lists the changes and writes nothing; --force goes on with uncommitted changes or without git; ' +
    '--no-install skips the install and the migration; --json prints one JSON result. Error codes: ' +
    `${Object.keys(ADD_FAILURES).join(', ')}.`,
  80,
)}

Upgrading a project (so no project can be named upgrade):
  npm create flarekit@latest upgrade [-- options]
  ${UPGRADE_USAGE}
Run inside a project an earlier version created: merges the project that version
generated, your files and the one this version generates, three ways as add
does, then installs and, with a database, runs db:generate.
${wrap(
  '--dry-run lists the changes and writes nothing; --force goes on with uncommitted changes or without git; ' +
    '--no-install skips the install and db:generate; --json prints one JSON result. Error codes: ' +
    `${Object.keys(UPGRADE_FAILURES).join(', ')}.`,
  80,
)}
`;

/** Breaks a line of words into lines of at most `width` characters. */
function wrap(text: string, width: number): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line].join('\n');
}
