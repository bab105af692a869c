// Templated training sentences for what the public sets lack or barely hold: threats, self-harm,
// sexual language, insults aimed at a person and plain statements of hate about a group. Every
// sentence frame a harm uses ("I want to ...", "you're ...", "<group> are ...", "send me ...") is
// also filled with harmless endings, and idioms, games, technical English, reports, negation,
// counter-speech and friendly mentions of groups are written too, so the model learns what the
// harm adds to a frame rather than the frame itself. Only ever used to train and calibrate: no
// figure is reported on them.
import { seededRandom } from './logistic.ts';
import { BENIGN, type Example, type Labels } from './sources.ts';

const GROUPS = [
  'women', 'muslims', 'jews', 'black people', 'blacks', 'immigrants', 'refugees', 'migrants', 'gay people', 'gays',
  'lesbians', 'trans people', 'trans women', 'transgender people', 'disabled people', 'the disabled', 'mexicans',
  'asians', 'chinese people', 'arabs', 'africans', 'indians', 'pakistanis', 'hindus', 'sikhs', 'christians',
  'catholics', 'gypsies', 'roma', 'latinos', 'hispanics', 'foreigners', 'homosexuals', 'bisexuals', 'old people',
  'autistic people', 'jewish people', 'muslim women', 'black women', 'asylum seekers', 'somalis', 'syrians',
  'nigerians', 'palestinians', 'israelis', 'white people', 'deaf people', 'girls', 'feminists', 'native americans',
];

