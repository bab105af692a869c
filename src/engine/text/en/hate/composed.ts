// Hate composed from parts: a protected group (named as people name them, plurals and slurs) x a
// generalising predicate: `are (all)` + a negative trait or dehumanising noun, control of the
// world, removal or exclusion. Negation of the predicate, quotation and counter-speech damp it.
import type { Severity } from '../../../../api/index.ts';
import { type Detector, withoutLists } from '../../detector.ts';
import { originalSpan } from '../../normalize.ts';
import { PhraseSet, triggerWords } from '../../phrases.ts';
import type { Reading } from '../../reading.ts';
import { MAX_COMPOSED_FINDINGS } from '../../sentences.ts';
import { CONTEXT } from '../context.ts';
import WORDS from './composed.json' with { type: 'json' };
import HATE_MODEL from './model.json' with { type: 'json' };
import { actOnGroupAt, condemnationStands } from './acts-on-groups.ts';
import { namingTheGroup } from './groups.ts';
import { BEFORE_GROUP, lawfulRemoval, REMOVAL, SWEEPING } from './removal-limits.ts';
import HATE_WORDS from './words.json' with { type: 'json' };

/** A protected group named by its adjective and a word for people: `black players`, `muslim neighbours`. */
const GROUP_ADJECTIVES = WORDS.groupAdjectives;
/** Words for people, and for where they live, which dehumanising statements speak of as of them: `black neighbourhoods are zoos`. */
const PEOPLE = WORDS.people;
/** One of the group, named in the singular: `the only good refugee is a dead one`, `every immigrant`. */
const ONE_OF_GROUP = new Set(WORDS.oneOfGroup);
const GROUP_NAMES = new PhraseSet([
  ...GROUP_ADJECTIVES.flatMap((a) => PEOPLE.map((p) => `${a} ${p}`)),
  ...[...ONE_OF_GROUP].flatMap((one) => [`every ${one}`, `each ${one}`]),
  ...HATE_WORDS.groups,
  ...HATE_WORDS.slurs.filter((s) => s.endsWith('s')),
  ...WORDS.group,
]);
/** A group's name where it names the group, not some of its people (`these men`). */
const GROUP = { at: (words: readonly string[], i: number) => namingTheGroup(words, GROUP_NAMES.at(words, i)) };
/** Qualifiers between copula and trait: `are all`, `are nothing but`, `are born`. */
const QUALIFIER = new Set(WORDS.qualifier);
/** Traits a generalisation pins on a group; insults become hate when aimed at all of them. */
const TRAIT = new PhraseSet(WORDS.trait);
/** Whether the trait ending at word `end` of `words` is one of `traits`. */
function traitsEndingAt(traits: readonly string[]): (words: readonly string[], end: number) => boolean {
  const set: ReadonlySet<string> = new Set(traits);
  const lengths = [...new Set(traits.map((trait) => trait.split(' ').length))];
  return (words, end) => lengths.some((n) => end >= n && set.has(words.slice(end - n, end).join(' ')));
}
/**
 * Of those, the traits that run a group down (`lazy`, `bad drivers`, `annoying`) rather than deny it is
 * human, name it a disease or a danger: derogation, read as hostility and medium, as an insult is.
 */
const derogatoryEndingAt = traitsEndingAt(WORDS.derogatoryTraits);
/**
 * Traits that deny people are human so plainly (`vermin`, `not human`, `subhuman`) that pinned on a
 * `they` no group is named for, they are read all the same, low: the reviewer knows whom the thread
 * is about.
 */
const unnamedEndingAt = traitsEndingAt(WORDS.unnamedDehumanisingTraits);
/**
 * The names of peoples and identities the model reads as groups (`italians`): where one is named,
 * `they` is theirs, and the model reads it.
 */
