// Runs after `npm ci` / `npm install` at the root. On a system Node.js older than 22.12, the packages that need 22.12
// (Vite, Vitest, Wrangler…) do not match its engines; npm's warnings about it are kept back (.npmrc: loglevel=error),
// and this says once why that is expected.
const match = /node\/v(\d+)\.(\d+)\.(\d+)/.exec(process.env.npm_config_user_agent ?? '');
if (match) {
  const [version, major, minor] = [match[0].slice(5), Number(match[1]), Number(match[2])];
  if (major < 22 || (major === 22 && minor < 12))
    console.log(
      `npm ran on Node.js ${version}, older than the 22.12 that Vite, Vitest and Wrangler need: that is expected. ` +
        'The npm scripts of this repository run on the Node.js 24 it installed (node_modules/.bin/node); outside ' +
        'Linux, install Node.js 22.12 or newer.',
    );
}