const SLOTS: Readonly<Record<string, readonly string[]>> = {
  group: GROUPS,
  intent: ['I want to', 'i wanna', "I'm going to", 'im gonna', 'gonna', 'I need to', 'let me', "I'll", 'ill', "can't wait to", "I'm about to", 'I just want to', 'I will', 'we will', "we're going to", 'imma', 'I swear I will', 'I really want to'],
  hurt: [
    'kill', 'shoot', 'stab', 'murder', 'strangle', 'choke', 'beat the shit out of', 'break the legs of', 'break the neck of',
    'slit the throat of', 'burn', 'hang', 'run over', 'bash the head in of', 'put a bullet in', 'smash the face of', 'bury',
    'hunt down', 'torture', 'gut', 'drown', 'hurt', 'beat', 'punch', 'break the jaw of', 'cut', 'knife', 'curb stomp',
  ],
  victim: ['you', 'your family', 'your kids', 'your wife', 'your mom', 'him', 'her', 'them', 'that bitch', 'the teacher', 'my boss', 'my ex', 'everyone in that office', 'you and your friends', 'you all', 'the mods', 'that kid', 'the landlord', 'the ref', 'my neighbour'],
  when: ['', ' tomorrow', ' tonight', ' when I find you', ' if you come back', ' next time I see you', ' after school', ' on monday', ' in your sleep', ' one day', ' soon', ' I swear', ', mark my words', ', count the days', ' when you least expect it', ' and nobody will find you'],
  place: ['the school', 'the mosque', 'the synagogue', 'the church', 'the office', 'the mall', 'the concert', 'the clinic', 'city hall', 'the parade', 'the campus', 'the temple', 'the station'],
  attack: ['shoot up', 'bomb', 'blow up', 'burn down', 'set fire to'],
  harm_group: ['shot', 'hanged', 'killed', 'gassed', 'burned', 'exterminated', 'wiped out', 'lined up and shot', 'put down', 'lynched', 'stoned to death', 'wiped off the map', 'sterilised', 'rounded up'],
  dehuman: ['parasites', 'vermin', 'animals', 'rats', 'cockroaches', 'subhuman', 'savages', 'a disease', 'a plague', 'a cancer', 'filth', 'apes', 'pigs', 'leeches', 'insects', 'not human', 'less than human', 'an infestation', 'trash', 'garbage', 'scum', 'a virus', 'monsters', 'beasts', 'dogs', 'a pest'],
  trait: ['disgusting', 'criminals', 'rapists', 'terrorists', 'thieves', 'liars', 'stupid', 'lazy', 'dirty', 'inferior', 'evil', 'violent', 'worthless', 'mentally ill', 'perverts', 'pedophiles', 'freaks', 'a burden', 'useless', 'degenerates', 'dangerous', 'primitive', 'ugly', 'greedy', 'a drain on society', 'too stupid to vote', 'incapable of thinking', 'born criminals'],
  goodTrait: ['kind', 'hardworking', 'brilliant', 'funny', 'generous', 'welcome here', 'our neighbours', 'part of this community', 'amazing cooks', 'great colleagues', 'human beings like everyone else', 'people with rights', 'valued members of our team', 'just trying to live their lives', 'strong', 'resilient', 'everywhere in this city', 'a big part of our history'],
  neutralVerb: ['have lived in this city for centuries', 'celebrate the holiday next week', 'make up about a fifth of the population', 'organised a food drive', 'are underrepresented in tech', 'face discrimination at work', 'were honoured at the ceremony', 'founded the community centre', 'often speak several languages', 'are protected by law', 'are voting in large numbers this year', 'contributed to the new museum exhibit', 'marched for equal pay', 'opened a new bakery on our street'],
  goodShould: ['have equal rights', 'be welcomed', 'get better healthcare', 'be able to vote', 'be paid the same', 'feel safe here', 'be heard', 'be treated with respect', 'have a seat at the table', 'get the same chances'],
  hate: ['hate', 'despise', "can't stand", 'loathe', 'detest', 'cant stand', 'fucking hate', 'really hate'],
  like: ['love', 'adore', 'really like', 'admire', 'miss', 'respect'],
  insult: [
    'idiot', 'moron', 'loser', 'worthless piece of shit', 'pathetic loser', 'stupid bitch', 'fucking idiot', 'waste of space', 'clown',
    'dumbass', 'retard', 'ugly cow', 'fat pig', 'piece of garbage', 'useless twat', 'disgusting creep', 'braindead moron',
    'joke', 'failure', 'embarrassment', 'brainless idiot', 'cunt', 'dickhead', 'whore', 'slut', 'lowlife', 'coward', 'freak',
  ],
  insultAdj: ['stupid', 'pathetic', 'worthless', 'ugly', 'disgusting', 'useless', 'dumb', 'braindead', 'fat', 'retarded', 'incompetent', 'clueless', 'annoying', 'a joke', 'a waste of air', 'trash', 'garbage'],
  praise: ['genius', 'legend', 'star', 'sweetheart', 'hero', 'gem', 'lifesaver', 'champ', 'rockstar', 'angel'],
  praiseAdj: ['amazing', 'brilliant', 'so kind', 'hilarious', 'the best', 'so talented', 'gorgeous', 'so smart', 'right', 'on fire', 'killing it'],
  means: ['pills', 'a rope', 'a razor', 'a knife', 'sleeping pills', 'tylenol', 'a gun', 'my meds', 'the bridge', 'the train tracks', 'the roof'],
  die: ['kill myself', 'end my life', 'end it all', 'die', 'not wake up', 'disappear forever', 'hang myself', 'overdose', 'jump off a bridge', 'slit my wrists', 'cut myself', 'hurt myself', 'stop existing', 'be dead', 'take my own life', 'end it tonight', 'jump in front of a train', 'shoot myself'],
  soon: ['', ' tonight', ' tomorrow', ' this weekend', ' soon', ' after everyone goes to bed', ' before my birthday', ' today', ' when my parents leave'],
  sexAct: ['suck your dick', 'suck your tits', 'lick your pussy', 'eat your ass', 'bend you over', 'ride your cock', 'cum on your face', 'have sex with you', 'fuck your brains out', 'make you moan', 'see you naked', 'finger you', 'get you in bed', 'touch myself thinking of you', 'make you cum', 'rip your clothes off', 'feel your body on mine'],
  sexNoun: ['nudes', 'naked pics', 'a pic of your tits', 'a dick pic', 'your nudes', 'a video of you naked', 'pics of your body', 'your ass pics', 'a topless selfie', 'something naughty', 'pics in your underwear'],
  body: ['tits', 'dick', 'cock', 'pussy', 'ass', 'boobs', 'nipples', 'balls'],
  everyday: [
    'eat pizza', 'go home', 'see you', 'sleep for a week', 'call you later', 'meet your parents', 'hug you', 'kiss you goodnight', 'buy a new car',
    'learn the guitar', 'quit my job', 'move to canada', 'cry', 'scream into a pillow', 'watch the game', 'finish this report', 'go to the gym',
    'take a nap', 'fix the bug', 'try that restaurant', 'marry you', 'adopt a dog', 'see the concert', 'get my hair cut', 'lie down', 'read that book',
    'beat you at chess', 'crush this exam', 'destroy you at mario kart', 'kill this presentation', 'run a marathon', 'get drunk tonight',
  ],
  sendable: ['the file', 'the link', 'your address', 'a pic of your new car', 'the photos from the trip', 'the slides', 'your cv', 'a screenshot', 'the invoice', 'your number', 'pics of the puppy', 'the recipe'],
  thing: ['broccoli', 'mondays', 'traffic', 'this printer', 'rainy days', 'my commute', 'the new update', 'slow wifi', 'tax season', 'this song', 'cold coffee', 'the referee', 'spam emails', 'my alarm clock', 'airport queues', 'that movie', 'the ending of the show', 'pineapple on pizza', 'homework', 'meetings that could be emails'],
  idiom: [
    'kill the process', 'kill the server', 'shoot me an email', 'shoot a video', 'break a leg', 'bomb the exam', 'kill two birds with one stone',
    'kill some time', 'knock them dead', 'execute the script', 'terminate the instance', 'abort the build', 'nuke the cache', 'slay the presentation',
    'murder that karaoke song', 'attack the problem', 'kill the lights', 'hang the picture', 'cut the onions', 'shoot the breeze', 'strangle the bandwidth',
  ],
  game: ['boss', 'healer', 'sniper', 'zombies', 'dragon', 'final boss', 'enemy team', 'creeper', 'raid boss', 'tank', 'npc', 'other squad'],
  swear: ['shit', 'fuck', 'damn', 'holy shit', 'oh fuck', 'fucking hell', 'goddamn it', 'wtf', 'ffs', 'bloody hell'],
  member: [
    'a muslim', 'a jew', 'a jewish person', 'a christian', 'a catholic', 'a hindu', 'a sikh', 'a buddhist', 'an atheist', 'a gay man',
    'a lesbian', 'a trans woman', 'a trans man', 'a black woman', 'a black man', 'an immigrant', 'a refugee', 'a deaf person',
    'a disabled person', 'an autistic kid', 'a muslim woman', 'a mormon', 'an arab', 'a mexican', 'a chinese student',
  ],
  faith: ['islam', 'judaism', 'christianity', 'hinduism', 'sikhism', 'buddhism', 'catholicism', 'the muslim faith', 'the jewish faith'],
  practice: [
    'eat pork', 'drink alcohol', 'work on saturdays', 'get tattoos', 'marry outside their faith', 'keep dogs', 'eat beef', 'cut their hair',
    'fast during ramadan', 'celebrate christmas', 'pray at work', 'wear jewellery', 'eat shellfish', 'use phones on the sabbath',
    'donate blood', 'adopt children', 'serve in the army', 'wear a headscarf at school', 'take time off for holidays', 'be buried',
  ],
  relative: ['wife', 'husband', 'girlfriend', 'boyfriend', 'best friend', 'neighbour', 'boss', 'teacher', 'doctor', 'mum', 'dad', 'coworker', 'roommate', 'grandma'],
  identity: ['black', 'jewish', 'muslim', 'gay', 'trans', 'deaf', 'mexican', 'chinese', 'indian', 'an immigrant', 'a refugee', 'hindu', 'bisexual', 'autistic', 'arab', 'a sikh'],
  goodDeserve: ['equal rights', 'respect', 'the same chances', 'to feel safe', 'to be heard', 'a fair trial', 'better healthcare', 'dignity', 'equal pay', 'a seat at the table', 'better representation', 'to be left alone', 'legal protection', 'a proper apology'],
};

