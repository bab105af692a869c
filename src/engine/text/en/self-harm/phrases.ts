// Self-harm: first-person intent to die or to harm oneself (high), and accounts of ongoing
// self-harm (medium). Talk about the subject, help lines and hyperbole about bugs are not flagged.
import type { Severity } from '../../../../api/index.ts';
import { withoutLists, type Detector } from '../../detector.ts';
import { originalSpan } from '../../normalize.ts';
import { alt, patternWords, words } from '../../pattern.ts';
import type { Reading } from '../../reading.ts';
import { CONTEXT, isBanter, LAUGHING_EMOJI, meansIt } from '../context.ts';
import CONTEXT_WORDS from '../context.json' with { type: 'json' };
import WORDS from './phrases.json' with { type: 'json' };

/** After a jump off a bridge or a roof: not where it lands or who comes along (`into the lake`, `with my mates`), which make it leisure. */
const NOT_FOR_FUN = `(?! ${alt(WORDS.leisureAfterLeap)}(?![^ ]))`;
/** Where chat drops its subject: a clause's first word (`planning to jump ...`, `cut myself again`). */
const SENTENCE_START = '(?<=(?:^|[,.!?;:] ))';
const ME = alt(WORDS.me);
const CHAIN = alt([
  'want', 'wanna', 'to', 'going', 'gonna', 'will', 'am', 'plan', 'planning', 'need', 'just', 'really', 'seriously',
  'honestly', 'should', 'might', 'could', 'think', 'ready', 'about', 'finally', 'tonight', 'today', 'soon', 'try',
  'trying', 'tried', 'wish', 'could', 'so', 'want', 'feel', 'like', 'go', 'and', ...CONTEXT_WORDS.negations,
]);
const INTENT = new Set(WORDS.intent);
/** Where self-harm is done: `new cuts on my hip`, `burned my thigh with a lighter`. */
const BODY = alt(WORDS.body);
/** What a hurt done to oneself is done with. */
const HURT_VERBS = alt(WORDS.hurtVerbs);

/**
 * Not a tie ended with whom or what it is with: `end it tonight with my boyfriend`, the partner
 * closing the clause or a reason after it, is a break-up; `with her gun`, `with my husband asleep` are not.
 */
const NOT_A_BREAK_UP = `(?! with (?:(?:my|our|the|this|that|his|her|their) )?${alt(WORDS.endedWith)}(?= *$| [.!?,;:]| (?:because|cause|bc|cos|since|he|she|they|after|for|as)(?![^ ])))`;
const ACTS = `(?:${alt(WORDS.acts)}|end it(?: (?:tonight|now|today|for good|forever|soon|before|this (?:week|weekend|time))${NOT_A_BREAK_UP}|(?= [.!?])|$)|jump (?:off|from) (?:a|the|this|that|my) (?:bridge|roof|building|cliff|balcony|tower|window)${NOT_FOR_FUN}|jump in front of (?:a|the) (?:train|bus|truck|car)|(?:drive|crash|steer|swerve)(?: my car)? (?:into|off) (?:a|the) (?:tree|wall|bridge|truck|lorry|cliff|river|barrier|pole|oncoming traffic))`;
const INTENT_RE = words(`${ME}((?: ${CHAIN}){0,6}) ${ACTS}`);
/**
 * The same intent where chat drops the `i`: `gonna overdose this weekend`, `planning to end it
 * tonight`. Only acts that name the means or the self: with no `i`, `about to die` and `gonna be dead`
 * are what chat says of a workout or a concert.
 */
const HYPERBOLIC_ACTS = new Set(['die', 'be dead', 'disappear forever', 'sleep forever', 'overdose', 'od']);
const SUBJECTLESS_ACTS = `(?:${alt(WORDS.acts.filter((act) => !HYPERBOLIC_ACTS.has(act)))}|(?:overdose|od)(?= *$| [.!?,]| tonight| today| tomorrow| this| when| while| on (?:my|all|the|his|her|mum's|mom's|dad's) (?:pills|meds|tablets|insulin)| on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)))`;
const SUBJECTLESS_INTENT_RE = words(`${SENTENCE_START}((?:gonna|going to|planning to|plan to|about to|ready to|want to|wanna)(?: ${CHAIN}){0,4}) ${SUBJECTLESS_ACTS}`);
const INTENT_FORMS = [INTENT_RE, SUBJECTLESS_INTENT_RE];
/** Work and play that a conditional threat to oneself is usually about: `... if this build fails`. */
const TRIVIAL = new RegExp(`(?<![^ ])${alt(WORDS.trivial)}(?![^ ])`, 'u');
/**
 * What a death foretold is blamed on when it is a figure of speech: work and play, and the strain of
 * a workout, a heatwave or a hot sauce (`i'm about to die, this workout is brutal`).
 */
const STRAIN = new RegExp(`(?<![^ ])${alt([...WORDS.trivial, ...WORDS.strain])}(?![^ ])`, 'u');
/** A death foretold (`about to`, `going to`), not wanted: what a figure of speech says. */
const FORETOLD = new Set(WORDS.foretelling);
const WANTED = new Set(WORDS.wanting);
/** How many words either side of a death foretold are read for what it is blamed on, within this many characters. */
const STRAIN_REACH = 12;
const STRAIN_WINDOW = 200;

interface Statement {
  readonly re: RegExp;
  readonly label: string;
  readonly severity: Severity;
  readonly confidence: number;
  /** Whether a negation before the match, or inside it, drops it. */
  readonly negatable: boolean;
  /** Whether negations inside the match are part of what it says: only one before it then drops it. */
  readonly innerNegation?: boolean;
  readonly notInCapitals?: boolean;
  /** Whether laughter, a slip told next or a condition of work or play makes it a figure of speech, read low (`kms 😂`). */
  readonly laughable?: boolean;  /** Whether the match, with the text after it, names something else than it seems to (`relapsed` on drinking). */
  readonly harmlessAfter?: (match: string, after: string) => boolean;
}

/**
 * A relapse into drink, drugs or another habit, not into self-harm: `i relapsed on drinking after 2
 * years sober` (a bare `i relapsed` on a self-harm forum is read as one). Read after the match, so its
 * words are not the normaliser's: they would join disguised spellings in the texts the model learns from.
 */
const ANOTHER_RELAPSE = /^ (?:(?:on|with|into|to) (?:drinking|drink|alcohol|booze|the bottle|drugs|smoking|cigarettes|vaping|weed|gambling|coke|cocaine|heroin|meth|porn|sugar|caffeine|junk food|my diet)(?![^ ])|(?:[^ .!?]+ ){0,5}(?:sober|sobriety)(?![^ ]))/u;
const anotherRelapse = (match: string, after: string): boolean => match.endsWith('relapsed') && ANOTHER_RELAPSE.test(after);

