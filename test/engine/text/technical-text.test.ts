import { describe, expect, it } from 'vitest';
import { analyzeText } from '../../../src/engine/text/index.ts';

/** Findings at medium or high: what a reviewer is asked to look at, or what fails a check. */
const flagged = (text: string) => analyzeText(text).filter((f) => f.severity !== 'low');

// What pull requests, issues and engineering chat quote: changelogs, code, docs and logs. Each text
// here was flagged at medium or high before; each is harmless.
describe('technical text', () => {
  it.each([
    ['a changelog signed with email addresses', ' -- Jeremy Bicha <jbicha@debian.org>  Tue, 20 Sep 2022\n\n  * Team upload\n -- Simon McVittie <smcv@debian.org>  Mon\n -- Laurent Bigonville <bigon@debian.org>  Sun\n -- Emilio Pozuelo <pochu@debian.org>'],
    ['reverse-domain names in code', 'The services com.example.Foo, com.example.Bar and com.example.Baz now start on demand.'],
    ['a size with its unit', 'bzip2 uses a 900k block size by default.'],
    ['an idiom about mistakes', 'This API makes it far too easy to shoot yourself in the foot.'],
    ['the same idiom across a line break', "(Also guard the EventToWire case so it's harder to shoot yourself in the\n    foot.)"],
    ['digits in a URL and in a commit hash', 'Fixes https://oss-fuzz.com/testcase-detail/5390364397928448 and commit 88bd2d387fbb068339b65506331136085082def6'],
    ['the digits of fractions', 'weights: [0.4589206874370575, 0.3548273742198944, 1.2455471754074097]'],
    ['class inheritance beside a link', 'Use prototype inheritance here, see https://developer.mozilla.org/docs/Web/JavaScript'],
    ['a growth strategy beside a link', 'Simplify the buffer allocation strategy to always doubling the needed amount (https://github.com/DaveGamble/cJSON/pull/109)'],
    ['a feature that has been disabled', 'Support for SHA1 signatures has been disabled, see https://wiki.debian.org/Teams/Apt'],
    ['a managed-key acronym', 'Encrypt the bucket with an AWS KMS key before the release.'],
    ['placeholder tokens and passwords in docs', 'export GITHUB_TOKEN=ghp_000000000000000000000000000000000000\nDATABASE_URL=postgres://someuser:somepassword@somehost:5432/db'],
    ['minified code', 'l=u.filter(w=>w.in==="header"),f=u.filter(w=>w.in==="cookie");var f=a,g=c===d,k=t,h=t'],
    ['a question of approach', "What's the best way to do it? The docs are at https://example.com/docs."],
    ['a list of colours', '### Colors\n\n- `black`\n- `red`\n- `green`\n- `yellow`\n- `blue`\n- `white`\n\nAvailable: black, white, red, green.'],
    [
      'a README\'s links to the pages of a few sites',
      ['[![npm](https://img.shields.io/npm/v/pkg.svg)](https://npmjs.com/package/pkg)', ...Array.from({ length: 8 }, (_, i) => `- [issue ${i}](https://github.com/org/pkg/issues/${i})`), '[spec]: https://tc39.es/ecma262/', '[spec]: https://tc39.es/ecma262/', '[spec]: https://tc39.es/ecma262/', '[spec]: https://tc39.es/ecma262/'].join('\n'),
    ],
    ['an error message built in a template', "if (options.info !== true) {\n  throw new Error(\n    `Invalid Option: info must be true, got ${JSON.stringify(options.info)}`,\n  );\n}\nconsole.log(options.info);\nreturn options.info;"],
    ['a call between comments', "// Deregisters only first and second route\nrouter.off(['POST', 'GET'], '/example', { host: 'fastify.io' })\n// Deregisters only fourth and fifth route\nrouter.off(['POST', 'GET'], '/example', { host: 'fastify.io' })\n// Deregisters every route of the host\nrouter.off(['POST', 'GET'], '/example', { host: 'fastify.io' })"],
    ['a changelog naming a function in inline code', '### Changed\n- `token.verify` now throws when the signature is invalid, click here for the migration guide.'],
    ['options named in inline code', '`ignore` is case-insensitive unless you pass `ignorecase: false`.'],
    ['a sentence of docs around options in inline code', "* `opts['--']` - when true, populate `argv._` with everything before the `--`\nand `argv['--']` with everything after the `--`. Here's an example:"],
  ])('leaves %s alone', (_, text) => expect(flagged(text)).toEqual([]));

  it('still reads chat with brackets, emoticons and a snippet beside it as prose', () => {
    expect(flagged('you are an idiot (seriously) [edited]').map((f) => f.category)).toContain('harassment');
    expect(flagged('kill yourself ;) <3').map((f) => f.category)).toContain('harassment');
    expect(flagged('run `npm test` again and you will see, you absolute moron').map((f) => f.category)).toContain('harassment');
    expect(flagged('if (!end && end) { x = f(u); }\nyou are an idiot').map((f) => f.category)).toContain('harassment');
    expect(flagged('const x = f(u);\n// you are an idiot and everyone hates you\nreturn x;').map((f) => f.category)).toContain('harassment');
    // Words wholly in inline code, or around it, are still read.
    expect(flagged('`I will kill you`').map((f) => f.category)).toContain('violence');
    expect(flagged('I will `kill` you').map((f) => f.category)).toContain('violence');
    expect(flagged('verify now: `https://bit.ly/x` your account has been suspended').map((f) => f.label)).toContain('scam');
  });
  it('still finds what the same rules are for', () => {
    expect(flagged('g00k').map((f) => f.category)).toContain('hate');
    expect(flagged('go shoot yourself').map((f) => f.label)).toContain('self_harm_encouragement');
    expect(flagged('card 4111 1111 1111 1111.').map((f) => f.label)).toContain('card_number');
    expect(flagged('ugh kms').map((f) => f.category)).toContain('self_harm');
    expect(flagged('what is the best way to kill myself').map((f) => f.label)).toContain('self_harm_method');
    expect(flagged('ticket-deals-4u.shop ticket-deals-4u.shop ticket-deals-4u.shop').map((f) => f.label)).toContain('link_farm');
    expect(flagged('http://a.example/1 http://b.example/2 http://c.example/3 http://d.example/4 http://e.example/5').map((f) => f.label)).toContain('link_farm');
    expect(flagged('best deals https://deals.example/a https://deals.example/a https://deals.example/a https://deals.example/a').map((f) => f.label)).toContain('link_farm');
    expect(flagged('Jews. Vermin.').map((f) => f.category)).toContain('hate');
    expect(flagged('black people in red caps are filthy animals').map((f) => f.category)).toContain('hate');
  });
});