const NAMES_OF_PEOPLES: ReadonlySet<string> = new Set([...HATE_MODEL.peoples, ...HATE_MODEL.identityWords]);
/** `they're not human, they're vermin`: the end of the trait a sentence opening on `they` pins, if one `unnamedEndingAt` reads. */
function unnamedDehumanised(words: readonly string[]): number | undefined {
  if (!THEY_ARE.has(words[0] ?? '')) return undefined;
  for (let k = 0; k < words.length; k++) {
    if (k > 0 && !(words[k - 1] === ',' && THEY_ARE.has(words[k]!))) continue;
    const end = traitAfter(words, k + 1, false);
    if (end !== undefined && unnamedEndingAt(words, end)) return end;
  }
  return undefined;
}
/** Calls for harm a few words after the group: `disabled people like the ones in that home should have been aborted`. */
const HARM_CALL = new PhraseSet(WORDS.harmCall);
/** Nouns that name what follows them as a claim: `the argument that black people have lower iqs has been picked apart`. */
const CLAIM_NOUNS: ReadonlySet<string> = new Set(['argument', 'claim', 'claims', 'theory', 'idea', 'notion', 'belief', 'assumption', 'stereotype', 'trope', 'myth']);
/** Whether the group at `i` opens a claim named as one (`the argument that <group> ...`): discussed, not made. */
const namedAsAClaim = (words: readonly string[], i: number): boolean => words[i - 1] === 'that' && CLAIM_NOUNS.has(words[i - 2] ?? '');

/**
 * The lists of this file the normaliser learns: all but the claims of a group's worth (`have lower
 * iqs`) and the trope's names of a family (`rothschilds`), whose words would join disguised spellings in the texts the model learns from (see withoutLists).
 */
const { learned: LEARNED } = withoutLists(WORDS, ['stereotypeClaims', 'controlCodeNames']);
/** Verbs that pin a trait on a whole group: `muslims breed like rats`, `chinese people spread diseases`. */
const GROUP_VERB = new PhraseSet([...WORDS.groupVerb, ...WORDS.groupStereotype, ...WORDS.stereotypeClaims]);
/** Of those, the stereotypes of a group's abilities and habits (`can't drive`, `aren't smart enough`), told with hostility rather than dehumanising. */
const STEREOTYPE = new Set([...WORDS.groupStereotype, ...WORDS.stereotypeClaims]);
/** Places a group is said to be cleansed from: `cleanse our town of these foreigners`. */
const CLEANSED_PLACE = new Set(WORDS.cleansedPlace);
/** Adjectives that also describe a passing state (`dirty after the mud run`): a circumstance after them ends the generalisation. */
const STATE = new Set(WORDS.state);
const CIRCUMSTANCE = new Set(WORDS.circumstance);
/** A state and the word after it that say what the group feels or gets, not what it is: `sick of being blamed`, `ill served`. */
const STATE_IDIOMS = new Set(WORDS.stateIdioms);
const COPULA = new Set(WORDS.copula);
/** What a removal must add when its verb is ordinary (`send` needs `back`). */
const NEEDS_BACK = new Set(['send', 'ship']);
/** Predicates that keep a group out or in a lower place. */
const EXCLUSION = new PhraseSet(WORDS.exclusion);
const CONTROLLED = new Set(WORDS.controlled);
/**
 * A name that stands for Jews in the trope of their control (`zionists control the media`, `the
 * rothschilds control the world's money`): read with that trope alone, as criticism of a state or a
 * movement is no hate.
 */
const CONTROL_CODE = new PhraseSet([...WORDS.controlCode, ...WORDS.controlCodeNames]);

/** A predicate of exclusion opening at `k`, or after an `all` or a `just` there. */
const exclusionAt = (words: readonly string[], k: number) =>
  EXCLUSION.at(words, k) ?? (words[k] === 'all' || words[k] === 'just' ? EXCLUSION.at(words, k + 1) : undefined);