const STATEMENTS: readonly Statement[] = [
  { label: 'suicidal_intent', severity: 'high', confidence: 0.9, negatable: false,
    re: words(`${ME} (?:don't|dont|do not) want to (?:live|be alive|wake up|exist|be here|go on)(?: anymore| any more)?`) },
  { label: 'suicidal_intent', severity: 'high', confidence: 0.9, negatable: true,
    re: words(`(?:${ME}(?: (?:been|keep|always|often|constantly|really))* |${SENTENCE_START}(?:been )?)(?:thinking|thought|think) (?:about|of) (?:suicide|killing myself|ending it|ending my life|taking my (?:own )?life|dying|hanging myself|shooting myself|drowning myself|overdosing|slitting my wrists|jumping (?:off|from) (?:a|the) (?:bridge|roof|building|balcony)${NOT_FOR_FUN}|jumping in front of (?:a|the) (?:train|bus|truck|lorry))(?! (?:prevention|awareness|hotline|helpline|rates|statistics|research|training|in the|of old))`) },
  { label: 'suicidal_intent', severity: 'high', confidence: 0.9, negatable: true,
    re: words(`(?:${ME}|(?<!(?:if|when|anyone|someone|you|you're|youre|ur|u) (?:[^ ]+ )?)(?:feeling|feel))(?: so| really| very| pretty| kind of| kinda| feeling| been)* suicidal`) },
  { label: 'suicidal_intent', severity: 'high', confidence: 0.85, negatable: false,
    re: words(`(?:(?:everyone|everybody|the world|they|my family|my friends) (?:would be|is|'d be|will be) better off (?:without me|if i (?:wasn't|weren't|was not|were not|wasnt) (?:here|around|alive)|if i (?:was|were) gone|if i died)|${ME} (?:would|'d)? ?be better off dead|(?:no|nothing) (?:reason )?to live for|no reason to live|(?:can't|cant|cannot) go on (?:anymore|any more|like this))`) },
  { label: 'self_harm_method', severity: 'high', confidence: 0.85, negatable: false,
    re: words(`(?:how (?:do|can|should|would) i (?:kill myself|end my life|commit suicide|overdose)|(?:best|easiest|quickest|painless|painlessly|most painless|least painful) (?:way|ways|method|methods) to (?:die|kill myself|commit suicide|end my life|end it(?= [.!?,]|$))|(?:painless|painlessly|most painless|least painful) (?:way|ways|method|methods) to (?:go|do it)(?= [.!?,]|$)|(?:painless|most painless|least painful) way out(?! of)|how many (?:pills|sleeping pills|tylenol|paracetamol|tablets|painkillers|ibuprofen|aspirin) (?:to|would|does it take to|would it take to|will it take to|do i need to|do you need to) (?:die|kill|overdose|end it|end my life|not wake up|never wake up)|how many (?:pills|sleeping pills|tylenol|paracetamol|tablets|painkillers|ibuprofen|aspirin) (?:does it|would it|will it) take(?= *$| [?!.]+ *$)|(?:best|easiest|right|which|what) (?:vein|veins|artery|arteries|spot) (?:to|should i|do i|do you) (?:cut|slit|slice)(?= *$| [?!.,])|(?:looked up|googled|searched|searching|researched|researching|looking up|been looking up) how many (?:pills|sleeping pills|tylenol|paracetamol|tablets|painkillers|ibuprofen|aspirin) (?:it takes|it would take|would kill (?:me|you|someone)|to die|to overdose)(?= *$| [.!?,])|(?:does|would|will) (?:an )?(?:overdose|overdosing|od) hurt(?= *$| [.!?,]| or (?:do|does|would|will) (?:you|u|i) just)|how (?:deep|hard) (?:do|should|would|must|does) (?:i|you|u|one) (?:have to |need to |gotta )?(?:cut|slit|slice)(?: (?:my|your|ur|the) (?:wrist|wrists|arm|arms|thigh|thighs|vein|veins))? (?:for it to|to|so it|so that it) (?:actually |really )?(?:work|die|bleed out|be fatal|kill (?:me|myself|you|yourself))(?= *$| [.!?,]))`) },
  { label: 'suicidal_intent', severity: 'high', confidence: 0.85, negatable: true,
    re: words(`(?:(?:wrote|writing|written|write|left|leaving|finished) (?:my |a )?(?:goodbye|suicide) (?:letter|letters|note|notes)|suicide is the (?:only )?(?:way out|answer|option|solution)|(?:the )?only way out is (?:to )?(?:end it|die|death|suicide|kill myself|end my life)(?= *$| [.!?,])|(?:wish|wished) (?:i was|i were|to be) (?:dead|never born)|(?:wish|want) i could (?:die|disappear forever)|no reason (?:left )?to (?:live|go on))`) },
  // `my life isn't worth living anymore` (not `life isn't worth living without chocolate`).
  { label: 'suicidal_intent', severity: 'high', confidence: 0.85, negatable: true, innerNegation: true,
    re: words(`(?:(?<=^|[.!?,;:] )|my )life (?:isn't|isnt|is not|ain't|aint) worth living(?: anymore| any more)?(?= *$| [.!?,;:])`) },
  { label: 'self_harm_attempt', severity: 'high', confidence: 0.85, negatable: true,
    re: words(`${ME}(?: just| already| have| had| tried)* (?:overdosed|od'd|attempted suicide|tried to (?:kill myself|overdose|end my life|end it|commit suicide|hang myself)|took (?:a |an |the )?(?:bunch of |whole bottle of |handful of |all my |all of my |all the |some )?(?:pills|meds|tablets|sleeping pills|painkillers) to (?:die|overdose|end it|kill myself|not wake up))`) },
  { label: 'self_harm', severity: 'medium', confidence: 0.8, negatable: true, harmlessAfter: anotherRelapse,
    re: words(`(?:(?:${ME}(?: been| started| keep| kept| still| always| again)*|${SENTENCE_START}(?:been|started|keep|kept|still)(?: been| started| again)*) (?:cutting|burning|starving|hurting|harming|scratching|hitting) (?:myself|my (?:arms|wrists|legs|thighs|skin|body|stomach))|${ME}(?: been| started| keep| still)* (?:self harm|selfharm|self harmed|self harming|relapsed(?: on self harm)?)|(?:${ME}(?: have| been| just)* |${SENTENCE_START})started (?:cutting|self harming|starving myself)(?: again)?|(?:${ME}(?: just)? |${SENTENCE_START})(?:hurt|cut|burned|burnt|harmed|starved) myself (?:again|on purpose|last night|today|tonight)|${ME}(?: still| always| sometimes| often)? (?:burn|cut|scratch) my (?:arms|wrists|thighs|legs|skin|stomach) (?:with|when|to feel|until|every)|(?:pro ana|pro mia|proana|promia|thinspo|thinspiration|meanspo))`) },
  // In capitals it is an acronym (AWS KMS, Kernel Mode Setting), not the chat abbreviation.
  { label: 'self_harm', severity: 'medium', confidence: 0.65, negatable: true, notInCapitals: true, laughable: true, re: words(`kms`) },
  // Warning signs short of a stated plan: a life without point, being a burden, not being missed (`i'm
  // going to disappear and no one will care`), not being around much longer, going on or everything
  // given up, everything wanted to stop, said and left there (`i'm so depressed i can't go on`, `i
  // feel like giving up on everything`, `i just want it all to stop.`; not `i can't go on tuesday`,
  // `i want it all to stop raining`, `i just want it all to stop. the rain i mean`, nor a recovery
  // told, `when i wanted to give up on everything`). A reviewer should see them; they are
  // not read as intent.
  { label: 'suicidal_ideation', severity: 'medium', confidence: 0.75, negatable: false,
    re: words(`(?:${ME}(?: just| really| honestly)? (?:can't|cant|cannot|can not) go on(?= *$| [.!?])|(?:(?:i'm|im|i am|feel like|feeling like)(?: just)? giving up|i(?: just)?(?: want to| wanna)? give up) on (?:everything|life)(?= *$| [.!?])|(?:(?:what's|whats|what is) the point (?:of|in) (?:living|being alive|going on|waking up)|(?:there's|theres|there is) no point (?:in|to) (?:living|being alive|going on))(?= [,.!?;:]|$)|${ME}(?: am)?(?: just| only| such)? (?:a )?burden (?:to|on) (?:everyone|everybody|my family|my friends|them|you all)|${ME}(?: am)? (?:just|only) a burden|(?:i'd|id|i would)(?: just| really| honestly)? be doing (?:everyone|everybody|the world|my family|them|you all) a (?:favour|favor) (?:by (?:disappearing|dying|leaving for good|being gone|ending it|not being here)|if i (?:disappeared|died|vanished|was gone|were gone|wasn't here|wasnt here|ended it))|(?:nobody|no one|noone)(?: [^ ]+){0,4} (?:would|will|'d) (?:even )?(?:notice|care|miss me) (?:if i (?:was gone|were gone|died|(?:disappeared|vanished)(?! (?:from|off|out of) (?:the |this |that |our |my )?(?:group chat|group|chat|server|discord|team|call|channel|thread|class|meeting|project))|was dead|killed myself|wasn't here|wasnt here|was not here)|(?:when|after|once) (?:i'm|im|i am) gone)|(?:nobody|no one|noone) (?:would|will|'d) (?:even )?miss me(?= [,.!?;:]|$)|(?:${ME}(?: just| really)?(?: (?:going to|gonna|want to|wanna|could|will))? (?:disappear|vanish|be gone)|if i (?:disappeared|vanished)) and (?:nobody|no one|noone) (?:would|will|'d|'ll) (?:even )?(?:care|notice|miss me)|${ME}(?: just| really| honestly)? (?:want|wanna|need) (?:it all|everything|all of it|all of this) to (?:stop|end)(?= *$| [.!?](?![^.!?]{0,80} i mean(?![^ ])))|(?:${ME} not (?:going to|gonna) be (?:around|here) (?:much )?(?:longer|for long)|${ME} (?:won't|wont|will not) be (?:around|here) (?:much|for) (?:longer|long))(?= [,.!?;:]|$))`) },
  // No reason left to live: `i don't see a reason to keep living`, `there's no reason for me to go on
  // anymore` (going on or carrying on only with `anymore`: `no reason to carry on, the shop is closed`).
  { label: 'suicidal_ideation', severity: 'medium', confidence: 0.75, negatable: false,
    re: words(`(?:(?:don't|dont|do not|can't|cant|cannot) (?:see|find|think of|have) (?:a|any|one) (?:single )?reason|(?:there's|theres|there is|have|got|i have) no (?:more )?reasons?|(?:has|have|there's|theres) (?:nothing|no one|nobody) (?:left )?to) (?:(?:for me )?to )?(?:(?:keep (?:on )?living|go on living|live|stay alive|be alive|live for|keep me (?:here|alive|going))(?= *$| [,.!?;:]| anymore| any more| now| at all)|(?:go on|keep going|carry on) (?:anymore|any more))`) },
  { label: 'suicidal_intent', severity: 'high', confidence: 0.85, negatable: false,
    re: words(`(?:(?:so |really |just )?(?:tired|sick|exhausted) of (?:existing|being alive|living)(?! (?:in|with|at|here|paycheck|like|on|off|out))|${ME} ending it(?= (?:all|tonight|now|today|for good|[,.!?;:])|$))`) },
  { label: 'suicidal_intent', severity: 'high', confidence: 0.85, negatable: true,
    re: words(`(?:my plan is|i plan|i'm planning|im planning|i am planning|i've decided|ive decided|i decided) to (?:take|swallow) (?:all|every one|the whole bottle) (?:of )?(?:[^ ]+ ){0,3}(?:pills|tablets|meds|medication|painkillers)`) },
  // Warning signs without the usual words: possessions given away for good (`gave away my switch
  // today. wont need it`, `i won't need any of it where i'm going`), a last goodnight, a will at
  // nineteen, a crash imagined, no future seen, a fall measured, a pack swallowed, a wall punched until it broke.
  { label: 'suicidal_intent', severity: 'high', confidence: 0.8, negatable: false,
    re: words(`(?:(?:giving|gave|given|give|been giving) away (?:(?:all )?my (?:stuff|things|belongings|possessions|games|clothes|books)(?: [^ .!?]+){0,6} (?:won't|wont|will not|don't|dont|wouldn't) need|(?:[^ .!?]+ ){1,8}(?:[.,] )?(?:i )?(?:won't|wont|will not) (?:need|be needing) (?:them|it|any of (?:it|them))(?= *$| [.!?]| anymore| any more| soon| where))|(?:won't|wont|will not) (?:need|be needing) (?:it|them|any of (?:it|them)) where (?:i'm|im|i am) going|(?:goodnight|good night) forever(?! young)|uninstalling life|(?:whether|if) the fall (?:would|will|could) be (?:enough|high enough)|(?:high|tall) enough to (?:die|kill me|not survive)|would the fall kill)`) },
  // A last note's words (`by the time you read this i'll be gone`), letters left for everyone, a noose made ready.
  { label: 'suicidal_intent', severity: 'high', confidence: 0.85, negatable: true,
    re: words(`(?:by the time (?:you|anyone|someone|somebody|u) (?:read|reads|see|sees|find|finds) this(?: ,)? (?:i'll|ill|i will|i'm|im|i am) (?:be )?(?:gone|dead|long gone|not be here|no longer here|at peace|not here)|(?:wrote|written|writing|left|leaving) (?:letters|notes|a letter|a note) (?:to|for) (?:everyone|everybody|all the people|the people|each of the people) i (?:love|care about)(?= *$| [.!?,])|(?:the|my) noose is (?:ready|tied|up|done)|(?:tied|tying|made|making) (?:a|the|my) noose(?! knot))`) },
  // The end foreseen and enough kept back: `i'm not going to be around to see christmas`, `i won't be
  // a burden to anyone much longer`, `i have enough pills saved now`.
  { label: 'suicidal_ideation', severity: 'medium', confidence: 0.75, negatable: false,
    re: words(`(?:${ME} not (?:going to|gonna) be (?:around|here|alive) to see (?:christmas|my birthday|next year|new year|the new year|summer|the summer|another (?:year|birthday|christmas))|${ME} (?:won't|wont|will not) be a burden (?:for|to|on) (?:anyone|anybody|you|them|you all|everyone|anyone else) (?:much )?(?:longer|for long|anymore|any more)|(?:have|got) enough (?:pills|meds|tablets|sleeping pills|painkillers|insulin) (?:saved|stockpiled|stashed|now(?= *$| [.!?,])|to (?:do it|end it|die|not wake up|never wake up)))`) },
  // The end wished for or pictured: `i'd rather be dead`, `i'm not going to be alive on monday`,
  // `i keep imagining my own funeral` (not `i'd rather die than wear that`).
  { label: 'suicidal_ideation', severity: 'medium', confidence: 0.75, negatable: false,
    re: words(`(?:(?:i'd|id|i would) (?:just )?rather (?:be dead|die|not exist|not be alive|not wake up)(?= *$| [.!?,;:]| honestly| tbh| tho| anyway)|${ME} not (?:going to|gonna) be alive (?:on|by|for|after|next|this|tomorrow|much longer)|(?:imagining|imagine|picturing|picture|fantasi[sz]ing about|fantasi[sz]e about|daydreaming about|dreaming about) my (?:own )?funeral)`) },
  // The means kept back: `i've been saving up my meds instead of taking them`.
  { label: 'suicidal_ideation', severity: 'medium', confidence: 0.75, negatable: true,
    re: words(`(?:${ME}(?: have| 've| ve)?(?: been)? |${SENTENCE_START}(?:been )?)(?:saving|stockpiling|hoarding|stashing|saved|stockpiled|hoarded|stashed) (?:up )?(?:my |all my |all of my |the |some )?(?:pills|meds|medication|tablets|sleeping pills|painkillers|antidepressants)(?! for (?:the|a|my) (?:trip|holiday|vacation|journey|flight))`) },
  { label: 'suicidal_ideation', severity: 'medium', confidence: 0.75, negatable: false,
    re: words(`(?:(?:thinking|think|thought|fantasi[sz]e|dream) about (?:driving|crashing|steering|swerving)(?: my car)? (?:into|off) (?:a|the) (?:wall|tree|bridge|truck|lorry|cliff|river|oncoming traffic|barrier)|(?:don't|dont|do not|can't|cant|cannot) see myself (?:being )?(?:here|alive|around) (?:by|at|for|next|in)|(?:wrote|writing|written|made) my will(?: [^ .!?]+){0,3} (?:i'm|im|i am) (?:1[0-9]|2[0-4])(?![^ ]))`) },
  { label: 'self_harm_attempt', severity: 'high', confidence: 0.8, negatable: false,
    re: words(`(?:${ME} |${SENTENCE_START})(?:just )?(?:took|swallowed|taken|downed) (?:a whole|the whole|an entire|all|a full|two|three) (?:strip|strips|packet|packets|bottle|box|pack|packs) of (?:pills|tablets|paracetamol|tylenol|painkillers|sleeping pills|meds|ibuprofen)(?! (?:from|to|back|out|into))`) },
  { label: 'self_harm', severity: 'medium', confidence: 0.75, negatable: true,
    re: words(`${ME}(?: still| always| sometimes| often)? (?:hit|punch|hurt|cut|burn|scratch|bite|slap) myself (?:until|till) (?:i|it) (?:bruise|bleed|bleeds|bruises)`) },
  { label: 'self_harm', severity: 'medium', confidence: 0.75, negatable: true,
    re: words(`(?:punch|punched|punching|hit|hitting|bang|banged|banging) (?:the|a|my) (?:wall|walls|door|mirror) (?:till|until) (?:my )?(?:knuckles|hand|hands|fist|fists) (?:broke|bled|bleed|were bleeding|split|cracked)`) },
  // Voices that order harm to oneself: `the voices tell me to hurt myself`, a crisis a reviewer should see.
  { label: 'suicidal_ideation', severity: 'medium', confidence: 0.75, negatable: true,
    re: words(`(?:the |a |these )?voices? (?:in my head )?(?:tell|tells|told|keep telling|keeps telling|are telling|is telling|say|says|said|want|wants) me to (?:hurt|kill|cut|harm|burn|end) (?:myself|my life|it all)`) },
  // Chat drops the subject: `planning to jump from the parking garage after class`.
  { label: 'suicidal_intent', severity: 'high', confidence: 0.8, negatable: true,
    re: words(`${SENTENCE_START}(?:planning|plan|going|gonna|about|ready|want|wanna|decided)(?: to)? jump (?:off|from) (?:a|the|this|that|my) (?:bridge|roof|building|cliff|cliffs|balcony|tower|window|parking garage|garage|rooftop|overpass|multistorey|multi storey|car park|multistory)${NOT_FOR_FUN}`) },
  // Not a past told as past: `i used to starve myself in high school`.
  { label: 'self_harm', severity: 'medium', confidence: 0.75, negatable: true,
    re: words(`(?<!(?:used to|use to) )(?:starving myself|starve myself|make myself (?:throw up|puke|sick) after|making myself (?:throw up|puke)|(?:been |keep |kept )?purging (?:again|after)|(?:stopped|stop) eating so (?:i can|i'll|i will|that i) (?:disappear|be thin|get thin|lose)|(?:keep going|keep starving|stop eating|not eating) until i (?:disappear|vanish|waste away)|(?:${SENTENCE_START}|${ME} )(?:been |keep |kept )?cutting again|can't stop cutting|cant stop cutting)`) },
  // Accounts of self-harm in the words of people who do it: fresh cuts on the body, a relapse, burns
  // made with a lighter, a hurt done on purpose or until it bled, doses taken, methods researched,
  // and the community's own words (`sh`, `ctb`, `sewer slide`). Each names the act and the body, so
  // an accident (`cut my hand on a can`) or a budget's cuts stay clean.
  { label: 'self_harm', severity: 'medium', confidence: 0.8, negatable: true,
    re: words(`(?:(?:new|fresh|more|deep|deeper) (?:cuts|scars|burns|ones) (?:on|across|along|all over) my ${BODY}|(?:[0-9]{1,2}|two|three|four|five|six|a few|some) (?:new|fresh|more|deep) cuts(?! (?:to|of|in|from|for))|(?:cut|cutting|slit|slashed|carved|carving)(?: [^ .!?,]+){0,4} (?:into|in|on) my ${BODY}|relapsed(?: again)?(?: [,.:] | )(?:sh|self harm|cutting|cut|on sh|with sh)(?![^ ])|(?:tw|cw|trigger warning)(?: :)? (?:sh|self harm)|${SENTENCE_START}sh again|(?:did|doing|done) sh(?= [.!?,]| again| last|$)|(?:sh|self harm) relapse|(?:the|my) (?:blade|blades|razor|razors) again|(?:${ME} |${SENTENCE_START})(?:just |finally )?cut (?:(?:again|for the first time)(?= [.!?,]| *$| (?:last night|lol|tbh|rn)(?![^ ]))|(?:so|too) deep(?= [.!?,]| *$| (?:this time|i|that)(?![^ ]))))`) },
  { label: 'self_harm', severity: 'medium', confidence: 0.8, negatable: true,
    re: words(`(?:(?:burn|burned|burnt|burning) (?:myself|my ${BODY}) with (?:a|the|my) (?:lighter|cigarette|cigarettes|match|matches|curling iron|straightener|hot knife|hot spoon)|${HURT_VERBS} (?:myself|my ${BODY}|my head|my insulin|my meds|my medication)(?: [^ .!?,]+){0,6} on purpose|(?:skipped|skipping|stopped taking) my (?:insulin|meds|medication) on purpose|without eating on purpose|${HURT_VERBS}(?: at| into)? (?:myself|my ${BODY}|my head|my hair|my nails)(?: [^ .!?,]+){0,6} (?:till|until|til) (?:it|they|i|my [^ ]+|the marks) (?:bled|bleeds|bleed|bleeding|bruised|bruise|blacked out|passed out|saw stars|broke|break|showed)|(?:scratched|scratching|scraped|scraping|picked|picking) my ${BODY} raw|(?:reopen|reopened|reopening|opening|opened) (?:the|my) (?:wounds|cuts|scars) (?:back up|again)|to punish myself|(?:made|make|making) myself (?:throw up|puke|sick|vomit) after)`) },
  { label: 'self_harm', severity: 'medium', confidence: 0.75, negatable: true,
    re: words(`(?:thinking|think|thought|thinkin)(?: about| abt| of) (?:cutting|burning|hurting|harming|starving) myself`) },
  { label: 'self_harm_attempt', severity: 'high', confidence: 0.85, negatable: true,
    re: words(`(?:(?:${ME} |${SENTENCE_START})(?:just |already )?(?:took|swallowed|downed|taken|ate|popped) (?:like |about |around |over |almost )?(?:[2-9][0-9]|1[0-9]|[1-9][0-9]{2}|a bunch|a handful|a whole bottle|the whole bottle|half a bottle|a whole jar|every one)(?: of)?(?: my| the| his| her| mom's| dad's| moms| dads| mum's| mums)?(?: sleeping| blood pressure| anxiety| pain| heart)? (?:pills|meds|tablets|painkillers|medication|benadryl|xanax|tylenol|paracetamol|ibuprofen|advil)|(?:swallowed|took|taken|downed) (?:everything|all the pills|every pill) in the (?:medicine )?cabinet|${SENTENCE_START}(?:just |already )?(?:tried to|attempted to) (?:kill myself|hang myself|overdose|end my life|od|slit my wrists)|(?:${ME} |${SENTENCE_START})(?:just )?(?:cut|slit|slashed|sliced) my wrists|(?:sitting|sat) in the car in the garage with the engine (?:running|on)|(?:${ME} |${SENTENCE_START})(?:just |finally )?(?:walked|stepped|ran) (?:into traffic|in front of (?:a|the) (?:car|bus|train|truck|lorry))|(?:${ME} |${SENTENCE_START})(?:just )?tied (?:a|the|my) (?:belt|rope|cord|scarf|sheet|noose)(?: [^ .!?,]+){0,3} (?:around my neck|to the (?:closet rod|ceiling fan|doorknob|door handle|banister|beam)))`) },
  { label: 'self_harm_method', severity: 'high', confidence: 0.85, negatable: true,
    re: words(`(?:researching|researched|research|looking up|looked up|googling|googled|searching|searched)(?: [^ .!?,]+){0,2} (?:ways|methods|how) to (?:die|kill myself|end my life|overdose|end it)|(?:ways|way) to die (?:painlessly|peacefully|quickly|without pain|in my sleep)|(?:googling|googled|researching|researched|looking up|looked up|searching|searched)(?: for)? (?:painless|quick|easy|quickest|easiest) (?:ways|methods)(?= [.!?,]|$| all| again| last| tonight)`) },
  // Said with a negation of its own (`doesn't deserve to live`, `not exist`, `the pain to stop`).
  { label: 'suicidal_intent', severity: 'high', confidence: 0.85, negatable: true, innerNegation: true,
    re: words(`(?:(?:gonna|going to|want to|wanna|ready to|about to|plan to|planning to) ctb|ctb (?:soon|tonight|today|tomorrow|this week)|(?:${ME}|my body)(?: really| just)? (?:don't|dont|do not|doesn't|doesnt|does not) deserve to (?:live|be alive|exist)|${ME}(?: just| really)? deserve to (?:die|be dead)|(?:wish|want) i could (?:just )?(?:not exist|stop existing|disappear permanently|vanish forever|sleep forever)|(?:want to|wanna|need to) disappear (?:permanently|for good)|(?:want|wanna|need|wish)(?: for)? (?:(?:the|this|all the) pain|it(?: all)?) to (?:stop|end)(?: [.,])? (?:forever|for good|permanently)|(?:enough|sure|certain)(?: [^ .!?,]+){0,3} it (?:works|will work|'ll work) this time)`) },
  { label: 'self_harm', severity: 'medium', confidence: 0.75, negatable: true,
    re: words(`${ME}(?: just| really)? deserve to (?:bleed|hurt|suffer|be hurt|feel pain)(?! (?:laughing|lol))`) },
  // Acts told in their own words: a cigarette put out on the skin, bleach drunk, days without food on purpose.
  { label: 'self_harm', severity: 'medium', confidence: 0.75, negatable: false,
    re: words(`(?:(?:put|putting|stubbed|stubbing) (?:a |the |my )?(?:lit )?(?:cig|cigs|cigarette|cigarettes|joint) out on my ${BODY}|(?:haven't|havent|have not|didn't|didnt|did not) (?:eaten|eat) (?:in|for) (?:[0-9]{1,2}|two|three|four|five|six|seven|a few) days(?: [^ .!?,]+){0,3} on purpose)`) },
  { label: 'self_harm_attempt', severity: 'high', confidence: 0.8, negatable: true,
    re: words(`(?:${ME} |${SENTENCE_START})(?:just |already )?(?:drank|swallowed|downed) (?:some |a cup of |a bottle of |a glass of )?(?:bleach|antifreeze|drain cleaner|weed killer)`) },
  // Hiding it from those who would notice: `hid the blade in my pencil case so my mom wont find it`,
  // `wearing hoodies in june to hide my arms` (pills hidden from a parent are as often kept safe from them).
  { label: 'self_harm', severity: 'medium', confidence: 0.75, negatable: false,
    re: words(`(?:(?:blade|blades|razor|razors|rope|cuts|scars|wrist|wrists|arms|thighs|lighter|marks|burns)(?: [^ .!?,]+){0,6} so (?:that )?(?:my )?(?:mom|mum|mam|dad|parents|family|bf|gf|boyfriend|girlfriend|husband|wife|therapist|nobody|no one|noone) (?:won't|wont|will not|doesn't|doesnt|can't|cant|don't|dont|never) (?:find|finds|see|sees|ask|asks|notice|notices)|(?:wear|wearing|wore) (?:long sleeves|hoodies|a hoodie|jumpers|a jumper|sweaters|a sweater|bracelets|bandages)(?: [^ .!?,]+){0,4} (?:to hide|to cover|because of|bc of|cause of) (?:my |the )?(?:arms|wrists|cuts|scars|thighs|legs|marks|burns))`) },
  // The means got and what for, said as plainly as chat says it: `bought a gun today. only need one bullet`.
  { label: 'suicidal_intent', severity: 'high', confidence: 0.8, negatable: false,
    re: words(`(?:only need one bullet|(?:razors|blades|blade|razor)(?: [^ ]+){0,4} (?:not for shaving|they're not for shaving|theyre not for shaving))`) },
  // Walking into water not to come back: `gonna walk into the lake tonight and not come back`.
  { label: 'suicidal_intent', severity: 'high', confidence: 0.8, negatable: false,
    re: words(`(?:walk|walking|swim|swimming|wade|wading)(?: out)? into the (?:sea|ocean|lake|river|water|waves)(?: [^ .!?,]+){0,3} and (?:just )?(?:not|never) (?:come|coming|stop|stopping|turn|turning)(?: back)?`) },
  // The writer's own end as a favour to others: `i'm going to do everyone a favour and end it`.
  { label: 'suicidal_intent', severity: 'high', confidence: 0.85, negatable: true,
    re: words(`${ME}((?: ${CHAIN}){0,4}) do (?:everyone|everybody|the world|us all|my family|them all|them|you all) a favou?r and (?:just )?(?:die|end it|end it all|end my life|kill myself|disappear|stop existing|leave this world|be gone)`) },
  // Not meaning to wake up: `not planning on waking up tomorrow.`
  { label: 'suicidal_intent', severity: 'high', confidence: 0.8, negatable: false,
    re: words(`(?:not|don't|dont|do not) (?:planning|plan) on (?:waking up|being (?:here|around|alive) (?:much longer|for long|anymore))(?: tomorrow| again)?(?= [.!?,]|$)`) },
  // Wishing to be hit: `i keep hoping a car swerves into me on the way to school`.
  { label: 'suicidal_ideation', severity: 'medium', confidence: 0.75, negatable: true,
    re: words(`(?:hope|hoping|wish|wishing|pray|praying|wishes)(?: that)? (?:a|the|some|that) (?:car|truck|lorry|bus|train)(?: [^ .!?,]+){0,5} (?:(?:swerves into|swerved into|hits|hit|had hit|would hit|runs over|ran over|had run over|would run over|crashes into) me|(?:runs|ran|would run|had run) me over)`) },
  // The means at hand, the act not done: `can't stop thinking about swallowing everything in the
  // medicine cabinet` (where `stop` would read as a negation), `tonight i'm going to take everything in
  // the medicine cabinet` (not taking it out to clean the shelves).
  { label: 'suicidal_ideation', severity: 'medium', confidence: 0.75, negatable: false,
    re: words(`(?:swallow|swallowing|down|downing|take|taking) (?:everything|all the pills|every pill|all the meds|all my pills|all my meds) in the (?:medicine )?cabinet(?! (?:out|down|off|to|and|with|for|so))`) },
  // `dying seems like the only way out`, `i wish i had the nerve to just jump`
  { label: 'suicidal_ideation', severity: 'medium', confidence: 0.75, negatable: false,
    re: words(`(?:(?:dying|death|ending it|killing myself) (?:seems|feels|is) like (?:the|my) only (?:way out|option|answer|solution)|(?:wish i had|if i had|i don't have|i dont have) the (?:nerve|guts|courage|balls) to (?:just )?(?:jump|end it|kill myself|go through with it))`) },
  { label: 'suicidal_ideation', severity: 'medium', confidence: 0.75, negatable: true,
    re: words(`(?:sewer slide|sewerslide|disappointed (?:that )?i (?:woke up|wake up|survived|am still alive|'m still alive)(?= [.!?,]|$)|${SENTENCE_START}(?:honestly |probably |just )?better off dead|(?:want|wanna|going|gonna|plan|planning|easy|ready|about)(?: to)?(?: just)? (?:jump|step|walk|throw myself) in front of (?:a|the) (?:train|bus|truck|lorry|car))`) },
];
const HYPERBOLE_AFTER = WORDS.hyperboleAfter.map((h) => ` ${h}`);
/** After `dead` alone: `dead tired`, `dead last`; not `dead tired of waking up`. */
const DEAD_FIGURE = new RegExp(`^ ${alt(WORDS.figuresAfterDead)}(?! of(?![^ ]))(?![^ ])`, 'u');

