// Sexual content composed from parts: a sexual act or body part x a framing that makes it sexual
// talk (first or second person desire, solicitation of pictures, explicit description). Medical,
// educational and anatomical sentences damp it; minors stay with the sexual_minors detectors.
import type { Detector } from '../../detector.ts';
import { originalSpan } from '../../normalize.ts';
import { PhraseSet, triggerWords } from '../../phrases.ts';
import type { Reading } from '../../reading.ts';
import { MAX_COMPOSED_FINDINGS } from '../../sentences.ts';
import { CONTEXT } from '../context.ts';
import { MINORS_AWAY } from '../sexual-minors/minors-away.ts';
import MINOR_WORDS from '../sexual-minors/words.json' with { type: 'json' };
import WORDS from './composed.json' with { type: 'json' };

/** Body parts that are sexual in themselves once someone's (`your tits`, `my cock`). */
const BODY = new Set(WORDS.body);
/** Of those, the ones that need a sexual act beside them (`your body`, `your ass`, `kick your ass`). */
const SOFT_BODY = new Set(WORDS.softBody);
/** Sexual acts done to someone: `lick you`, `suck my dick`, `bend you over`. */
const ACT = new PhraseSet(WORDS.act);
/** Acts that are sexual with a bare person as object; the rest need a sexual body part. */
const ACT_ON_PERSON = new Set(WORDS.actOnPerson);
/** After `fuck you` or `ride you` these make it violence, insult or travel, not sex. */
const NOT_SEXUAL_AFTER = new Set(WORDS.notSexualAfter);
const PERSON = new Set(WORDS.person);
const POSSESSIVE = new Set(WORDS.possessive);
/** Desire or intent of the speaker or the reader: `i want to`, `let me`, `wanna`, `can i`. */
const DESIRE = new PhraseSet(WORDS.desire);
/** Pictures asked for or offered with a sexual qualifier: `send nudes`, `dm me for pics`, `spicy pics`. */
const SEXUAL_MEDIA = new PhraseSet(WORDS.sexualMedia);
/** Asking for or selling those pictures. */
const SOLICIT = new PhraseSet(WORDS.solicit);
/** Verbs of seeing that end a desire for a body part: `wanna see`, `show me`, `send me`. */
const SEE = new Set(WORDS.see);
/** Heat said of the speaker because of the reader: `you make me so wet`. */
const AROUSAL = new Set(WORDS.arousal);
const MEDICAL = new PhraseSet([...MINOR_WORDS.protective, ...WORDS.medical]);
const MEDICAL_TRIGGER = triggerWords(MEDICAL);

/** Where on a body an act or a body makes it sexual: `inside me`, `down there`, `on top of mine`. */
const INTIMATE_PLACE = new PhraseSet(WORDS.intimatePlace);
/** Places that are intimate only as the last words of a clause: `kiss you all over`, not `all over your face`. */
const LOOSE_PLACE = new PhraseSet(['all over', 'everywhere']);
function intimatePlaceAt(words: readonly string[], i: number): number | undefined {
  const place = INTIMATE_PLACE.at(words, i);
  if (place) return place.end;
  const loose = LOOSE_PLACE.at(words, i);
  if (loose && (words[loose.end] === undefined || [',', 'baby', 'babe', 'tonight'].includes(words[loose.end]!))) return loose.end;
  return undefined;
}
/** Undressed states: `I want you naked`, `a pic of you in the shower`. */
const NAKED = new Set(WORDS.naked);
const IN_STATE = new PhraseSet(WORDS.inState);
/** Clothes that are intimate in themselves: `wanna see my new lingerie?`. */
const INTIMATE_CLOTHES = new Set(WORDS.intimateClothes);
/** Acts explicit enough with a person as object to need no wish: `he fingered me`. */
const EXPLICIT_ON_PERSON = new Set(WORDS.explicitOnPerson);
/** Pictures of someone: `a pic of you ...`. */
const PICTURE = new Set(WORDS.picture);
/** Clothes taken off someone: `rip your clothes off`, `get you out of those jeans`. */
const CLOTHES = new Set(WORDS.clothes);
/** Verbs that take clothes off by force or desire; `take` and `pull` need a wish before them. */
const STRIP = new Set(WORDS.strip);
const REMOVE = new Set(WORDS.remove);
/** What the reader is made to do: `I'll make you moan`, `make you scream my name`. */
const CLIMAX = new PhraseSet(WORDS.climax);
/** Arousal said of the speaker, sexual once it is about someone: `I'm wet thinking about you`. */
const SELF_AROUSED = new PhraseSet(WORDS.selfAroused);
const AROUSED_BY = new PhraseSet(WORDS.arousedBy);
const AROUSAL_STATE = new PhraseSet(WORDS.arousalState);
/** Proposals in the first person plural: `let's get naked`. */
const LETS = new Set(["let's", 'lets']);