/** Control said of something (`control the`, `run the`, `own the`): of the world only with what it controls after it (`the media`, `the banks`). */
const CONTROL_OF = /^(?:control|run|own)(?: all)? the$/;
const controlsWhatIsControlled = (words: readonly string[], end: number): boolean => CONTROLLED.has(words[end] ?? '') || CONTROLLED.has(words[end + 1] ?? '');
/** Whether an exclusion is control of the world: `control the media`, `run everything`, `rule the world`. */
const controlOfTheWorld = (words: readonly string[], said: { phrase: string; end: number }): boolean =>
  CONTROL_OF.test(said.phrase) ? controlsWhatIsControlled(words, said.end) : /^(?:control|run|own|rule) /.test(said.phrase);

/** Every finding names a group, or one of the trope's names for it. */
const TRIGGER = triggerWords(GROUP_NAMES, CONTROL_CODE);

function detectComposedHate(reading: Reading): void {
  const { doc, findings } = reading;
  let budget = MAX_COMPOSED_FINDINGS;
  const wordsOf = reading.sentenceWords;
  let named = false;
  let namedAlone = false;
  // Whether any sentence names a group or a people: a trait pinned on `they` is read alone only where
  // none does. Worked out once such a trait is found, which few texts hold.
  let groupNamed: boolean | undefined;
  const namesAGroup = (): boolean =>
    reading.sentenceWords.some((words, s) => words.some((w, i) => NAMES_OF_PEOPLES.has(w) || (reading.sentenceHolds(s, TRIGGER) && GROUP.at(words, i) !== undefined)));
  for (const [s, tokens] of reading.sentences.entries()) {
    if (budget <= 0) return;
    const words = wordsOf[s]!;
    const add = (label: string, severity: Severity, a: number, b: number) => {
      if (budget <= 0 || CONTEXT.isSecondHand(doc.text, tokens[a]!.from, tokens[b]!.to)) return;
      budget--;
      findings.add({ category: 'hate', label, severity, confidence: severity === 'high' ? 0.85 : severity === 'medium' ? 0.75 : 0.6, ...originalSpan(doc, tokens[a]!.from, tokens[b]!.to) });
    };
    /** A trait pinned on the group named from word `a`, ending at word `end`. */
    const addTrait = (a: number, end: number) =>
      derogatoryEndingAt(words, end) ? add('group_hostility', 'medium', a, end - 1) : add('dehumanization', 'high', a, end - 1);
    if (named) {
      // `Jews. Vermin.`: the group's name alone, then the trait alone, closing the post (not a slogan
      // reported: `muslims. vermin. sickening graffiti appeared on the mosque wall`).
      const alone = namedAlone && s === reading.sentences.length - 1 ? traitAfter(words, 0, true) : undefined;
      const end = alone === words.length ? alone : traitOnThem(words);
      if (end !== undefined) addTrait(0, end);
    }
    const unnamed = unnamedDehumanised(words);
    if (unnamed !== undefined && !CONTEXT.negatedBefore(words, 0, 2) && !(groupNamed ??= namesAGroup())) add('dehumanization', 'low', 0, unnamed - 1);
    named = false;
    const onlyGood = onlyGoodOneIsDead(words);
    if (onlyGood !== undefined) add('call_for_harm', 'high', onlyGood.from, onlyGood.to);
    if (!reading.sentenceHolds(s, TRIGGER)) continue;
    for (let i = 0; i < words.length; i++) {
      const removal = REMOVAL.at(words, i);
      if (removal && !CONTEXT.negatedBefore(words, i, 3)) {
        let k = removal.end;
        while (k < words.length && k < removal.end + 5 && CLEANSED_PLACE.has(words[k]!) && words.slice(k, removal.end + 6).includes('of')) k++;
        while (k < words.length && k < removal.end + 8 && BEFORE_GROUP.has(words[k]!) && !GROUP.at(words, k)) k++;
        // `send them all back on boats, every immigrant`: the group named after the removal.
        const back = words.slice(removal.end, removal.end + 4).includes('back');
        if (NEEDS_BACK.has(removal.phrase) && back && (words[removal.end] === 'them' || words[removal.end] === 'em')) {
          const later = words.findIndex((_, j) => j > removal.end && GROUP.at(words, j) !== undefined);
          if (later >= 0) {
            add('call_for_harm', 'high', i, GROUP.at(words, later)!.end - 1);
            i = words.length;
            continue;
          }
        }
        const group = GROUP.at(words, k);
        if (group && !lawfulRemoval(words, removal.phrase, i, group.end, reading.asks(s), wordsOf[s + 1] ?? [])) {
          const back = words.slice(group.end, group.end + 2).includes('back') || words.slice(group.end, group.end + 2).includes('home');
          if (!NEEDS_BACK.has(removal.phrase) || back) add('call_for_harm', 'high', i, group.end - 1 + (back ? 1 : 0));
          i = group.end - 1;
          continue;
        }
      }
      const coded = CONTROL_CODE.at(words, i);
      const control = coded && exclusionAt(words, coded.end);
      if (control && controlOfTheWorld(words, control) && !CONTEXT.negatedBefore(words, i, 2)) {
        add('group_hostility', 'medium', i, control.end - 1);
        i = control.end - 1;
        continue;
      }
      const group = GROUP.at(words, i);
      if (!group) continue;
      // The predicate follows the group in its clause: `gypsies are thieves`, `arabs shouldn't be allowed`.
      const k = group.end;
      if (words[k] === 'and' || words[k] === 'who') continue;
      const exclusion = exclusionAt(words, k);
      if (exclusion) {
        const control = CONTROL_OF.test(exclusion.phrase);
        if (!control || controlsWhatIsControlled(words, exclusion.end)) {
          if (!CONTEXT.negatedBefore(words, i, 2)) add(control ? 'dehumanization' : 'exclusion', control ? 'high' : 'medium', i, exclusion.end - 1);
        }
        i = exclusion.end - 1;
        continue;
      }
      const verb = GROUP_VERB.at(words, k) ?? (words[k] === 'all' || words[k] === 'just' ? GROUP_VERB.at(words, k + 1) : undefined);
      if (verb && !CONTEXT.negatedBefore(words, k, 2) && !(STEREOTYPE.has(verb.phrase) && namedAsAClaim(words, i))) {
        const stereotype = STEREOTYPE.has(verb.phrase);
        add(stereotype ? 'group_hostility' : 'dehumanization', stereotype ? 'medium' : 'high', i, verb.end - 1);
        i = verb.end - 1;
        continue;
      }
      // `disabled people like the ones in that care home should have been aborted`.
      const call = words.slice(k, k + 8).findIndex((_, d) => HARM_CALL.at(words, k + d) !== undefined);
      if (call >= 0 && !CONTEXT.negatedBefore(words, k + call, 2)) {
        const harm = HARM_CALL.at(words, k + call)!;
        add('call_for_harm', 'high', i, harm.end - 1);
        i = harm.end - 1;
        continue;
      }
      // `full of gypsies, thieving vermin the lot of them`: the trait in apposition.
      if (words[k] === ',') {
        const end = traitAfter(words, k + 1, true);
        if (end !== undefined && !CONTEXT.negatedBefore(words, i, 2)) {
          addTrait(i, end);
          continue;
        }
      }
      // `muslims aren't human`: the denial is the dehumanisation.
      if (NOT_ARE.has(words[k] ?? '') && NOT_PEOPLE.has(words[k + 1] ?? '')) {
        add('dehumanization', 'high', i, k + 1);
        continue;
      }
      if (COPULA.has(words[k] ?? '')) {
        const end = traitAfter(words, k + 1, false);
        // `hatred of muslims is a sickness`: the group is what the subject is of, not the subject
        // (`millions of immigrants are thieves`); an act told in its verb (`hating gays is a sickness`)
        // unless what follows takes it back (`..., and so is being gay`).
        const act = actOnGroupAt(words, i);
        if (act !== -1 && (act < i - 1 || end === undefined || condemnationStands(words, end))) continue;
        if (end !== undefined && !CONTEXT.negatedBefore(words, i, 2)) addTrait(i, end);
        // Only a harm denied goes on to what they are said to be instead.
        if (end !== undefined || k + 1 >= words.length || !CONTEXT.isNegation(words, k + 1)) continue;
      }
      // A later clause that names them again: `don't sell to gypsies, they're all thieves`, `muslims are not a threat, they're a cancer`.
      const they = words.indexOf(',', k);
      if (they >= 0 && they < k + 8 && THEY_ARE.has(words[they + 1] ?? '')) {
        const end = traitAfter(words, they + 2, true);
        if (end !== undefined && !CONTEXT.negatedBefore(words, i, 2)) addTrait(i, end);
      }
    }
    named = reading.sentenceHolds(s, TRIGGER) && words.some((_, i) => GROUP.at(words, i) !== undefined);
    namedAlone = named && GROUP.at(words, 0)?.end === words.length;
  }
}