/**
 * Whether the words after an ending (`ending`, ending at `end` of the normalised text) make it a
 * figure of speech: `i'm dying laughing`, `i'll be dead on my feet`, `dead tired`, `dead last`.
 */
export const figureOfSpeechAfter = (text: string, end: number, ending: string): boolean =>
  HYPERBOLE_AFTER.some((h) => text.startsWith(h, end)) || (ending.endsWith('dead') && DEAD_FIGURE.test(text.slice(end, end + 12)));

/** The words of its sentence (or of its clause after a `;`) before offset `at` of normalised `text`, at most `reach` characters back. */
function sentenceBefore(text: string, at: number, reach: number): string {
  const before = text.slice(Math.max(0, at - reach), at);
  return before.slice(Math.max(before.lastIndexOf(' . '), before.lastIndexOf(' ! '), before.lastIndexOf(' ? '), before.lastIndexOf(' ; ')) + 1);
}

/** What opens a condition before an ending. */
const CONDITION_OPENS = /(?<![^ ])(?:if|when|whenever|once)(?![^ ])/u;
/**
 * Work or play named right after an ending, as what it is said of (`i want to die, the wifi is down
 * again`, `kms the build failed`); not the results of a test or an exam, which may be a diagnosis or a
 * failure that is no figure of speech.
 */
