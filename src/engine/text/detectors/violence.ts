// Threats of violence: a speaker announcing harm to a person or place, wishes of harm, incitement.
import type { FindingSet } from '../findings.ts';
import { isNegated, isReported } from '../context.ts';
import { BENIGN_AFTER_TARGET, INTENT, NEGATIONS, THREAT_TARGETS, VIOLENT_VERBS } from '../lexicon.ts';
import { originalSpan, type NormalizedText } from '../normalize.ts';
import { alt, scan, words } from '../pattern.ts';

const SUBJECT = alt(['i', 'we', "i'll", "we'll", 'ill', "i'm", 'im', "we're", "i'd", "we'd", 'ima', 'imma', 'i am', 'we are']);
const CHAIN_WORDS = [
  ...INTENT, ...NEGATIONS, 'to', 'and', 'am', 'are', 'go', 'really', 'totally', 'literally', 'seriously', 'definitely',
  'fucking', 'fuckin', 'just', 'so', 'got', 'might', 'personally', 'actually', 'find', 'track', 'down', 'you', 'u', 'then',
  'also', 'soon', 'one', 'day', 'ever', 'again', 'first', 'gladly', 'happily', 'absolutely', 'right', 'now', 'tonight',
  'tomorrow', 'after', 'school', 'work', 'wait', 'outside', 'be', 'the', 'one', 'who', 'willing', 'ready',
];
const TARGET_FILLER = alt(['all', 'every', 'both', 'the', 'fucking', 'fuckin', 'damn', 'goddamn', 'stupid', 'little', 'of']);
const THREAT = words(`(${SUBJECT})((?: ${alt(CHAIN_WORDS)}){0,7}) (${alt(VIOLENT_VERBS)})(?: ${TARGET_FILLER}){0,2} ${alt(THREAT_TARGETS)}`);
/** Verbs of games and debates as much as of fights: `I'll destroy you at chess`. */
const COMPETITIVE = new Set(['beat', 'destroy', 'wreck', 'smash', 'crush', 'end', 'fight', 'kill', 'murder', 'slaughter', 'bash', 'kick', 'waste']);
const WEAK_INTENT = new Set(['would', 'could', "i'd", "we'd", 'should', 'might']);
const INTENT_SET = new Set(INTENT);
const BENIGN_AFTER = BENIGN_AFTER_TARGET.map((b) => ` ${b} `);

const STATEMENTS: readonly { re: RegExp; label: string; severity: 'high' | 'medium'; confidence: number }[] = [
  { label: 'threat', severity: 'high', confidence: 0.9,
    re: words(`(?:i|we) know where (?:you|u|ur|your (?:kids|children|family|wife|husband|mom|mother|parents)) (?:live|lives|work|works|sleep|sleeps|go|goes|are|is)`) },
  { label: 'threat', severity: 'high', confidence: 0.8,
    re: words(`(?:you're|youre|you are|ur|u r|you) (?:so |already |gonna be |going to be )?(?:dead|dead meat|a dead man|a dead woman)(?= [.!?,]| *$)`) },
  { label: 'threat', severity: 'high', confidence: 0.85,
    re: words(`(?:you|u) (?:will|'ll|gonna|are going to|are gonna) (?:die|bleed|be killed|get killed|get shot|get stabbed|be dead)`) },
  { label: 'threat', severity: 'medium', confidence: 0.7,
    re: words(`(?:you|u) (?:will|'ll|gonna|are going to|are gonna) (?:pay for this|regret this|regret it|be sorry)`) },
  { label: 'threat', severity: 'high', confidence: 0.85,
    re: words(`(?:watch your back|sleep with one eye open|(?:your|ur) days are numbered|count your days|(?:i'm|im|i am|we're|we are) coming for (?:you|u)|(?:i'll|ill|i will|we will|we'll|gonna) (?:find|hunt) (?:you|u) down|(?:i|we) (?:will|'ll) make (?:you|u) (?:suffer|bleed|pay))`) },
  { label: 'threat', severity: 'high', confidence: 0.85,
    re: words(`(?:i'll|ill|i will|we will|we'll|gonna|going to|i'm going to|im going to) find (?:you|u)(?: and| then) ${alt(VIOLENT_VERBS)}`) },
  { label: 'mass_violence', severity: 'high', confidence: 0.9,
    re: words(`(?:shoot|bomb|blow) up (?:the|this|that|our|my|a|your|their) (?:school|office|church|mosque|synagogue|mall|concert|building|place|campus|stadium|temple|hospital|station|class|classroom|party|parade)`) },
  { label: 'incitement', severity: 'high', confidence: 0.8,
    re: words(`(?:someone|somebody|people|we|yall|y'all|you guys|everyone) (?:should|needs to|need to|has to|have to|must) (?:kill|shoot|stab|murder|hang|beat up|attack|burn|lynch) (?:him|her|them|you|this guy|that guy|that bitch|the president|this man|this woman)`) },
  { label: 'wish_of_harm', severity: 'medium', confidence: 0.75,
    re: words(`(?:i )?(?:hope|wish|pray) (?:you|u|he|she|they|your family) (?:die|dies|get killed|gets killed|get shot|gets shot|get raped|gets raped|burn|burns|rot|choke|chokes|suffer|suffers|get cancer|gets cancer|get hit by a (?:car|bus|truck))`) },
];

export function detectViolence(doc: NormalizedText, findings: FindingSet): void {
  const text = doc.text;
  for (const m of scan(THREAT, text)) {
    const chain = (m[2] ?? '').split(' ').filter(Boolean);
    const leadTokens = [...(m[1] ?? '').split(' '), ...chain];
    const end = m.index + m[0].length;
    if (BENIGN_AFTER.some((b) => text.startsWith(b, end))) continue;
    if (COMPETITIVE.has(m[3] ?? '') && (text.startsWith(' at ', end) || text.startsWith(' in ', end))) continue;
    if (leadTokens.some((t) => NEGATIONS.includes(t) || t.endsWith("n't")) || isNegated(text, m.index, 3)) continue;
    if (!leadTokens.some((t) => INTENT_SET.has(t))) continue;
    const weak = chain.some((t) => WEAK_INTENT.has(t)) || /^(?:i'd|we'd)$/.test(leadTokens[0] ?? '');
    const reported = isReported(text, m.index, end);
    const { start, end: stop } = originalSpan(doc, m.index, end);
    findings.add({
      category: 'violence',
      label: 'threat',
      severity: reported ? 'low' : weak ? 'medium' : 'high',
      confidence: reported ? 0.6 : weak ? 0.7 : 0.9,
      start,
      end: stop,
    });
  }
  for (const s of STATEMENTS) {
    for (const m of scan(s.re, text)) {
      const end = m.index + m[0].length;
      if (isNegated(text, m.index, 3)) continue;
      const reported = isReported(text, m.index, end);
      findings.add({
        category: 'violence',
        label: s.label,
        severity: reported ? 'low' : s.severity,
        confidence: reported ? 0.6 : s.confidence,
        ...originalSpan(doc, m.index, end),
      });
    }
  }
}