/** Expands `{a|b}` alternatives and `${slot}` words into one sentence, choosing with `random`. */
function expand(template: string, random: () => number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  return template
    .replace(/\$\{(\w+)\}/g, (_, name: string) => pick(SLOTS[name] ?? [name]))
    .replace(/\{([^{}]*)\}/g, (_, options: string) => pick(options.split('|')))
    .replace(/\s+/g, ' ')
    .trim();
}

interface Family {
  readonly labels: Labels;
  readonly templates: readonly string[];
  /** Sentences drawn per template (duplicates dropped). */
  readonly perTemplate: number;
}

const only = (category: keyof typeof BENIGN): Labels => ({ ...BENIGN, [category]: 1 });

const FAMILIES: readonly Family[] = [
  {
    // Threats against a person or a place.
    labels: only('violence'),
    perTemplate: 50,
    templates: [
      '${intent} ${hurt} ${victim}${when}',
      '{i know|I know} where you live{| and|, and} ${intent} ${hurt} ${victim}',
      '{watch your back|you better watch your back|sleep with one eye open}{|,| bitch|.} ${intent} ${hurt} you${when}',
      "{you're|you are|ur} {dead|a dead man|dead meat|so dead}{| when I find you| tomorrow|, I promise}",
      '${intent} ${attack} ${place}{| tomorrow| on friday| during the assembly| next week| and nobody will stop me}',
      '{someone|somebody|one of us} {should|needs to|ought to} ${hurt} {him|her|them|that judge|the mayor|that reporter|my neighbour}',
      '{bring|grab} {the guns|your knives|bats|the petrol} {saturday|tonight|tomorrow}{,|.|} {we are|we\'re} going to ${hurt} {him|them|that guy|the whole family}',
      '{i hope|I hope|hope} you {die|get cancer|get hit by a bus|die in a fire|get raped|choke on it|rot in hell|bleed out}',
      "you'll {regret this|pay for this|wish you were dead|never see it coming}{| when I find you|, I promise}",
      '{if you|you} {show up|come here|post that again|call the cops|say that again} {and|,} ${intent} ${hurt} you',
      '{I will|Ill|gonna} {rape|kidnap} {you|your daughter|her|your sister}',
      '{i have|got} {a gun|a knife|my dad\'s rifle|a bomb} and {im|I am|i\'m} {coming for you|going to use it on you|bringing it to school tomorrow}',
    ],
  },
  {
    // Calls for harm against a group: the team files them under hate.
    labels: only('hate'),
    perTemplate: 40,
    templates: [
      '{all|every last one of the} ${group} should be ${harm_group}',
      '${group} {should|must|need to|deserve to} be ${harm_group}',
      '{we need to|we should|it is time to|let\'s} {kill|shoot|exterminate|wipe out|gas|hang} {all the|every|the} ${group}',
      '${group} {deserve to die|deserve a bullet|should all die|need to be wiped out|should be lined up against a wall}',
      '{the only good|a good} {muslim|jew|immigrant|refugee|gay|tranny|black} is a dead one',
    ],
  },
  {
    labels: only('self_harm'),
    perTemplate: 45,
    templates: [
      '${intent} ${die}${soon}',
      "{i've|I have|ive} been {thinking about|planning} {suicide|killing myself|ending it|how to end it}{| a lot| every day| again}",
      "{i don't|I do not|i dont} want to {live|be alive|be here|exist|wake up} {anymore|tomorrow|any longer}",
      '{everyone|my family|the world|they} would be better off {without me|if I was dead|if I was gone}',
      '{i|I} {cut|burned|hurt} myself again{| last night| today|, it helps}',
      "{i've|I have} been {cutting|self harming|burning myself} {for months|again|since january}",
      '{how many|what dose of} ${means} {would it take|does it take|do I need} to {die|not wake up|overdose|end it}',
      '{i|I} {bought|saved up|have been collecting|got} ${means} {to end it|for tonight|so I can finally die|and I know what to do with them}',
      '{i|I} wrote {my|a} {suicide note|goodbye letter|note for my mom}{| last night| today|. this is goodbye}',
      '{nobody|no one} would {miss me|care|notice} if {i|I} {died|was gone|killed myself|disappeared}',
      "{i am|I'm|im} {so tired of living|done with life|ready to die|suicidal|going to end it|not going to be here much longer}",
      "{goodbye|bye} everyone{,|.} {thank you for everything|i'm sorry|this is the last time you'll hear from me|tonight I end it}",
      "{what's the|whats the} {least painful|quickest|easiest} way to {die|kill myself|end it}",
      '{i|I} {stood|was standing} on {the bridge|the roof|the edge} {tonight|last night} and {almost jumped|wanted to jump}',
    ],
  },
  {
    labels: only('sexual'),
    perTemplate: 45,
    templates: [
      '${intent} ${sexAct}{| tonight| so bad| baby| all night}',
      '{send|send me|show me|post|dm me} ${sexNoun}{| please| now| babe|, I\'ll send mine}',
      '{wanna|want to|do you want to} {see|suck|touch} my ${body}{|?| tonight}',
      "{i am|im|I'm} so {horny|wet|hard}{| right now| thinking about you| for you}",
      '{your|ur} ${body} {looks|look} so {fuckable|hot|tight|good} {in that pic|tonight|baby}',
      '{come|cmon} {sit on my face|ride me|fuck me|suck me off|get naked}{| baby| now| tonight}',
      '{looking for|anyone up for} {a hookup|casual sex|a threesome|no strings fun|a quick fuck} {tonight|near me|this weekend}',
      '{i|I} {jerked off|came|masturbated} {to your pics|thinking about you|last night}',
      '{she|he} {sucked|rode|fucked} {him|her|me} {all night|in the car|until morning}',
    ],
  },
  {
    // Insults and abuse aimed at a person.
    labels: only('harassment'),
    perTemplate: 40,
    templates: [
      "{you're|you are|ur|your} {a|such a|an absolute|the biggest|a complete} ${insult}",
      "{you're|you are|ur} {so|really|fucking|such a} ${insultAdj}{| lol| honestly| and everyone knows it}",
      '{shut up|stfu|shut your mouth|fuck off|go away}{,| you} ${insult}',
      '{fuck you|fuck u|fuck off|screw you|f you}{| ${insult}|!|, seriously|, you ${insult}}',
      '{nobody|no one} {likes|wants|cares about|will ever love} you{, ${insult}|| you ${insult}}',
      '{go kill yourself|kys|kill yourself|go die|do everyone a favour and die}{| you ${insult}|, nobody wants you here}',
      "{she's|he's|she is|he is} {a|such a|the most} ${insultAdj} {person|woman|man|excuse for a human} {i've ever met|alive|in this team}",
      '{you|u} {should be ashamed|are a disgrace|make me sick|are a waste of oxygen|are the dumbest person here|disgust me}',
      '{your|ur} {face|voice|work|code|art|opinion} is {as ${insultAdj} as you are|trash like you|garbage, just like you}',
    ],
  },
  {
    // Plain statements of hate about a group.
    labels: only('hate'),
    perTemplate: 40,
    templates: [
      '{I|i|we|honestly I|I just} ${hate} ${group}',
      '${group} are {all |so |just |nothing but |literally |basically |always |such |fucking |}${dehuman}',
      '${group} are {all |so |just |literally |basically |always |fucking |}${trait}',
      '{all|most|every one of the} ${group} are ${trait}',
      '${group} {ruin|destroy|are ruining|are destroying|poison} {everything|this country|our neighbourhoods|our culture|the west}',
      '${group} {should|need to|must} {go back where they came from|be deported|not be allowed to vote|stay in the kitchen|be banned from our country|not have rights|be kept out}',
      '{why are|why are all|how come} ${group} so {stupid|lazy|violent|dirty|disgusting|ugly}{?|}',
      "{in my opinion|honestly|imo|let's be real|face it}{,|} ${group} are {inferior|a problem|not real people|ruining everything|subhuman|the worst}",
      '{no|keep the} ${group} {allowed|welcome|out of here|out of our schools|out of our country}',
      "${group} {aren't|are not} {human|people|real women|real men|welcome here|equal to us}",
      '{get|kick|throw} {these|the|all} ${group} out of {our country|this country|here|our town}',
      '${group} {breed like rats|spread disease|bring crime|are invading us|are replacing us|steal our jobs}',
    ],
  },
  {
    // The same frames, harmless.
    labels: BENIGN,
    perTemplate: 40,
    templates: [
      '${intent} ${everyday}{| tonight| tomorrow| so bad| lol| this weekend}',
      '{send|send me|show me|post|dm me} ${sendable}{| please| now| when you can|, thanks}',
      "{you're|you are|ur} {a|such a|an absolute|the biggest|a complete} ${praise}{| lol|, thank you| honestly}",
      "{you're|you are|ur} {so|really|fucking|such a} ${praiseAdj}{| lol| honestly| and everyone knows it}",
      '{I|i|honestly I|we} ${hate} ${thing}',
      '${thing} {is|are} {so |really |}{disgusting|the worst|awful|terrible|garbage|trash}',
      '{I|i} ${like} {my|our|the} ${group} {friends|neighbours|colleagues|coworkers}',
      '${group} are ${goodTrait}',
      '${group} ${neutralVerb}',
      '${group} should ${goodShould}',
      '{all|most|many} ${group} {are|were} {at the festival|born here|voting today|in the choir|fans of the team}',
      "{i would never say|I'd never say|it's wrong to say|nobody should say|stop saying} ${group} are ${trait}",
      '${group} are not ${dehuman}{|, they are people|. they are human beings}',
      "{it's disgusting when people say|i hate it when people say|saying|the claim that} ${group} are ${dehuman} {is disgusting|is racist|is hateful|is wrong|makes me sick}",
      '{he|she|the troll|that account|some guy} {said|posted|tweeted|wrote} "${group} are ${dehuman}" and {got banned|was reported|everyone called him out|should be ashamed}',
      '{report|we removed|moderators removed} {a|the} {post|comment} {saying|claiming} ${group} {should be ${harm_group}|are ${dehuman}}',
      '{how do I|how to|you can} ${idiom}{|?| in linux| quickly| with one command}',
      '{kill|shoot|snipe|headshot|destroy} the ${game} {first|from behind|before it respawns|with the rocket launcher}',
      "{i'm|I am|im} {dying to|dying of laughter|going to kill it|dead tired|so dead after work} {lol|today|at this show|haha}",
      '{this heat|my boss|this workout|the traffic} is killing me{| lol| today|, send coffee}',
      '{the|a} {suicide prevention hotline|crisis line|mental health helpline} {number is 988|is open all night|helped my friend}',
      '{the book|the film|the documentary|the article} {is about|describes|covers} {a man who killed himself|the history of the war|a serial killer|the holocaust|self harm in teens}',
      '{sex education|sexual health|the sex of the kitten|sexual harassment training|gender and sexuality studies} {is|was} {important|on the schedule|required|discussed today}',
      '{the police|officers|the soldier} {shot|arrested|killed} {the suspect|the gunman|an armed man} {yesterday|on tuesday|, reports say}',
      '{this is|that was|what} {bullshit|fucking awesome|some bullshit|a shitshow|fucking hilarious|damn good}{| lol|!|, honestly}',
      '${swear}{,| } {i forgot my keys|the build failed again|we won|that was close|my coffee spilled|this bug again|it works}',
      '{this|the} {fucking|damn|stupid|shitty} {printer|bus|wifi|update|weather|laptop|parking app} {is broken again|never works|made me late|ate my homework}',
      '{this|the|that} {code|movie|game|update|design|song|meeting|plan|ui|controller} is {stupid|trash|garbage|dumb|a joke|awful|disgusting|pathetic}',
      "{i'm|I am|im|what|I feel like} {such an|an|the biggest|a total} {idiot|moron|loser|clown|dumbass}{| lol|, I forgot my keys| for missing the bus| today}",
      "{i'm|I am} the {dumbest|stupidest|worst} {person|player|student|cook} in {this class|the team|my family}{| lol|, I failed again}",
      "{i'm|I am|im} not going to ${hurt} {you|anyone|him|her}{| lol|, relax|, calm down}",
      "{i would never|I'd never|I will never|we would never} ${hurt} {you|anyone|a soul|my family}",
      "{you're|you are|ur} not {an idiot|stupid|a loser|dumb|a failure}{| for asking|, you just need sleep|, everyone makes mistakes}",
      "{i don't|I do not|we don't} {hate|dislike|have anything against} ${group}{|, they are our neighbours|, stop putting words in my mouth}",
      '{the troll|someone|a guy|that account|he} {wrote|said|called me|commented} "{${insult}|kill yourself|you are ${insultAdj}}" {under my post|in the chat|and I reported it|, should I report him?|, what do I do}',
      '{they|the kids|some guys} called {him|her|me} {a|an} ${insult} {at school|online|today}{|, it hurt|, I told the teacher}',
      "{i'll|I will|ill} {hit you up|call you|text you|catch you} {tomorrow|later|after work}",
      '{the|our} {doctor|nurse|teacher|course} {explained|covered|talked about} {the warning signs of suicide|how to support someone who self harms|sexual consent|puberty}',
      '{i|I} {cut|burned} {my finger|myself} {while cooking|shaving|on the oven}{| lol|, ouch}',
      "{you're|you are|ur} {stupid|crazy|insanely|ridiculously|sick|wicked|scary} good at {this|chess|drawing|coding|darts}{| lol|, teach me}",
      "{you're|ur|you are} {trash|garbage|bad|awful|terrible} at {valorant|fortnite|chess|mario kart|league|bowling}{| lol| haha| bro}",
      '{you|u|that comment|the exam} made me feel {stupid|dumb|like an idiot|useless}{| today| lol|, sorry}',
      "{your|ur|his|her} {code|essay|pr|draft|design|ui|plan|first attempt} is {trash|garbage|a mess|awful|rubbish}{, let's refactor|, let me help|, we can fix it| and so is mine|, start again}",
      '{your|the|our} {trash can|garbage bin|recycling|garbage truck|compost} is {full|here|late|outside}{| again| lol}',
      '{did you|can you|please} {trash|bin|delete|clean up} the {files|old drafts|branch|logs}{?|}',
      '{tonight|tonight\'s the night|this weekend} {we|I} {watch the final|go to the concert|finally finish the move|cook for everyone}{| baby| babe|!|, so excited}',
      '{send|sending} {you|me} {a pic|a photo|a video|pics} of {my new car|the sunset|the kids at the beach|my cat|the cake|the view from the hotel}{| tonight| baby| babe}',
      '{i want to|I wanna|can I|I\'d love to} {kiss you goodnight|hold your hand|cuddle on the couch|take you to dinner|see you tonight|call you before bed}{| baby| babe| tonight}',
      '{good night|night night|sleep well|sweet dreams} {baby|babe|love|everyone}{| ❤️| xx|, see you tomorrow}',
      '{fuck you|fuck off|screw you|fuck this}{,| } {i quit|i\'m done|we\'re done|seriously}{| lol|.}',
      '{i|I} {left|wrote|put} {notes|a note|the keys|the bills} {for mum|for my sister|in the drawer|on the table}{| tonight| before leaving|, love u all}',
    ],
  },
  // The families below were added later. They come last so that every sentence drawn before them stays the
  // same: the generator draws from one seeded stream, so a template inserted earlier would redraw the rest.
  {
    // Questions, beliefs, rights and families: where a group is named most often in harmless talk.
    labels: BENIGN,
    perTemplate: 40,
    templates: [
      '{are|can|do|should|why do|why don\'t|is it ok for} ${group} {allowed to |supposed to |}${practice}{?|| though?}',
      '{can|may|is it ok for|why can\'t} ${member} {marry|date|pray with|eat with|be friends with|live with} {a christian|a muslim|a jew|someone of another faith|an atheist|a hindu}{?|}',
      '{what do|how do|when do|where do} ${group} {believe about|celebrate|eat during|wear for|pray during|do at} {jesus|easter|the new year|weddings|funerals|the holidays|ramadan|passover}{?|}',
      '${faith} {is a religion of|teaches|values|is built on} {peace|charity|forgiveness|kindness to strangers|respect for parents|prayer and study|many traditions}',
      '${faith} is {one of the oldest religions|practised by millions|a monotheistic religion|older than many people think|very diverse}',
      '{my|our} ${relative} is ${identity}{| and|,} {we met at uni|she is the best|he makes amazing food|our kids are mixed|we celebrate both holidays|I love it}',
      '{as|i am|I\'m} ${member}{| and|,} {I|i} {work in tech|never felt welcome growing up|love this city|go to the same gym|run a small shop}',
      '${group} deserve ${goodDeserve}{| too| like everyone else|, full stop}',
      '${group} should {be welcome in every neighbourhood|not have to hide who they are|be free to worship|not be afraid to walk home|be able to marry|get the same pay}',
      '{there are|about|roughly} {two|ten|fifteen|forty} million ${group} {in the world|in this country|in europe|in the us}',
    ],
  },
  {
    // Hate in the frames of the family above: what a group "deserves", questions that are hateful.
    labels: only('hate'),
    perTemplate: 40,
    templates: [
      '${group} deserve {nothing|no rights|to suffer|what is coming to them|to be hated|every bit of hate they get}',
      '{why are|why do} ${group} {always so|so|even} {violent|greedy|dirty|allowed to breed|allowed to exist|still here}{?|}',
    ],
  },
];

/** The generated sentences, the same on every run (seeded). */
export function generatedExamples(seed = 7): Example[] {
  const random = seededRandom(seed);
  const out: Example[] = [];
  for (const family of FAMILIES) {
    for (const template of family.templates) {
      const seen = new Set<string>();
      for (let k = 0; k < family.perTemplate * 3 && seen.size < family.perTemplate; k++) {
        const text = expand(template, random);
        if (seen.has(text)) continue;
        seen.add(text);
        out.push({ text, labels: family.labels, source: 'generated' });
      }
    }
  }
  return out;
}