const TRIVIAL_NEXT = new RegExp(`^(?: [,;:-])* (?:(?:the|this|my|our|that|these|those|your) )?${alt(WORDS.trivial)}(?![^ ])(?! results?(?![^ ]))`, 'u');
/** Words after such a thing that make the ending a farewell all the same (see PLANNED for a plan): `the game tonight is the last thing i will see`. */
const FAREWELL = new Set(['goodbye', 'bye', 'last']);
/** How far after an ending the rest of its sentence is read for a plan or a farewell. */
const REST_REACH = 120;
const plannedOrFarewell = (rest: string): boolean => rest.split(' ').some((w) => PLANNED.has(w) || FAREWELL.has(w));

/**
 * `I'll kill myself if this build fails`, `if I have to sit through one more all-hands I will kill
 * myself`, `i want to die, this meeting is never ending`: an ending (normalised, ending at `end`) on a
 * condition of work or play, after it or opening its clause, or said of such a thing named next.
 */
function trivialCondition(text: string, end: number): boolean {
  if (TRIVIAL_NEXT.test(text.slice(end, end + 60)) && !plannedOrFarewell(text.slice(end, end + REST_REACH).split(/ [.!?] /u, 1)[0]!)) return true;
  if ((text.startsWith(' if ', end) || text.startsWith(' when ', end)) && TRIVIAL.test(text.slice(end, end + 80))) return true;
  const clause = sentenceBefore(text, end, 160);
  return CONDITION_OPENS.test(clause) && TRIVIAL.test(clause);
}

