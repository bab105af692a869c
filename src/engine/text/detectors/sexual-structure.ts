// Sexual content composed from parts: a sexual act or body part x a framing that makes it sexual
// talk (first or second person desire, solicitation of pictures, explicit description). Medical,
// educational and anatomical sentences damp it; minors stay with the sexual_minors detectors.
import type { FindingSet } from '../findings.ts';
import { MINORS, PROTECTIVE } from '../lexicon.ts';
import { originalSpan, type NormalizedText } from '../normalize.ts';
import { isSecondHand, negatedAt } from '../structure/dampers.ts';
import { PhraseSet, triggerWords } from '../structure/phrases.ts';
import { MAX_COMPOSED_FINDINGS, sentences, sentenceWords } from '../structure/sentences.ts';

/** Body parts that are sexual in themselves once someone's (`your tits`, `my cock`). */
const BODY = new Set([
  'dick', 'cock', 'pussy', 'tits', 'titties', 'titty', 'boobs', 'boobies', 'nipples', 'nipple', 'clit', 'penis', 'vagina',
  'breasts', 'balls', 'booty', 'butthole', 'dong', 'shaft', 'crotch', 'genitals', 'cunt', 'schlong', 'junk', 'bulge',
  'rack', 'thighs', 'ass', 'butt', 'body', 'lips', 'mouth', 'tongue', 'pics', 'nudes',
]);
/** Of those, the ones that need a sexual act beside them (`your body`, `your ass`, `kick your ass`). */
const SOFT_BODY = new Set(['ass', 'butt', 'body', 'lips', 'mouth', 'tongue', 'thighs', 'balls', 'junk', 'rack', 'pics', 'nudes', 'booty', 'bulge', 'breasts']);
/** Sexual acts done to someone: `lick you`, `suck my dick`, `bend you over`. */
const ACT = new PhraseSet([
  'fuck', 'bang', 'screw', 'suck', 'lick', 'finger', 'eat out', 'ride', 'blow', 'hump', 'grind on', 'sit on', 'spank',
  'undress', 'strip', 'taste', 'go down on', 'bend over', 'bend', 'pound', 'rail', 'stroke', 'rub', 'grope', 'fondle',
  'play with', 'touch', 'squeeze', 'grab', 'kiss', 'bite', 'make love to', 'have sex with', 'sleep with', 'jerk',
  'sucking', 'licking', 'riding', 'fucking', 'banging', 'fingering', 'stroking', 'rubbing', 'touching', 'sucked',
  'licked', 'rode', 'fucked', 'banged', 'fingered', 'stroked', 'rubbed', 'groped', 'fondled', 'spread', 'moan',
]);
/** Acts that are sexual with a bare person as object; the rest need a sexual body part. */
const ACT_ON_PERSON = new Set(['fuck', 'bang', 'screw', 'lick', 'finger', 'eat out', 'ride', 'hump', 'grind on', 'go down on', 'bend over', 'bend', 'pound', 'rail', 'undress', 'fondle', 'grope', 'make love to', 'have sex with', 'sleep with', 'fucking', 'banging', 'fingering', 'riding', 'licking', 'fucked', 'banged', 'fingered', 'groped', 'fondled']);
/** After `fuck you` or `ride you` these make it violence, insult or travel, not sex. */
const NOT_SEXUAL_AFTER = new Set(['up', 'over', 'off', 'away', 'home', 'to', 'there', 'around', 'out', 'dry', 'alive', 'a', 'with', 'and', 'in', 'for']);
const PERSON = new Set(['you', 'u', 'me', 'her', 'him', 'ya']);
const POSSESSIVE = new Set(['your', 'ur', 'my', 'her', 'his', 'yo']);
/** Desire or intent of the speaker or the reader: `i want to`, `let me`, `wanna`, `can i`. */
const DESIRE = new PhraseSet([
  'i want to', 'i wanna', 'wanna', 'want to', 'i need to', "i'd love to", 'id love to', 'i would love to', 'let me',
  'lemme', 'can i', 'i will', "i'll", 'ill', "i'm gonna", 'im gonna', 'gonna', "i'm going to", 'im going to', 'i could',
  "i'd", 'come', 'i would', 'i can', 'i need you to', 'i want you to', 'want you to', 'dying to', "can't wait to",
  'cant wait to', 'i wish i could', 'you should', 'u should', 'you can', 'u can', 'i crave', 'i love to', 'imma', 'ima',
  'i like to', 'want me to', 'wanna see', 'want to see', 'let me see', 'show me', 'send me', 'i need', 'i want',
]);
/** Pictures asked for or offered with a sexual qualifier: `send nudes`, `dm me for pics`, `spicy pics`. */
const SEXUAL_MEDIA = new PhraseSet([
  'nudes', 'noods', 'nude', 'nude pics', 'naked pics', 'naked pictures', 'lewds', 'lewd pics', 'spicy pics',
  'spicy content', 'spicy videos', 'naughty pics', 'naughty photos', 'naughty content', 'nsfw pics', 'nsfw content',
  'nsfw videos', 'sexy pics', 'sexy photos', 'sexy videos', 'hot pics', 'dirty pics', 'private pics', 'private videos',
  'private show', 'cam show', 'explicit pics', 'explicit content', 'adult content', 'xxx content', 'feet pics',
  'something sexy', 'something naughty', 'something dirty', 'pics of your body', 'pic of your body', 'boob pics',
  'tit pics', 'ass pics', 'dick pics', 'dick pic', 'pussy pics', 'titty pics', 'x rated pics', 'full nudes',
]);
/** Asking for or selling those pictures. */
const SOLICIT = new PhraseSet([
  'send', 'send me', 'sending', 'dm me for', 'dm for', 'message me for', 'text me for', 'hmu for', 'snap me for',
  'inbox me for', 'selling', 'buy my', 'buy', 'trade', 'trading', 'swap', 'show me', 'got any', 'have any', 'drop',
  'link in bio for', 'subscribe for', 'sub for', 'check my bio for', 'dm me', 'pm me for', 'pm me', 'exchange',
]);
/** Verbs of seeing that end a desire for a body part: `wanna see`, `show me`, `send me`. */
const SEE = new Set(['see', 'me', 'show', 'at', 'touch', 'feel', 'taste']);
/** Heat said of the speaker because of the reader: `you make me so wet`. */
const AROUSAL = new Set(['wet', 'hard', 'horny', 'aroused', 'throbbing', 'dripping']);
const MEDICAL = new PhraseSet([
  ...PROTECTIVE, 'doctor', 'doctors', 'clinic', 'exam', 'examination', 'screening', 'cancer', 'breast cancer', 'mammogram',
  'testicular', 'gynecologist', 'urologist', 'symptoms', 'symptom', 'infection', 'std', 'sti', 'stis', 'stds', 'rash',
  'lump', 'pain', 'breastfeeding', 'nursing', 'lactation', 'pregnancy', 'pregnant', 'contraception', 'surgery', 'injury',
  'injured', 'sore', 'swollen', 'hurts', 'diagnosis', 'diagnosed', 'textbook', 'diagram', 'lesson', 'class', 'museum',
  'statue', 'painting', 'art', 'physio', 'massage therapist', 'x ray', 'scan', 'clinician', 'patient', 'patients',
  'vaccine', 'hpv', 'biopsy', 'ultrasound', 'hospital', 'vet', 'dog', 'cat', 'puppy', 'kitten', 'horse', 'baby', 'diaper',
]);