/** Sex as an act with no object: `have sex`, `come round and fuck`, `be tied up and fucked`. */
const INTRANSITIVE = new Set(WORDS.intransitive);
/** After those, what makes them an insult, a mess or a thing: `fuck off`, `fuck this job`, `fucked up`. */
const NOT_SEX_AFTER = new Set(WORDS.notSexAfter);

/** Messages about minors are read by the sexual_minors detectors alone. */
const MINOR = new PhraseSet(MINOR_WORDS.minors);
const MINOR_TRIGGER = triggerWords(MINOR);
/** A minor named in the sentence, unless said to be elsewhere (`kids are at their dad's`). */
function minorAt(words: readonly string[], i: number): boolean {
  const minor = MINOR.at(words, i);
  return minor !== undefined && !MINORS_AWAY.test(` ${words.slice(minor.end, minor.end + 3).join(' ')}`);
}

interface Hit {
  readonly from: number;
  readonly end: number;
  readonly label: 'explicit' | 'solicitation';
}

/** A person or a sexual body part as the object of an act starting at `i`; its end if found. */
function objectAt(words: readonly string[], i: number, act: string): number | undefined {
  const w = words[i];
  if (w === undefined) return undefined;
  // `lick every inch of you`: the whole body as object, whatever the act.
  if (w === 'every' && words[i + 1] === 'inch' && words[i + 2] === 'of' && PERSON.has(words[i + 3] ?? '')) return i + 4;
  if (PERSON.has(w)) {
    // `feel you inside me`, `taste you all over`: any act, once the place is intimate.
    const place = intimatePlaceAt(words, i + 1);
    if (place !== undefined) return place;
    if (act === 'eat') return words[i + 1] === 'out' ? i + 2 : undefined;
    if (!ACT_ON_PERSON.has(act)) return undefined;
    const after = words[i + 1];
    // `fuck you up`, `ride you to work`; but `fingered me in the cinema` stays what it says.
    if (after !== undefined && NOT_SEXUAL_AFTER.has(after) && !EXPLICIT_ON_PERSON.has(act)) return undefined;
    return i + 1;
  }
  if (POSSESSIVE.has(w)) {
    for (let k = i + 1; k < i + 4 && k < words.length; k++) {
      const n = words[k]!;
      if (BODY.has(n)) return SOFT_BODY.has(n) && !ACT_ON_PERSON.has(act) && !['suck', 'sucking', 'sucked', 'spank', 'grope', 'fondle', 'squeeze', 'grab', 'play with'].includes(act) ? undefined : k + 1;
      if (n === ',') return undefined;
    }
  }
  return undefined;
}

/** Desire within the five tokens before `i`, not negated. */
function desireBefore(words: readonly string[], i: number): number | undefined {
  for (let k = Math.max(0, i - 5); k < i; k++) {
    const d = DESIRE.at(words, k);
    if (d && d.end <= i && !CONTEXT.negatedBefore(words, k, 2)) return k;
  }
  return undefined;
}

/** A wish up to nine tokens back: `I want to tie you up and make you beg`. */
function wishBefore(words: readonly string[], i: number): number | undefined {
  return desireBefore(words, i) ?? desireBefore(words, Math.max(0, i - 4));
}

/** `you make me so wet`, `got me so hard`. */
const MAKE = new Set(['make', 'makes', 'got', 'making']);
/**
 * Every hit below holds one of these words: of media, of an act, a body part, nakedness or a state
 * of undress, clothes, arousal, `hands`, `inside`, `sex` or `make`.
 */
const TRIGGER = triggerWords(SEXUAL_MEDIA, ACT, BODY, MAKE, NAKED, IN_STATE, CLOTHES, AROUSAL_STATE, new Set(['hands', 'inside', 'sex', ...INTRANSITIVE]));