/** Emoji of laughter right after an ending, in the original text: `I want to die 😂`, `kill me now 💀`. */
const LAUGHTER_AFTER = new RegExp(`^[\\s,.!]*(?:${[...LAUGHING_EMOJI, '💀', '☠'].join('|')})`, 'u');
/**
 * A slip told right after an ending: `I want to die 😭 forgot the baking powder`, `im gonna kill myself
 * i just called my teacher mom`. Not what a farewell or a plan does next (`i left a note`, `i sent
 * everyone goodbye`), nor a loss of feeling (`i forgot how to be happy`).
 */
const SLIP = `(?: [,.!:;])*(?: ${alt(WORDS.mishapOpeners)})* ${alt(WORDS.mishaps)}(?![^ ])(?! ${alt(WORDS.notMishapsAfter)}(?![^ ]))`;
const MISHAP_AFTER = new RegExp(`^${SLIP}`, 'u');
/** Words that make an ending a plan, whatever is told after it: `i'm going to kill myself tonight`. */
const PLANNED = new Set(['tonight', 'today', 'tomorrow', 'soon', 'finally', 'plan', 'planning', 'ready']);
const ENDING_THEN_SLIP = new RegExp(`(?<![^ ])(?:die|kill myself|kill me|be dead|disappear)${SLIP}`, 'u');