/** Messages about minors are read by the sexual_minors detectors alone. */
const MINOR = new PhraseSet(MINORS);

interface Hit {
  readonly from: number;
  readonly end: number;
  readonly label: 'explicit' | 'solicitation';
}

/** A person or a sexual body part as the object of an act starting at `i`; its end if found. */
function objectAt(words: readonly string[], i: number, act: string): number | undefined {
  const w = words[i];
  if (w === undefined) return undefined;
  if (PERSON.has(w)) {
    if (!ACT_ON_PERSON.has(act)) return undefined;
    const after = words[i + 1];
    if (after !== undefined && NOT_SEXUAL_AFTER.has(after) && !(act === 'eat' && after === 'out')) return undefined;
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
    if (d && d.end <= i && !negatedAt(words, k, 2)) return k;
  }
  return undefined;
}

/** `you make me so wet`, `got me so hard`. */
const MAKE = new Set(['make', 'makes', 'got', 'making']);
/** Every hit below holds one of these words: of media, of an act, a body part, or `make me`. */
const TRIGGER = triggerWords(SEXUAL_MEDIA, ACT, BODY, MAKE);

function hitsIn(words: readonly string[]): Hit[] {
  const out: Hit[] = [];
  for (let i = 0; i < words.length; i++) {
    const media = SEXUAL_MEDIA.at(words, i);
    if (media) {
      // `send nudes`, `dm me for spicy pics`: a request or offer within four tokens before.
      let from: number | undefined;
      for (let k = Math.max(0, i - 4); k < i && from === undefined; k++) if (SOLICIT.at(words, k) && !negatedAt(words, k, 2)) from = k;
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
      const part = end !== undefined && BODY.has(words[end - 1]!) && !SOFT_BODY.has(words[end - 1]!);
      if (end !== undefined && (desire !== undefined || part) && !negatedAt(words, i, 3)) {
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

export function detectComposedSexual(doc: NormalizedText, findings: FindingSet): void {
  let budget = MAX_COMPOSED_FINDINGS;
  const wordsOf = sentenceWords(doc);
  const all = sentences(doc).map((tokens, s) => ({ tokens, words: wordsOf[s]! }));
  // Most texts hold no trigger at all: they are told apart before the look for minors.
  if (!all.some(({ words }) => words.some((w) => TRIGGER.has(w)))) return;
  if (all.some(({ words }) => words.some((_, i) => MINOR.at(words, i) !== undefined))) return;
  for (const { tokens, words } of all) {
    if (budget <= 0) break;
    if (!words.some((w) => TRIGGER.has(w)) || words.some((_, i) => MEDICAL.at(words, i) !== undefined)) continue;
    for (const hit of hitsIn(words)) {
      if (budget <= 0 || isSecondHand(doc, tokens, hit.from, hit.end - 1)) continue;
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
