// Threats that never name the act: a shame if something happened, an ultimatum, accidents that
// happen to people who talk, a bullet with a name on it, knowing which school the children go to,
// being outside the reader's house right now. Each form is a pattern of its own; negation and
// reported speech damp them as they do every threat.
import type { Severity } from '../../../../api/index.ts';
import type { Detector } from '../../detector.ts';
import { originalSpan } from '../../normalize.ts';
import { alt, patternWords, words } from '../../pattern.ts';
import type { Reading } from '../../reading.ts';
import { CONTEXT } from '../context.ts';
import COMPOSED_WORDS from './composed.json' with { type: 'json' };

const YOURS = `(?:you|u|your|ur) ?(?:kids|children|family|wife|husband|daughter|son|mum|mom|dad|car|house|home|shop|dog|face)?`;
const FAMILY = '(?:kids|children|daughter|son|family|wife|husband|little girl|little boy)';
const WEAPON = '(?:bat|baseball bat|knife|gun|hammer|crowbar|machete|brick|bottle|pipe)';
/** What someone who watches a person learns of their day. */
const ROUTINE = '(?:what car (?:you|u) drive|what time (?:you|u) (?:leave|get off|finish|get home|get out)|which way (?:you|u) (?:go|walk|drive) home|where (?:you|u) park|(?:your|ur) (?:daily )?(?:schedule|routine))';

/** How often what befalls those who report or complain befalls them: `tend to`, `always seem to`. */
const TEND_TO = '(?:(?:tend to|always|usually|often|seem to) )*';
/**
 * What befalls them, said and left there or on their way home: bad luck, things going wrong, not
 * living here much longer (not `don't last long in this industry`, `have accidents, which is why
 * witness protection exists`).
 */
const BEFALLS = `(?:have (?:a )?(?:bad luck|accidents|an accident|things go wrong)|(?:don't|dont|do not|never) (?:tend to )?(?:enjoy living here|last long|stay long|live here long)(?: much longer)?)(?= *$| [.!?]| on the way home| on their way home| round here| around here)`;

/** What opens a consequence: `... and`, `..., or`, `then`. */
const CONSEQUENCE = '(?<=(?:and|n|&|or|else|then|,) )';