/** Whether normalised words hold an ending with a slip told next and nothing planned: what the model reads as embarrassment too. */
export const slipAfterEnding = (words: readonly string[]): boolean => !words.some((w) => PLANNED.has(w)) && ENDING_THEN_SLIP.test(words.join(' '));

/**
 * Whether an ending (normalised [at, end)) is embarrassment said for a laugh: emoji of laughter after
 * it, or a slip told next, when none of `around` (the intent's words before it, or its sentence) says
 * it is planned.
 */
function embarrassment(reading: Reading, at: number, end: number, around: readonly string[]): boolean {
  if (around.some((t) => PLANNED.has(t))) return false;
  const after = originalSpan(reading.doc, at, end).end;
  return LAUGHTER_AFTER.test(reading.findings.textOf(after, after + 8)) || MISHAP_AFTER.test(reading.doc.text.slice(end, end + 80));
}

/**
 * The things said to die (`my phone died`), not learned by the normaliser: they hide no harm, and the
 * learned model reads its training texts through it (see withoutLists).
 */
const { learned: LEARNED } = withoutLists(WORDS, ['devices']);
const THING_DIED = new RegExp(`(?<![^ ])${alt(WORDS.devices)} (?:just |has |had |finally |literally )?(?:died|is dead|went dead|is dying)(?![^ ])`, 'u');
/** How far back in its sentence a thing's death is looked for. */
const THING_DIED_REACH = 120;