/** `I want you naked`, `wanna see u topless`, `let's get naked`. */
function nakedAt(words: readonly string[], i: number): Hit | undefined {
  if (!NAKED.has(words[i]!)) return undefined;
  if ((words[i - 1] === 'get' || words[i - 1] === 'getting') && LETS.has(words[i - 2] ?? '')) return { from: i - 2, end: i + 1, label: 'solicitation' };
  // `get naked for me`, `strip naked for me`.
  if (words[i + 1] === 'for' && words[i + 2] === 'me' && !CONTEXT.negatedBefore(words, i, 3)) return { from: Math.max(0, i - 1), end: i + 3, label: 'solicitation' };
  // `what would you do if I was naked in your bed`: nakedness in a bed, with the reader in the sentence.
  const bed = words.slice(i + 1, i + 4).indexOf('bed');
  if (bed >= 0 && ['your', 'my', 'ur'].includes(words[i + bed] ?? '') && words.some((w) => w === 'you' || w === 'u') && !CONTEXT.negatedBefore(words, i, 4)) return { from: i, end: i + bed + 2, label: 'explicit' };
  for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
    if (PERSON.has(words[k]!) && words[k] !== 'me') {
      const desire = desireBefore(words, k);
      return desire === undefined || CONTEXT.negatedBefore(words, desire, 3) ? undefined : { from: desire, end: i + 1, label: 'solicitation' };
    }
  }
  return undefined;
}

/** `send me a pic of you in the shower`, `a video of you undressing`: asked for, not merely mentioned. */
function pictureAt(words: readonly string[], i: number): Hit | undefined {
  // `a pic of you ...`, or the reader seen directly: `I want to see you without any clothes on`.
  const of = PICTURE.has(words[i]!) && words[i + 1] === 'of' ? i + 2 : words[i] === 'see' ? i + 1 : undefined;
  if (of === undefined || !['you', 'u', 'yourself'].includes(words[of] ?? '')) return undefined;
  let end: number | undefined;
  for (let k = of + 1; k < of + 4 && k < words.length && end === undefined; k++) {
    if (NAKED.has(words[k]!)) end = k + 1;
    else end = IN_STATE.at(words, k)?.end;
  }
  if (end === undefined) return undefined;
  for (let k = Math.max(0, i - 4); k < i; k++) if ((SOLICIT.at(words, k) || DESIRE.at(words, k)) && !CONTEXT.negatedBefore(words, k, 2)) return { from: k, end, label: 'solicitation' };
  return undefined;
}

/** `rip your clothes off`, `I'd love to get you out of those jeans`, `show me what's under that skirt`. */
function undressAt(words: readonly string[], i: number): Hit | undefined {
  const verb = words[i]!;
  if (words[i] === "what's" && words[i + 1] === 'under' && ['that', 'your', 'ur', 'her', 'those'].includes(words[i + 2] ?? '') && CLOTHES.has(words[i + 3] ?? '')) {
    const want = desireBefore(words, i);
    return want === undefined ? undefined : { from: want, end: i + 4, label: 'solicitation' };
  }
  if (!STRIP.has(verb) && !REMOVE.has(verb)) return undefined;
  let end: number | undefined;
  if (['your', 'ur', 'her', 'those', 'that'].includes(words[i + 1] ?? '') && CLOTHES.has(words[i + 2] ?? '') && words[i + 3] === 'off') end = i + 4;
  else if (PERSON.has(words[i + 1] ?? '') && words[i + 2] === 'out' && words[i + 3] === 'of' && CLOTHES.has(words[i + 5] ?? '')) end = i + 6;
  if (end === undefined) return undefined;
  const desire = desireBefore(words, i);
  if (desire === undefined && !STRIP.has(verb)) return undefined;
  return CONTEXT.negatedBefore(words, desire ?? i, 3) ? undefined : { from: desire ?? i, end, label: desire === undefined ? 'explicit' : 'solicitation' };
}

/** `I'll make you moan`, `I want to make you scream my name`. */
function climaxAt(words: readonly string[], i: number): Hit | undefined {
  if (words[i] !== 'make' || !PERSON.has(words[i + 1] ?? '') || words[i + 1] === 'me') return undefined;
  const at = words[i + 2] === 'so' ? i + 3 : i + 2;
  const climax = CLIMAX.at(words, at);
  const desire = climax && wishBefore(words, i);
  return climax && desire !== undefined ? { from: desire, end: climax.end, label: 'explicit' } : undefined;
}

/** `I'm wet just thinking about last night`, `my pussy is throbbing`. */
function arousalAt(words: readonly string[], i: number): Hit | undefined {
  const self = SELF_AROUSED.at(words, i);
  const body = !self && POSSESSIVE.has(words[i]!) && BODY.has(words[i + 1] ?? '') && !SOFT_BODY.has(words[i + 1]!) ? i + 2 : undefined;
  let at = self?.end ?? body;
  if (at === undefined) return undefined;
  if (body !== undefined && ['is', 'gets', 'getting', 'feels'].includes(words[at] ?? '')) at++;
  if (['so', 'really', 'already', 'all', 'just'].includes(words[at] ?? '')) at++;
  const state = AROUSAL_STATE.at(words, at);
  if (!state) return undefined;
  // A body part needs nothing more; the speaker's state needs whom or what it is about.
  if (body !== undefined) return { from: i, end: state.end, label: 'explicit' };
  const by = AROUSED_BY.at(words, state.end) ?? AROUSED_BY.at(words, state.end + 1);
  return by ? { from: i, end: by.end, label: 'explicit' } : undefined;
}