/** `the only good refugee is a dead one`. */
function onlyGoodOneIsDead(words: readonly string[]): { from: number; to: number } | undefined {
  for (let k = 0; k + 6 < words.length + 1; k++) {
    if (words[k] !== 'only' || words[k + 1] !== 'good' || !ONE_OF_GROUP.has(words[k + 2] ?? '')) continue;
    if (words[k + 3] === 'is' && words[k + 4] === 'a' && words[k + 5] === 'dead') return { from: Math.max(0, k - 1), to: Math.min(words.length - 1, k + 6) };
  }
  return undefined;
}

/** A sentence that speaks of a group, then one that pins a trait on `they` (`Gypsies moving in? they're all thieves`). */
function traitOnThem(words: readonly string[]): number | undefined {
  for (let k = 0; k < words.length; k++) {
    if (!THEY_ARE.has(words[k]!)) continue;
    const end = traitAfter(words, k + 1, true);
    if (end !== undefined) return end;
  }
  return undefined;
}

const NOT_ARE = new Set(["aren't", 'arent', "ain't", 'aint']);
const NOT_PEOPLE = new Set(['human', 'humans', 'people', 'persons']);
/** Traits so dehumanising that `they're X` after naming a group needs no `all`. */
const DEHUMANISING_TRAIT = new Set(WORDS.dehumanisingTrait);