/** `my phone died and i want to die too`: an ending that echoes, `too`, a thing's death told before it in its sentence. */
function echoesAThingsDeath(text: string, at: number, end: number): boolean {
  return /^ (?:too|as well)(?![^ ])/u.test(text.slice(end, end + 9)) && THING_DIED.test(sentenceBefore(text, at, THING_DIED_REACH));
}

/**
 * Whether an ending (normalised [at, end)) is exasperation, said low: on a condition of work or play,
 * embarrassment (see above), or the echo of a thing's death, unless the post says it is meant (`If I
 * fail this exam I'm killing myself. Not joking this time.`).
 */
export const exasperation = (reading: Reading, at: number, end: number, around: readonly string[]): boolean =>
  (trivialCondition(reading.doc.text, end) || embarrassment(reading, at, end, around) || echoesAThingsDeath(reading.doc.text, at, end)) && !meansIt(reading);

/** `i'm about to die, this workout is brutal`: a death foretold, not wanted, next to what it is blamed on. */
function foretoldOfStrain(text: string, at: number, end: number, chain: readonly string[]): boolean {
  if (!/ (?:die|be dead)$/.test(text.slice(at, end)) || !chain.some((t) => FORETOLD.has(t)) || chain.some((t) => WANTED.has(t))) return false;
  const before = text.slice(Math.max(0, at - STRAIN_WINDOW), at).split(' ').slice(-STRAIN_REACH);
  const after = text.slice(end, end + STRAIN_WINDOW).split(' ', STRAIN_REACH + 1);
  return STRAIN.test(`${before.join(' ')} ${after.join(' ')}`);
}

/**
 * Statements whose words are not the normaliser's (the other statements' are): `calories`, `meals`
 * and `railings` would join disguised spellings in the texts the model learns from. The prefilter
 * skips them as it does every word pattern.
 */
const UNSPELLED_STATEMENTS: readonly Statement[] = [
  // An eating disorder told by the one who has it: purging after meals, being sick made to happen
  // unheard, not eating hidden from the family, a day's calories cut toward a goal, days without food
  // and still feeling fat. A reviewer should see them.
  { label: 'self_harm', severity: 'medium', confidence: 0.75, negatable: true, innerNegation: true,
    re: words(`(?:(?:${ME}(?: still| always| usually| just| have been| been| keep)? |${SENTENCE_START}(?:been |still )?)(?:purge|purged|purging|make myself (?:throw up|sick|puke|vomit)|made myself (?:throw up|sick|puke|vomit)) (?:after (?:every|each|all|my|meals|eating|dinner|lunch|breakfast)|again|every (?:meal|day|night|time))|how (?:do|can|should) i (?:make myself|force myself to) (?:throw up|puke|vomit|be sick) (?:without (?:anyone|anybody|my parents|my family|my mum|my mom|my roommate)|quietly|after (?:eating|meals|every meal|dinner|lunch))|hide (?:not eating|that i'm not eating|that im not eating|my (?:eating|purging|weight loss)|purging|throwing up) from|(?:only )?(?:eaten|ate|had) [0-9]{2,3} (?:calories|cals|kcal)(?: today| all day| so far)?(?: [^.!?]+){0,4}? (?:trying|goal|aiming|want|going) (?:is )?to (?:get|go|eat|stay) (?:to|down to|under|below|less than) [0-9]+|(?:haven't|havent|have not|not) eaten (?:in|for) (?:[2-9]|1[0-9]|two|three|four|five|six|seven|a few|several) days(?: [^.!?]+){0,3}? (?:still )?(?:feel|look|am|i'm|im) (?:so |really |too )?(?:fat|huge|disgusting|gross)(?![^ ]))`) },
  // A place to jump from asked for by what would stop the fall: `which bridge has no barriers?`.
  { label: 'self_harm_method', severity: 'high', confidence: 0.8, negatable: false,
    re: words(`(?:which|what|any) (?:bridge|bridges|building|buildings|cliff|cliffs|car park|multi storey|parking garage|roof|rooftop)(?: [^ .!?,]+){0,3} (?:has|have|with|got|without) (?:no |low |the lowest |any )?(?:barriers|barrier|railings|railing|fences|fence|nets|suicide nets)(?= *$| [.!?,]| near| around| in| to jump)`) },
  // The coaching of an eating disorder asked for, and a body watched for its bones: `ana tips?`, `need an
  // ana coach`, `bonespo`, `my ribs are finally showing` (not a name: `ana tips her hairdresser`).
  { label: 'self_harm', severity: 'medium', confidence: 0.75, negatable: false,
    re: words(`(?:(?:ana|mia) (?:tips|coach|coaches|buddy|buddies)(?! (?:her|his|the|their|them|well|a)(?![^ ]))|bonespo|(?:my )?(?:ribs|hip bones|hipbones|collarbones|collar bones|spine) (?:are |is )?finally (?:showing|sticking out|poking out|visible))`) },
  // The dose that kills asked for: `what's the lethal dose of insulin`; medium, as a question of fact is
  // asked from curiosity as often (not a pet's poisoning: `of chocolate for dogs`).
  { label: 'self_harm_method', severity: 'medium', confidence: 0.75, negatable: false,
    re: words(`(?:(?:what's|whats|what is) the|how much (?:is|would be)(?: a)?) (?:lethal|fatal|deadly) (?:dose|amount|overdose) of(?![^.!?,]* (?:for|in) (?:a |my |your |ur )?(?:dog|dogs|cat|cats|pet|pets|horse|horses|puppy|kitten)(?![^ ])) [^ .!?,]+`) },
  // A leap said with nothing to leap from, its hour set: `i'm going to jump tonight`.
  { label: 'suicidal_ideation', severity: 'medium', confidence: 0.75, negatable: true,
    re: words(`(?:i'm|im|i am) (?:going to|gonna) jump (?:tonight|today|tomorrow)(?= *$| [.!?])`) },
  // Marks of self-harm hidden from those who would see them: `best way to hide cuts from my parents?`,
  // `a top to hide self harm scars in summer` (not hiding them no more: `helped me stop hiding my scars`).
  { label: 'self_harm', severity: 'medium', confidence: 0.75, negatable: true,
    re: words(`(?:hide|hiding|hid|cover|covering|cover up|covering up|conceal|concealing)(?: (?:my|the|these|those|new|fresh|old))* (?:(?:cuts|scars|marks|burns) from (?:my |your |ur |the )?(?:mom|mum|mam|dad|parents|family|teachers|teacher|school|friends|bf|gf|boyfriend|girlfriend|husband|wife|everyone|people)|(?:self harm|self-harm|sh) (?:cuts|scars|marks|burns))`) },
  // Drinking or swallowing on until the body stops: `going to drink until i stop breathing tonight`.
  { label: 'suicidal_intent', severity: 'high', confidence: 0.8, negatable: true, innerNegation: true,
    re: words(`(?:drink|drinking|swallow|swallowing|take|taking|keep taking|keep drinking)(?: [^ .!?,]+){0,4} (?:until|till|til|untill) (?:i stop breathing|my (?:heart|breathing|lungs) (?:stops?|gives? out))(?! (?:racing|pounding|hurting|aching|burning))`) },
];