/** `wanna see my new lingerie?`: intimate clothes offered or asked to be seen. */
function intimateClothesAt(words: readonly string[], i: number): Hit | undefined {
  if (words[i] !== 'see' || !['my', 'your', 'ur'].includes(words[i + 1] ?? '')) return undefined;
  const k = words[i + 2] === 'new' ? i + 3 : i + 2;
  if (!INTIMATE_CLOTHES.has(words[k] ?? '')) return undefined;
  const want = desireBefore(words, i + 1);
  return want === undefined ? undefined : { from: want, end: k + 1, label: 'solicitation' };
}

/** `while I'm inside you`. */
function insideAt(words: readonly string[], i: number): Hit | undefined {
  if (words[i] !== 'inside' || !['you', 'u', 'me'].includes(words[i + 1] ?? '')) return undefined;
  const subject = words[i - 1] ?? '';
  const before = ["i'm", 'im', 'am', 'be', 'being', "you're", 'youre', 'are', 'get', 'cum', 'come', 'finish'];
  return before.includes(subject) && words[i + 2] !== 'know' && !CONTEXT.negatedBefore(words, i - 1, 3) ? { from: i - 1, end: i + 2, label: 'explicit' } : undefined;
}

/** What names a screw as a thing (`i need a screw for the hinge`), not the act. */
const A_THING: ReadonlySet<string> = new Set(['a', 'the', 'one', 'another', 'this', 'that', 'each', 'any', 'spare', 'loose']);

/** `wanna come over tonight and have sex?`, `let's f.u.c.k in the back`: sex proposed a few words after the wish. */
function haveSexAt(words: readonly string[], i: number): Hit | undefined {
  if (words[i] === 'screw' && A_THING.has(words[i - 1] ?? '')) return undefined;
  let end: number;
  if (words[i] === 'have' && words[i + 1] === 'sex') {
    if (['education', 'ed', 'offender', 'offenders', 'trafficking', 'abuse'].includes(words[i + 2] ?? '')) return undefined;
    end = i + 2;
  } else if (INTRANSITIVE.has(words[i]!) && !NOT_SEX_AFTER.has(words[i + 1] ?? '') && !PERSON.has(words[i + 1] ?? '')) {
    // The passive (`fucked`) only after `be` or `get`: `we got fucked by the ref` stays sport.
    if (words[i]!.endsWith('ed') && !words.slice(Math.max(0, i - 4), i).some((w) => w === 'be' || w === 'get' || w === 'getting')) return undefined;
    end = i + 1;
  } else return undefined;
  const lets = LETS.has(words[i - 1] ?? '') ? i - 1 : undefined;
  const desire = lets ?? wishBefore(words, i);
  return desire === undefined || CONTEXT.negatedBefore(words, desire, 3) ? undefined : { from: desire, end, label: 'solicitation' };
}

/** `your body on top of mine`, `your hands all over me`. */
function bodyPlaceAt(words: readonly string[], i: number): Hit | undefined {
  if (!POSSESSIVE.has(words[i]!) || !(BODY.has(words[i + 1] ?? '') || words[i + 1] === 'hands')) return undefined;
  const place = INTIMATE_PLACE.at(words, i + 2);
  return place ? { from: i, end: place.end, label: 'explicit' } : undefined;
}

/** Sexual talk in plain words, each read at a token; the first that matches wins. */
const PLAIN_RULES: readonly ((words: readonly string[], i: number) => Hit | undefined)[] = [
  nakedAt, pictureAt, undressAt, climaxAt, arousalAt, bodyPlaceAt, insideAt, haveSexAt, intimateClothesAt,
];
/** The words those rules can start at: any other token is passed over with one lookup. */
const PLAIN_START = new Set([
  ...NAKED, ...PICTURE, ...STRIP, ...REMOVE, ...POSSESSIVE, ...INTRANSITIVE, ...SELF_AROUSED.firstWords(),
  'see', "what's", 'make', 'inside', 'have',
]);
function plainAt(words: readonly string[], i: number): Hit | undefined {
  if (!PLAIN_START.has(words[i]!)) return undefined;
  for (const read of PLAIN_RULES) {
    const hit = read(words, i);
    if (hit) return hit;
  }
  return undefined;
}

