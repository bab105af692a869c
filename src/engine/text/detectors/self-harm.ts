// Self-harm: first-person intent to die or to harm oneself (high), and accounts of ongoing
// self-harm (medium). Talk about the subject, help lines and hyperbole about bugs are not flagged.
import type { Severity } from '../../../api/index.ts';
import type { FindingSet } from '../findings.ts';
import { isNegated, isReported } from '../context.ts';
import { NEGATIONS } from '../lexicon.ts';
import { originalSpan, type NormalizedText } from '../normalize.ts';
import { alt, scan, words } from '../pattern.ts';

const ME = alt(['i', "i'm", 'im', 'i am', "i'll", 'ill', "i've", 'i have', "i'd", 'i would']);
const CHAIN = alt([
  'want', 'wanna', 'to', 'going', 'gonna', 'will', 'am', 'plan', 'planning', 'need', 'just', 'really', 'seriously',
  'honestly', 'should', 'might', 'could', 'think', 'ready', 'about', 'finally', 'tonight', 'today', 'soon', 'try',
  'trying', 'tried', 'wish', 'could', 'so', 'want', 'feel', 'like', 'go', 'and', ...NEGATIONS,
]);
const INTENT = new Set(['want', 'wanna', 'going', 'gonna', 'will', "i'll", 'ill', 'plan', 'planning', 'need', 'ready', 'about', 'wish', 'try', 'trying', 'tried', 'should', 'feel', 'like']);

const ACTS = alt(['kill myself', 'end my life', 'end it all', 'take my own life', 'take my life', 'commit suicide', 'hurt myself', 'harm myself', 'cut myself', 'hang myself', 'shoot myself', 'overdose', 'od', 'jump off a bridge', 'jump off the roof', 'slit my wrists', 'die', 'be dead', 'not wake up', 'disappear forever', 'stop existing', 'off myself', 'unalive myself', 'end myself', 'starve myself']);
const INTENT_RE = words(`${ME}((?: ${CHAIN}){0,6}) ${ACTS}`);

const STATEMENTS: readonly { re: RegExp; label: string; severity: Severity; confidence: number; negatable: boolean }[] = [
  { label: 'suicidal_intent', severity: 'high', confidence: 0.9, negatable: false,
    re: words(`${ME} (?:don't|dont|do not) want to (?:live|be alive|wake up|exist|be here|go on)(?: anymore| any more)?`) },
  { label: 'suicidal_intent', severity: 'high', confidence: 0.9, negatable: true,
    re: words(`${ME}(?: (?:been|keep|always|often|constantly|really))* (?:thinking|thought|think) (?:about|of) (?:suicide|killing myself|ending it|ending my life|taking my (?:own )?life|dying)`) },
  { label: 'suicidal_intent', severity: 'high', confidence: 0.9, negatable: true,
    re: words(`(?:${ME}|feeling|feel)(?: so| really| very| pretty| kind of| kinda| feeling| been)* suicidal`) },
  { label: 'suicidal_intent', severity: 'high', confidence: 0.85, negatable: false,
    re: words(`(?:(?:everyone|everybody|the world|they|my family|my friends) (?:would be|is|'d be|will be) better off without me|${ME} (?:would|'d)? ?be better off dead|(?:no|nothing) (?:reason )?to live for|no reason to live|(?:can't|cant|cannot) go on (?:anymore|any more|like this))`) },
  { label: 'self_harm_method', severity: 'high', confidence: 0.85, negatable: false,
    re: words(`(?:how (?:do|can|should|would) i (?:kill myself|end my life|commit suicide|overdose)|(?:best|easiest|quickest|painless|painlessly) (?:way|ways|method|methods) to (?:die|kill myself|commit suicide|end my life)|how many (?:pills|sleeping pills|tylenol) (?:to|would|does it take to) (?:die|kill|overdose))`) },
  { label: 'self_harm', severity: 'medium', confidence: 0.8, negatable: true,
    re: words(`(?:${ME}(?: been| started| keep| still| always)* (?:cutting|burning|starving|hurting|harming|scratching) myself|${ME} (?:self harm|selfharm|self harmed|relapsed on self harm)|(?:pro ana|pro mia|thinspo|thinspiration|meanspo))`) },
  { label: 'self_harm', severity: 'medium', confidence: 0.65, negatable: true, re: words(`kms`) },
];
const HYPERBOLE_AFTER = [' laughing', ' lol', ' lmao', ' haha', ' xd', ' jk', ' with laughter'];

export function detectSelfHarm(doc: NormalizedText, findings: FindingSet): void {
  const text = doc.text;
  for (const m of scan(INTENT_RE, text)) {
    const chain = (m[1] ?? '').split(' ').filter(Boolean);
    const end = m.index + m[0].length;
    const head = m[0].split(' ')[0] ?? '';
    if (chain.some((t) => NEGATIONS.includes(t) || t.endsWith("n't")) || isNegated(text, m.index, 3)) continue;
    if (!chain.some((t) => INTENT.has(t)) && !INTENT.has(head)) continue;
    if (HYPERBOLE_AFTER.some((h) => text.startsWith(h, end))) continue;
    const reported = isReported(text, m.index, end);
    findings.add({ category: 'self_harm', label: 'suicidal_intent', severity: reported ? 'low' : 'high', confidence: reported ? 0.6 : 0.9, ...originalSpan(doc, m.index, end) });
  }
  for (const s of STATEMENTS) {
    for (const m of scan(s.re, text)) {
      const end = m.index + m[0].length;
      if (s.negatable && isNegated(text, m.index, 3, m[0].split(' '))) continue;
      const reported = isReported(text, m.index, end);
      findings.add({ category: 'self_harm', label: s.label, severity: reported ? 'low' : s.severity, confidence: reported ? 0.6 : s.confidence, ...originalSpan(doc, m.index, end) });
    }
  }
}