/** An attempt, not a plan: `tried to kill myself` tells what was done. */
export const ATTEMPTED: ReadonlySet<string> = new Set(['tried', 'attempted']);
/**
 * When a sentence sets what it tells in the writer's past: `when i was 16`, `years ago`, `back in
 * school`, `as a teenager`. An attempt so told is history, not an emergency.
 */
const TOLD_AS_PAST = /(?<![^ ])(?:when i was (?:[0-9]{1,2}|younger|little|a (?:kid|teen|teenager|child|student)|in (?:school|high school|college|uni|university|my teens|my twenties))|(?:[0-9]{1,2} |two |three |four |five |six |seven |eight |nine |ten |many |several |a few )?years ago|back in (?:[0-9]{4}|school|high school|college|uni|the day)|as a (?:teen|teenager|kid|child)|in my (?:teens|twenties|early twenties))(?![^ ])/u;
/** What brings it back into the present: `... and i want to try again tonight`. */
const NOW_AGAIN = /(?<![^ ])(?:again|tonight|today|tomorrow|this week|this weekend|right now)(?![^ ])/u;
/** Whether a sentence tells of the writer's past (see TOLD_AS_PAST), and nothing of it again now. */
export const toldAsPast = (sentence: string): boolean => TOLD_AS_PAST.test(sentence) && !NOW_AGAIN.test(sentence);
/** A life told as going on since: `glad i'm alive`, `still here`, `doing better now`. */
const LIVED_ON = /(?<![^ ])(?:glad (?:i'm|im|i am|to be) (?:alive|still here|here)|(?:i'm|im|i am) (?:still here|doing (?:so |much |a lot )?better|in recovery)|(?:[0-9]{1,2}|two|three|four|five|six|seven|eight|nine|ten) years (?:clean|free|later))(?![^ ])/u;

function detectSelfHarm(reading: Reading): void {
  const { doc, findings } = reading;
  const text = doc.text;
  for (const re of INTENT_FORMS) {
    for (const m of reading.scan(re)) {
      const chain = (m[1] ?? '').split(' ').filter(Boolean);
      const end = m.index + m[0].length;
      const head = m[0].split(' ')[0] ?? '';
      if (CONTEXT.anyNegation(chain) || reading.negatedAt(m.index, 3)) continue;
      if (!chain.some((t) => INTENT.has(t)) && !INTENT.has(head)) continue;
      if (figureOfSpeechAfter(text, end, m[0])) continue;
      // `when i was 16 i tried to kill myself`: an attempt in the past, which the statements of attempts read.
      if (chain.some((t) => ATTEMPTED.has(t)) && toldAsPast(CONTEXT.sentenceAround(text, m.index, end))) continue;
      const hyperbole = exasperation(reading, m.index, end, chain) || (foretoldOfStrain(text, m.index, end, chain) && !meansIt(reading));
      const reported = CONTEXT.isReported(text, m.index, end);
      findings.add({ category: 'self_harm', label: 'suicidal_intent', severity: reported || hyperbole ? 'low' : 'high', confidence: reported || hyperbole ? 0.55 : 0.9, ...originalSpan(doc, m.index, end) });
    }
  }
  for (const s of [...STATEMENTS, ...UNSPELLED_STATEMENTS]) {
    for (const m of reading.scan(s.re)) {
      const end = m.index + m[0].length;
      if (s.negatable && (reading.negatedAt(m.index, 3) || (!s.innerNegation && CONTEXT.anyNegation(m[0].split(' '))))) continue;
      if (s.harmlessAfter?.(m[0], text.slice(end, end + 80)) === true) continue;
      const span = originalSpan(doc, m.index, end);
      if (s.notInCapitals && /^[A-Z]+$/.test(findings.textOf(span.start, span.end))) continue;
      const reported =
        CONTEXT.isReported(text, m.index, end) ||
        (s.laughable === true && (isBanter(reading, m.index, end) || exasperation(reading, m.index, end, [])));
      // An attempt told as the writer's past is medium, and low where the writer tells of living on since.
      const past = s.label === 'self_harm_attempt' && !reported && toldAsPast(CONTEXT.sentenceAround(text, m.index, end));
      const severity = reported || (past && LIVED_ON.test(text)) ? 'low' : past ? 'medium' : s.severity;
      findings.add({ category: 'self_harm', label: s.label, severity, confidence: severity === 'low' ? 0.6 : past ? 0.7 : s.confidence, ...span });
    }
  }
}

export const selfHarmPhrases: Detector = {
  name: 'self-harm/phrases',
  categories: ['self_harm'],
  words: [CONTEXT_WORDS, LEARNED, patternWords(INTENT_RE, SUBJECTLESS_INTENT_RE, STRAIN, ...STATEMENTS.map((s) => s.re))],
  detect: detectSelfHarm,
};
