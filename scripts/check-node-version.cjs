// Stops every entry point on a Node.js older than package.json's `engines.node`, with one line
// saying how to get the right one. Plain CommonJS, so that old Node versions can run it: the
// npm scripts preload it (`node -r`) and bin/moderate.js imports it before the TypeScript sources.
'use strict';

const required = Number(/^>=\s*(\d+)/.exec(require('../package.json').engines.node)[1]);
const running = process.versions.node;

if (Number(running.split('.')[0]) < required) {
  // The npm registry carries Node.js builds for Linux (the same install .ci/run does).
  const pkg = `node-linux-${process.arch}`;
  const install =
    process.platform === 'linux' && (process.arch === 'x64' || process.arch === 'arm64')
      ? `npm install --prefix "$HOME/.node${required}" ${pkg}@${required} && export PATH="$HOME/.node${required}/node_modules/${pkg}/bin:$PATH"`
      : 'https://nodejs.org/en/download';
  process.stderr.write(`content-moderation needs Node.js ${required} or newer, and this is Node.js ${running}. Install it with: ${install}\n`);
  process.exit(1);
}