function hitsIn(words: readonly string[]): Hit[] {
  const out: Hit[] = [];
  for (let i = 0; i < words.length; i++) {
    const media = SEXUAL_MEDIA.at(words, i);
    if (media) {
      // `send nudes`, `dm me for spicy pics`: a request or offer within four tokens before.
      let from: number | undefined;
      for (let k = Math.max(0, i - 4); k < i && from === undefined; k++) if (SOLICIT.at(words, k) && !CONTEXT.negatedBefore(words, k, 2)) from = k;
      if (from !== undefined && !(media.phrase === 'nude' && words[media.end] !== undefined && !['pics', 'pic', 'photos', 'selfie', 'selfies', 'pls', 'please'].includes(words[media.end]!))) {
        out.push({ from, end: media.end, label: 'solicitation' });
        i = media.end - 1;
        continue;
      }
    }
    const act = ACT.at(words, i);
    if (act) {
      const end = objectAt(words, act.end, act.phrase);
      const desire = end === undefined ? undefined : desireBefore(words, i);
      // Desire makes it a proposition; a sexual body part as object is explicit description by itself.
      const part = end !== undefined && ((BODY.has(words[end - 1]!) && !SOFT_BODY.has(words[end - 1]!)) || EXPLICIT_ON_PERSON.has(act.phrase));
      if (end !== undefined && (desire !== undefined || part) && !CONTEXT.negatedBefore(words, i, 3)) {
        out.push({ from: desire ?? i, end, label: desire !== undefined ? 'solicitation' : 'explicit' });
        i = end - 1;
        continue;
      }
    }
    // `wanna see your tits`, `show me your dick`: a sexual body part asked to be seen.
    if (POSSESSIVE.has(words[i]!) && words[i] !== 'my' && BODY.has(words[i + 1] ?? '') && !SOFT_BODY.has(words[i + 1]!)) {
      const want = desireBefore(words, i);
      if (want !== undefined && SEE.has(words[i - 1]!)) {
        out.push({ from: want, end: i + 2, label: 'solicitation' });
        i++;
        continue;
      }
    }
    const rule = plainAt(words, i);
    if (rule) {
      out.push(rule);
      i = rule.end - 1;
      continue;
    }
    // `you make me so wet`, `got me so hard`.
    if (MAKE.has(words[i]!) && words[i + 1] === 'me') {
      let k = i + 2;
      while (k < i + 4 && (words[k] === 'so' || words[k] === 'really' || words[k] === 'very')) k++;
      const subject = words[i - 1] === 'you' || words[i - 1] === 'u' || words[i - 1] === 'ur' || words[i - 1] === 'your';
      // `hard` is also effort (`you make me work hard`): only at the clause end.
      const heat = words[k] === 'hard' ? words[k + 1] === undefined || words[k + 1] === ',' : AROUSAL.has(words[k] ?? '');
      if (subject && heat) {
        out.push({ from: i - 1, end: k + 1, label: 'explicit' });
        i = k;
      }
    }
  }
  return out;
}

function detectComposedSexual(reading: Reading): void {
  const { doc, findings } = reading;
  let budget = MAX_COMPOSED_FINDINGS;
  const all = reading.sentenceWords;
  // Most texts hold no trigger at all: they are told apart before the look for minors.
  if (!reading.holds(TRIGGER)) return;
  if (reading.holds(MINOR_TRIGGER) && all.some((words) => words.some((_, i) => minorAt(words, i)))) return;
  for (const [s, words] of all.entries()) {
    if (budget <= 0) break;
    const tokens = reading.sentences[s]!;
    if (!reading.sentenceHolds(s, TRIGGER) || (reading.sentenceHolds(s, MEDICAL_TRIGGER) && words.some((_, i) => MEDICAL.at(words, i) !== undefined))) continue;
    for (const hit of hitsIn(words)) {
      if (budget <= 0 || CONTEXT.isSecondHand(doc.text, tokens[hit.from]!.from, tokens[hit.end - 1]!.to)) continue;
      budget--;
      findings.add({
        category: 'sexual',
        label: hit.label,
        severity: 'medium',
        confidence: 0.8,
        ...originalSpan(doc, tokens[hit.from]!.from, tokens[hit.end - 1]!.to),
      });
    }
  }
}

export const composedSexual: Detector = {
  name: 'sexual/composed',
  categories: ['sexual'],
  words: [MINOR_WORDS, WORDS],
  detect: detectComposedSexual,
};