/** `they're`, `they are` (read as one word after the comma, then `are`). */
const THEY_ARE = new Set(["they're", 'theyre', 'they']);

/**
 * The end of a trait pinned on a group by the predicate starting at `k` (after the copula), if
 * any; `sweeping` asks for `all`, `every` or `always`, as a pronoun could name a few people.
 */
function traitAfter(words: readonly string[], k: number, sweeping: boolean): number | undefined {
  if (words[k - 1] === 'they') {
    if (words[k] !== 'are' && words[k] !== 'r') return undefined;
    k++;
  }
  const start = k;
  let negated = false;
  while (k < words.length && k < start + 6) {
    const w = words[k]!;
    if (CONTEXT.isNegation(words, k)) {
      // A trait that opens with its own negation (`not human`, `not real people`) is said, not denied.
      if (!negated && TRAIT.at(words, k)) break;
      negated = true;
    } else if (!QUALIFIER.has(w)) break;
    const trait = TRAIT.at(words, k);
    if (trait && QUALIFIER.has(w) && !['so', 'too'].includes(w)) break;
    k++;
  }
  const trait = TRAIT.at(words, k);
  if (!trait || negated) return undefined;
  const lotOfThem = words.slice(trait.end, trait.end + 4).join(' ').startsWith('the lot of them');
  if (sweeping && !DEHUMANISING_TRAIT.has(trait.phrase) && !lotOfThem && !words.slice(start, k).some((w) => SWEEPING.has(w))) return undefined;
  const passing = STATE.has(trait.phrase) && (CIRCUMSTANCE.has(words[trait.end] ?? '') || STATE_IDIOMS.has(`${trait.phrase} ${words[trait.end]}`));
  return passing ? undefined : trait.end;
}

export const composedHate: Detector = {
  name: 'hate/composed',
  categories: ['hate'],
  words: [HATE_WORDS, LEARNED],
  detect: detectComposedHate,
};