const VEILED: readonly { re: RegExp; severity: Severity }[] = [
  // `it would be a shame if something happened to your kids`
  { severity: 'high', re: words(`(?:it'd|it would|would|it'll|it will|it's|be) (?:be )?(?:a )?(?:real |such a )?(?:shame|tragedy|pity) if (?:something|anything|someone|somebody) (?:happened|were to happen|happens|was to happen|did something) to (?:${YOURS}|it|them|her|him)`) },
  // `it'd be a real tragedy if your dog got out and never came back`, `shame if that pretty face of yours got messed up`,
  // `it'd be a pity if your shop caught fire`; what was just praised gone: `your dog looks tasty, shame if it went missing`
  { severity: 'medium', re: words(`(?:shame|tragedy|pity) if (?:(?:your|ur|that) (?:[^ ]+ ){0,4}(?:(?:got|gets|was|were) (?:hurt|messed up|burned|burnt|broken|smashed|slashed|out and never came back|lost|scarred)|caught fire|burned down|burnt down|went up in flames|went missing|disappeared|vanished)|(?:it|he|she) (?:went missing|goes missing|disappeared|vanished)(?= *$| [.!?,]| one day| one night| overnight))`) },
  // `nice car. shame if the brakes stopped working on the motorway`, `pity if your wheel nuts came loose`:
  // a car made to fail, said and left there (not `shame the brakes failed`, told, nor `shame if the tyres
  // went flat, we'd miss the ferry`)
  { severity: 'medium', re: words(`(?:shame|tragedy|pity) if (?:the|your|ur|them|those|that) (?:[^ .!?,]+ )?(?:brakes|brake lines|brake pipes|tyres|tires|wheel nuts|wheels|steering) (?:just )?(?:failed|stopped working|gave out|went flat|were cut|got cut|were slashed|got slashed|came off|came loose|went)(?: on (?:the|your|ur) (?:motorway|highway|freeway|way home|drive home|bypass|school run))?(?= *$| [.!?])`) },
  // `i'd hate for anything to happen to your kids`, `wouldn't want anything to happen to that nice new van
  // of yours, would we?` (to `you`, it is as often care, and so is advice after it: `..., park it in the garage`)
  { severity: 'medium', re: words(`(?:(?:i'd|i would|id|we'd|we would) hate for (?:anything|something)(?: bad)? to happen to (?:your|ur) (?:kids|children|family|wife|husband|daughter|son|little girl|little boy|shop|house|car|dog)(?= *$| [.!?,])|(?:wouldn't|wouldnt|would not) want (?:anything|something)(?: bad)? to happen to that (?:[^ .!?,]+ ){0,3}(?:van|car|shop|house|dog|cat|truck|business|family|face) of (?:yours|urs)(?= *$| [.!?]| , would (?:we|you|ya|it|they)(?![^ ])))`) },
  // `keep playing that music at 2am and one night you won't wake up`: a sleep the reader will not wake
  // from, told as what comes of what they do, said and left there (`take two and you won't wake up till noon` goes on)
  { severity: 'medium', re: words(`${CONSEQUENCE}(?:one (?:day|night|morning) |one of these (?:days|nights) |some night )?(?:you|u|ya) (?:won't|wont|will not|might not|may not|ain't gonna|aint gonna) (?:ever )?wake up(?= *$| [.!?,;:])`) },
  // `you won't see christmas`, the reader told they will not live to a time, said and left there (`you
  // won't see christmas lights here` goes on); not a month or `make it to`, said of seasons and workloads
  // (`plant them now and you won't see august`, `with this workload you won't make it to friday`)
  { severity: 'medium', re: words(`(?:you|u|ya)(?: (?:won't|wont|will not|ain't gonna|aint gonna|are not gonna|aren't gonna|are not going to|aren't going to)|'re not gonna|'re not going to| not gonna) (?:see|live to see) (?:${alt(COMPOSED_WORDS.timesToLiveTo)})(?= *$| [.!?,;:])`) },
  // `neighbours who call the council on me don't tend to enjoy living here much longer`, `people who make
  // trouble at this company tend to have bad luck on the way home`: those who report told what befalls
  // them. Not regret, which advice promises too (`people who talk to the police without a lawyer end up
  // regretting it`), nor what goes wrong for those who complain (`tenants who complain always seem to
  // have things go wrong with their deposit`).
  { severity: 'medium', re: words(`(?:people|those|neighbours|neighbors|tenants|staff|workers|anyone|folks|guys|girls|snitches) (?:who|that) (?:${alt(COMPOSED_WORDS.informing)})(?: [^ .!?,;]+){0,5}? ${TEND_TO}${BEFALLS}`) },
  // `someone needs to shut her up for good`, said and left there (not `that answer shut him up for good
  // lol`, `shut him up for good in the next debate`)
  { severity: 'medium', re: words(`(?:(?:someone|somebody|we|i)(?: [^ .!?,]+)? (?:needs? to|should|will|gonna|going to|has to|have to|gotta|got to|ought to|oughta)|i'll|ill|we'll|someone'll) shut (?:him|her|them|em) up (?:for good|permanently|forever)(?= *$| [.!?])`) },
  // `things have a habit of catching fire round here.`, said and left there (not `... in summer, the moors are dry`)
  { severity: 'medium', re: words(`things (?:have a (?:habit|way) of|tend to|often|have been known to) (?:catch|catching) fire (?:round|around|in) (?:here|these parts|this street|this town)(?= *$| [.!?]| , just(?![^ ]))`) },
  // `keep talking and see what happens`, `say that again and find out what happens` (not `try it and see what happens`)
  { severity: 'medium', re: words(`(?:keep (?:talking|running (?:your|ur) mouth)|say (?:that|it) again|(?:do|post) (?:that|it) again) (?:and|&) (?:see|watch|find out) what happens(?= *$| [.!?,])`) },
  // `you have 24 hours to take it down or you'll find out what happens`
  { severity: 'high', re: words(`(?:you|u) (?:have|got|get) (?:\\d{1,3}|one|two|three|24|48) (?:hours|hrs|days|minutes|mins) (?:[^ ]+ ){1,10}or (?:else|(?:you'll|youll|you will|u will) (?:find out|see|regret|be sorry|pay|wish)|(?:i'll|ill|i will|we'll|we will) (?:come|find|make|show|deal))`) },
  // `accidents happen to people who talk too much`
  { severity: 'high', re: words(`(?:accidents|bad things|things) (?:happen|can happen|tend to happen) to (?:people|those|snitches|girls|guys|anyone) (?:who|that) (?:talk|snitch|run their mouth|run their mouths|don't listen|dont listen|post|complain|report|cross)`) },
  // `shut you up for good`, `make you disappear`, `nobody will ever find you`
  { severity: 'high', re: words(`(?:shut (?:you|u) up (?:for good|permanently|forever)|make (?:you|u) disappear|(?:nobody|no one|noone) (?:will|would|'ll) (?:ever )?find (?:you|u|your body|the body)|they'll never find (?:you|u|the body|your body))`) },
  // `keep it up and see what happens to your car`
  { severity: 'medium', re: words(`(?:keep (?:it|this|that) up|try (?:it|that)(?: again)?|do (?:it|that) again|say (?:that|it) again|post (?:that|it) again|one more (?:word|post|comment)) (?:and|&) (?:see|watch|you'll see|find out) what (?:happens|will happen) to ${YOURS}`) },
  // `one of these nights you're not going to make it to your front door`
  { severity: 'high', re: words(`(?:you're|youre|you are|you|u) (?:not going to|not gonna|won't|wont|will not|never) (?:make it|get) (?:home|to your (?:front door|car|house|door|flat|work))`) },
  // `..., you won't make it to the courthouse steps alive`
  { severity: 'medium', re: words(`${CONSEQUENCE}(?:you|u) (?:won't|wont|will not|aren't going to|are not going to|ain't gonna) (?:make it|get) (?:to|home|out|back)(?: [^ .!?,]+){0,5} alive`) },
  // What the reader will be left as, the harm told by its outcome as what follows (`say that again and
  // you'll be eating through a straw`, `..., you'll be leaving in an ambulance`); alone it may be a
  // surgeon's advice.
  { severity: 'medium', re: words(`${CONSEQUENCE}(?:you'll|youll|you will|u'll|u will|you're gonna|youre gonna|ur gonna|u gonna|you gonna|you're going to|you are going to)(?: both)? (?:be |end up |wake up )?(?:(?:eating|drinking|breathing|living) (?:through|thru|out of) a (?:straw|tube)|(?:leaving|leave|going home|go home|carried out|coming out) (?:in|on) (?:an ambulance|a stretcher|a body bag)|picking (?:your|ur) teeth (?:up )?(?:off|out of|from)|limping for the rest of (?:your|ur) life|need(?:ing)? (?:a new face|dental records)|swinging from a (?:tree|lamppost|lamp post|rope)|find(?:ing)? out what (?:a |my )?(?:baseball bat|bat|bullet|knife|tire iron|crowbar|hammer|fist|boot) (?:feels|tastes) like)`) },
  // `..., ull be spitting teeth`, `... and ull end up like the last guy`
  { severity: 'medium', re: words(`${CONSEQUENCE}(?:you'll|youll|you will|u'll|ull|u will|ye'll|you're gonna|ur gonna|you are going to|you're going to)(?: both| all)? (?:be |end up )?(?:(?:spitting|picking|pickin) (?:out )?(?:your |ur |yer )?teeth|bleeding (?:on|all over) the (?:floor|ground|asphalt|pavement|street|carpet)|like the last (?:guy|one|person|kid|girl|snitch))`) },
  // The same told as already settled: `..., ur leaving in an ambulance`, `... and ur going in the
  // trunk`, `... n u gettin shot`.
  { severity: 'high', re: words(`${CONSEQUENCE}(?:(?:you're|youre|ur|you are|u r|u are) (?:leaving|going home|coming out) (?:in|on) (?:an ambulance|a stretcher|a body bag|a bodybag)|(?:you're|youre|ur|you are|u r|u are) going in (?:the|my) (?:trunk|boot|river|lake|canal|ground)|(?:you're|youre|ur|you are|u r|u are|u|you) (?:gettin|getting) (?:shot|stabbed|jumped|merked|shanked|smoked)(?! at(?![^ ])))`) },
  // The same said of someone else: `if he goes near my car again, he's leaving in a body bag`, `..., that
  // ref won't leave the stadium alive`.
  { severity: 'high', re: words(`${CONSEQUENCE}(?:he's|hes|he is|she's|shes|she is|they're|theyre|they are|he'll|she'll|they'll|he will|she will|they will) (?:be )?(?:leaving|going home|coming out|carried out) (?:in|on) (?:an ambulance|a stretcher|a body bag|a bodybag)`) },
  { severity: 'medium', re: words(`(?:that|the|this) (?:${alt(COMPOSED_WORDS.thirdParty)}) (?:better not|won't|wont|will not|isn't going to|is not going to|ain't gonna|not gonna) (?:leave|make it out of|get out of|walk out of)(?: [^ .!?,]+){0,4} alive`) },
  // `you'll be carried out of that diner feet first`, `ull be leaving in a bodybag`
  { severity: 'high', re: words(`(?:you'll|youll|you will|u'll|ull|u will|ye'll|you're gonna|ur gonna|you are going to|you're going to)(?: both| all)? be (?:carried out(?: of(?: [^ .!?,]+){1,3})? feet first|(?:leaving|carried out) in a (?:bodybag|body bag))`) },
  // `..., they'll be fishing you out of the river`
  { severity: 'high', re: words(`${CONSEQUENCE}(?:they'll|they will|they're gonna|they are going to|someone will|somebody will) (?:be )?(?:fishing|pulling|scraping|dragging|fish|pull|scrape|drag) (?:you|u|ya|all of (?:you|u)) (?:out of|outta|off|from) (?:the|a) (?:river|lake|canal|sea|harbour|harbor|car park|parking lot|pavement|road|ditch|wreckage)`) },
  // `..., it'll be the last thing you ever do`, `make your death look like an accident`
  { severity: 'high', re: words(`(?:${CONSEQUENCE}(?:it'll|itll|it will|that'll|that will|it'd|it would) be the last thing (?:you|u) (?:ever )?do(?= [.!?,]| with| *$)|make (?:your|ur) death look like an accident)`) },
  // `keep texting my girl and watch what happens to your face`
  { severity: 'medium', re: words(`${CONSEQUENCE}(?:see|watch|you'll see|find out) what (?:happens|will happen|i do) to ${YOURS}`) },
  // `they'll need dental records to identify you`
  { severity: 'high', re: words(`(?:they'll|they will|they're gonna|they are going to|cops will|police will) (?:need|have to use) dental records to (?:identify|id) (?:you|u|him|her|the body)`) },
  // `i'd start sleeping with one eye open if i were u`, `you should start checking under your car before you drive`
  { severity: 'medium', re: words(`(?:start sleeping with one eye open|start (?:looking|checking) (?:over|under) (?:your|ur|my) (?:shoulder|car)|(?:look|looking|check|checking) (?:over|under) (?:your|ur|my) (?:shoulder|car) if i (?:were|was) (?:you|u))`) },
  // `you're not making it to 18, kid`
  { severity: 'medium', re: words(`(?:you're|youre|ur|you are|u r|you|u) (?:not|never) (?:making it|gonna make it|going to make it|make it) to (?:1[0-9]|your next birthday|ur next birthday|graduation)`) },
  // `just cleaning my dad's rifle and thinking about you`
  { severity: 'high', re: words(`(?:cleaning|loading|sharpening|oiling) (?:my |the |a |dad's |my dad's )?(?:rifle|rifles|gun|guns|shotgun|pistol|knife|knives|blade|axe|machete)(?: [^ .!?]+){0,8} (?:thinking|thought) (?:about|of) (?:you|u)`) },
  // `i'll make you pay for this`, revenge promised and left there (not `i'll make you pay for lunch`)
  { severity: 'medium', re: words(`(?:i'll|ill|i will|i'm gonna|im gonna|i'm going to|im going to|we'll|we will|we're gonna) make (?:you|u|ya) pay(?: for (?:this|that|it|what (?:you|u) did))?(?= *$| [.!?,])`) },
  // `you'll get what's coming to you`, `you're gonna wish you were never born`
  { severity: 'medium', re: words(`(?:you'll|youll|you will|u will|u'll|you're gonna|youre gonna|ur gonna|you are going to|you're going to) (?:get (?:what's|whats|what is) coming(?: to (?:you|u|ya))?|wish (?:you|u) (?:were|was|had|'d) never (?:been )?born)`) },
  // `i've got friends who'd love to meet you in a dark alley`, `i know some lads who'd pay you a visit`:
  // others sent in the writer's stead (not `friends who'd love to meet you at the party`).
  { severity: 'medium', re: words(`(?:i've got|ive got|i have|i got|i know) (?:some |a few |a couple of )?(?:friends|mates|people|guys|lads|boys|men) (?:who|that)(?:'d| would| will|'ll)? (?:love to |like to |happily |gladly |be happy to )?(?:(?:meet|see|find|visit) (?:you|u|ya) (?:in a dark alley|one dark night|on (?:your|ur) way home|outside (?:your|ur) (?:house|door|work|flat))|pay (?:you|u|ya) a (?:little )?visit|have a (?:little )?word with (?:you|u|ya)|sort (?:you|u|ya) out)`) },
  // `watch yourself, i know people`: a warning, then who the writer can send, said and left there.
  { severity: 'medium', re: words(`(?:watch (?:yourself|your back|it|out)|be careful|careful now|(?:you'd|youd|you had) better watch (?:yourself|it|out)) (?:[,.] )?(?:cause |because |coz |cuz )?i know (?:people|some people|a lot of people|the right people)(?= *$| [.!?])`) },
  // `i know where each of you lives`
  { severity: 'high', re: words(`(?:i|we) know where (?:each|every one|everyone|all|both) of (?:you|u|yall|y'all) (?:live|lives|sleep|sleeps)`) },
  // `people who ask too many questions tend to disappear`
  { severity: 'high', re: words(`(?:people|those|snitches|guys|girls|folks) (?:who|that) (?:ask too many questions|talk too much|snitch|run their mouths?|cross me|cross us|talk to the (?:cops|police)) (?:tend to |often |usually |always |sometimes )?(?:disappear|go missing|vanish|have accidents|get hurt|end up (?:dead|missing|hurt|in (?:the|a) (?:river|ditch|hospital|morgue)))`) },
  // `nobody would hear you scream from that flat of yours` (not the film's `in space no one can hear you scream`)
  { severity: 'high', re: words(`(?:nobody|no one|noone) (?:would|will|could|'d|'ll) (?:ever )?hear (?:you|u) scream`) },
  // `a bullet with your name on it`
  { severity: 'high', re: words(`(?:bullet|knife|grave|body bag|coffin|round) with (?:your|ur|his|her) name on it`) },
  // `people like you end up in the river around here`
  { severity: 'high', re: words(`(?:people|guys|girls|snitches|folks) like (?:you|u) (?:end up|wind up|get found|turn up) (?:in (?:the|a) (?:river|ditch|canal|hospital|morgue|body bag|boot|trunk)|dead|missing)`) },
  // The reader's death made ready for, said to them: `ur gonna look great in a casket`, `hope u got ur
  // affairs in order lmao`, `ur family gonna need black clothes soon`, `say goodbye to that pretty face`.
  { severity: 'high', re: words(`(?:(?:you're|youre|you'd|youd|u'd|ur|you are|u r|you|u)(?: gonna| going to| will|'ll| would)? look (?:great|good|nice|pretty|lovely|cute|peaceful) in (?:a|your|ur) (?:casket|coffin|body bag|bodybag)(?! costume| dress| outfit| cake| photo| pic))`) },
  { severity: 'medium', re: words(`(?:(?:hope|better|should|might want to) (?:(?:you|u) )?(?:get|got|put|have|has) (?:your|ur) affairs in order(?= *$| [.!?]| lol| lmao| babe| x$)|(?:your|ur) (?:family|mom|mum|parents|mother|wife|kids)(?: is| are|'s)? (?:gonna|going to|will|'ll) need (?:black (?:clothes|dresses|suits)|to plan a funeral|a funeral)|say goodbye to (?:that|your|ur) (?:pretty |little |ugly )?(?:face|teeth|legs|knees|kneecaps|fingers)(?= *$| [.!?,])|hope (?:you|u) (?:like|enjoy|love) hospital food(?!(?: [,!.]| [^ .!?,]+){0,3} (?:get well|feel better|recover))|hope (?:you|u) (?:said|say) (?:bye|goodbye|good bye|(?:your|ur) goodbyes) to (?:your|ur) (?:parents|family|mom|mum|dad|kids|wife|husband|mother|father)(?= *$| [.!?,]| this morning| today| tonight| for the last time))`) },
  // `whoever leaked that clip better start praying`, `enjoy walking while u still got two working knees`
  { severity: 'medium', re: words(`(?:(?<!(?:we|i|us|all) )(?:better|had better|'d better) start praying(?! for)|while (?:you|u) still (?:have|got|has) (?:(?:a|two|2|both|working|ur|your|those|that) ){0,3}(?:legs|knees|face|teeth|kneecaps|hands|eyes|fingers))`) },
  // `I'm outside your house right now`
  { severity: 'medium', re: words(`(?:i'm|im|i am|we're|we are) (?:parked |standing |sitting |waiting )?outside (?:your|ur) (?:house|home|flat|door|window|work|school|apartment)(?: (?:right now|now|watching|and i can see you))`) },
  // `you will be dealt with permanently`: an end promised to the reader.
  { severity: 'medium', re: words(`(?:(?:you|u|y'all|yall|all of (?:you|u)|every one of (?:you|u))(?: (?:will|are going to|are gonna|gonna)| ?'ll)|you'll|youll) be dealt with (?:permanently|for good|once and for all)`) },
  // `you better watch yourself when you leave work tonight`
  { severity: 'medium', re: words(`(?:you|u) (?:better|had better|'d better|should) watch (?:yourself|your back|out) (?:when|after|tonight|on your way|walking)`) },
  // `we know which school your daughter goes to`, said and left there
  { severity: 'medium', re: words(`(?:i|we) know (?:which school|what school|where) (?:your|ur) ${FAMILY} (?:go|goes|live|lives|play|plays|walk|walks)(?: to)?(?: [^ ]+)?(?= [.!?]*$| [.]|$)`) },
  // `i know your kids get out of school at 3:15`, `we know what time your daughter finishes school`: a
  // child's day known, said and left there (not `..., want me to grab yours with mine?`)
  { severity: 'medium', re: words(`(?:i|we) know (?:(?:what time|when) )?(?:your|ur) ${FAMILY} (?:get out of|gets out of|finish|finishes|leave|leaves|walk home from|walks home from|get home from|gets home from) (?:school|nursery|practice|training|class)(?: (?:at|around|about|by) [^ .!?,]+(?: [:.] [^ .!?,]+)?)?(?=(?: [.!])*$)`) },
  // `I know what car you drive, what time you leave work, and which way you go home`: one such fact
  // is a partner offering a lift; two recited together are a threat.
  { severity: 'high', re: words(`(?:i|we) know ${ROUTINE}(?: [^ ]+)?(?: ,| and| , and) (?:${ROUTINE}|where (?:you|u) (?:live|park|work|sleep))`) },
  // `hope you have good life insurance`, `people disappear all the time`, `people like you tend to have accidents`
  { severity: 'medium', re: words(`(?:(?:hope|better hope) (?:you have|you've got|you got|u have|u got|ur|you're|youre) (?:good |great |a lot of |enough )?life insurance|(?:hope|better hope) (?:your|ur) life insurance (?:is|'s) (?:paid up|up to date)|people (?:disappear|go missing|vanish) all the time|(?:people|guys|girls|snitches|folks) like (?:you|u) (?:tend to |often |usually )?have accidents|remember what happened to (?:the last|that) (?:guy|girl|person|one|kid)|(?:i'm|im|i am) closer than (?:you|u) think(?! (?:to|about) [^ ]+ing(?![^ ]))(?! to (?:my|the) (?:goal|dream|degree|target|deadline|end|finish line)(?![^ ]))|(?:locked doors|locks|a locked door) (?:don't|dont|won't|wont) stop (?:everyone|me|us|anyone|everybody)|(?:you|u) better hope (?:we|i) never (?:run into|meet|see|bump into)|(?:won't|wont|will not) be (?:just )?words (?:next time|after this)|after this it (?:won't|wont|will not) be (?:just )?words)`) },
  // `your kids walk past my house every morning`, said and left there
  { severity: 'medium', re: words(`(?:your|ur) ${FAMILY} (?:walk|walks|pass|passes|go|goes|play|plays)(?: right)? (?:past|by) my (?:house|place|door|street|flat|window)`) },
  // `I'll burn your shop to the ground with you inside`
  { severity: 'high', re: words(`(?:burn|torch|blow up|set fire to) (?:your|ur|his|her|their|that|this|the) (?:[^ ]+ )?(?:shop|house|home|car|flat|store|office|business|restaurant|place|clinic|church|mosque|synagogue|school|building)(?: (?:down|to the ground))? with (?:you|u|him|her|them|your family|your kids|everyone|everybody|all of them) (?:inside|in it)`) },
  // `teach that reporter a lesson with a baseball bat`
  { severity: 'high', re: words(`teach (?:you|u|him|her|them|(?:that|this|the) [^ ]+) a lesson(?: [^ ]+){0,3} (?:with|using) (?:a |my |the |some )?${WEAPON}`) },
  // `I hope your house burns down with your family in it`
  { severity: 'medium', re: words(`(?:hope|wish|pray) (?:your|ur) (?:house|home|car|shop|flat) (?:burns|burn|blows up|explodes|gets torched)(?: down)? with (?:you|your family|your kids|ur family) (?:in it|inside)`) },
  // `I'll be at Sunday service with my dad's rifle`, `we pay them a visit with petrol cans`
  { severity: 'high', re: words(`(?:(?:i'll|ill|i will|we'll|we will|i'm going to|im going to|i'm gonna|im gonna|gonna) (?:be|show up|turn up|come) (?:at|to) (?:[^ ]+ ){1,4}with (?:(?:my|a|the|his|dad's|dads|some) ){0,2}(?:rifle|gun|guns|knife|knives|shotgun|pistol|machete|bat|bats|axe|petrol|gasoline)|(?:pay|paying) (?:them|you|him|her|u) a visit with (?:[^ ]+ ){0,2}(?:petrol|gasoline|guns|bats|knives|crowbars|lighters|a gun|a knife|a bat|a hammer|a crowbar|an axe)|(?:i'll|ill|i will|i'm gonna|im gonna|gonna|i'm going to|im going to) be waiting (?:for (?:you|u) )?(?:at|by|outside|in) (?:[^ ]+ ){1,3}with (?:a|my|the) (?:knife|bat|gun|hammer|crowbar|axe|machete|rifle|shotgun|pistol))`) },
  // `we go to the mayor's house and kill him`
  { severity: 'high', re: words(`(?:we|i|we'll|i'll|gonna|let's|lets) (?:go|head|drive|walk|go over|go round)(?: over| round)? to (?:[^ ]+ ){1,3}(?:house|home|place|flat|office) and (?:kill|shoot|stab|beat|burn|torch|hurt|murder) (?:him|her|them|you|everyone)`) },
  // `bring bats and crowbars to the rally, when the other side shows up we smash their skulls in`
  { severity: 'high', re: words(`bring (?:[^ ]+ ){0,2}(?:bats|crowbars|knives|guns|weapons|bricks|machetes|pipes)(?: [^ ]+){0,14} (?:we|and) (?:smash|beat|stab|kill|shoot|crack|bash|break|cave) (?:their|them|his|her|your|every)`) },
  // Harm foretold to the reader's things or walk home: `don't be surprised if your car catches fire one
  // night`, `walk home alone tonight and see what happens`, `i've got a gun and nothing to lose`.
  { severity: 'medium', re: words(`(?:(?:don't|dont|do not) be surprised if (?:your|ur) (?:car|house|home|shop|flat|windows|tyres|tires|dog|cat|kids|family|mum|mom|wife|husband)(?: [^ .!?,]+){0,2} (?:catches fire|catch fire|burns down|burns|goes up in flames|gets (?:smashed|torched|slashed|hurt)|go missing|goes missing)|(?:walk|go|drive|come|leave)(?: home)? alone (?:tonight|tomorrow|after (?:work|school|dark)) and see what happens|(?:i've got|ive got|i have|i got) a (?:gun|knife|blade|shotgun|rifle) and nothing (?:left )?to lose)`) },
  // Children held over a parent who would seek help: `you'll never see the kids again if you go to the police`.
  { severity: 'high', re: words(`(?:(?:you|u) (?:will|'ll)|you'll|youll) never see (?:the|your|ur) (?:kids|children|son|daughter|baby|family) again if (?:you|u) (?:go to|call|tell|talk to|leave|report)`) },
  // `the next person who touches my bike gets a knife in the ribs`, `any city fan in our end gets glassed`
  { severity: 'high', re: words(`(?:the next (?:person|one|guy|kid|idiot)|any (?:[^ .!?,]+ )?(?:fan|fans|supporter|supporters|person|guy|lad|lads|kid)|anyone|anybody|whoever) (?:who |that )?(?:[^ ]+ ){1,6}(?:gets|is getting|will get|'s getting) (?:a (?:knife|bullet|blade|bat) (?:in|to|through) (?:the|their|his|her) (?:ribs|face|head|gut|back|chest|skull)|stabbed|shot|glassed|bottled|knifed|run over|buckshot|a bullet|their legs broken|their head kicked in)`) },
];

/**
 * Veiled threats whose words are not the normaliser's (VEILED's are): `keyed` and `spray painted`
 * would join disguised spellings in the texts the model learns from.
 */
const UNSPELLED_VEILED: readonly { re: RegExp; severity: Severity }[] = [
  // Harm to what the reader owns, wished aloud as a pity: `nice car, would be a shame if someone keyed it`.
  { severity: 'medium', re: words(`(?:shame|tragedy|pity) if (?:someone|somebody|anyone|anybody) (?:keyed|scratched|smashed|slashed|torched|burned|burnt|set fire to|spray painted|broke into|poisoned) (?:it|them|(?:your|ur|that|this) (?:[^ .!?,]+ ){0,2}(?:car|van|truck|bike|house|home|shop|windows|tyres|tires|dog|cat|garden|fence))(?= *$| [.!?,]| one night| overnight| while)`) },
];

const ALL_VEILED = [...VEILED, ...UNSPELLED_VEILED];

function detectVeiledThreats(reading: Reading): void {
  const { doc, findings } = reading;
  const text = doc.text;
  for (const { re, severity } of ALL_VEILED) {
    for (const m of reading.scan(re)) {
      const end = m.index + m[0].length;
      if (reading.negatedAt(m.index, 3)) continue;
      const reported = CONTEXT.isReported(text, m.index, end);
      findings.add({ category: 'violence', label: 'threat', severity: reported ? 'low' : severity, confidence: reported ? 0.6 : 0.75, ...originalSpan(doc, m.index, end) });
    }
  }
}

export const veiledThreats: Detector = {
  name: 'violence/veiled',
  categories: ['violence'],
  words: [patternWords(...VEILED.map((v) => v.re))],
  detect: detectVeiledThreats,
};
