// Word lists the rules are built from. Plain data: each detector decides what a match means.

export const PROFANITY = [
  'fuck', 'fucks', 'fucking', 'fuckin', 'fucker', 'fuckers', 'fucked', 'motherfucker', 'motherfucking', 'shit', 'shits',
  'shitty', 'bullshit', 'horseshit', 'bitch', 'bitches', 'bitchy', 'cunt', 'cunts', 'asshole', 'assholes', 'arsehole',
  'ass', 'arse', 'dick', 'dickhead', 'prick', 'twat', 'wanker', 'wank', 'bastard', 'bastards', 'bollocks', 'crap',
  'crappy', 'damn', 'goddamn', 'piss', 'pissed', 'slut', 'sluts', 'whore', 'whores', 'cock', 'cocksucker', 'pussy',
  'douche', 'douchebag', 'jackass', 'dumbass', 'wtf', 'stfu', 'fml', 'fk', 'fck', 'fuk', 'sht', 'btch',
];

/** Casual words that are profane but too mild to report on their own. */
export const MILD_PROFANITY = ['damn', 'crap', 'crappy', 'piss', 'pissed', 'hell', 'fml'];

/** Nouns and adjectives that insult the person they are aimed at. */
export const INSULTS = [
  'idiot', 'idiots', 'moron', 'morons', 'imbecile', 'stupid', 'dumb', 'dumbass', 'loser', 'losers', 'worthless',
  'pathetic', 'useless', 'retard', 'retarded', 'ugly', 'disgusting', 'trash', 'garbage', 'scum', 'scumbag', 'failure',
  'clown', 'fat pig', 'fat cow', 'piece of shit', 'piece of garbage', 'piece of trash', 'waste of space', 'waste of oxygen', 'bitch', 'cunt',
  'asshole', 'bastard', 'dick', 'dickhead', 'prick', 'twat', 'whore', 'slut', 'freak', 'creep', 'jerk', 'douche',
  'douchebag', 'parasite', 'coward', 'incompetent', 'brainless', 'braindead', 'wanker',
  'motherfucker', 'cocksucker', 'degenerate', 'lowlife', 'halfwit', 'dimwit', 'numbskull', 'nitwit', 'cretin',
  'simpleton', 'fool', 'hag', 'skank', 'embarrassment', 'disgrace', 'laughingstock', 'spineless', 'weasel', 'dunce',
  'buffoon', 'oaf', 'bozo', 'dolt', 'airhead', 'sleazebag', 'slimeball', 'crybaby', 'pervert', 'psycho', 'nutjob',
  'brain dead', 'troll',
];

/** Slurs against protected groups. `reclaimable` ones are also used by the group itself. */
export const SLURS = [
  'curry muncher', 'curry munchers', 'nigger', 'niggers', 'nigga', 'niggas', 'kike', 'kikes', 'chink', 'chinks', 'spic', 'spics', 'wetback', 'wetbacks',
  'gook', 'gooks', 'raghead', 'ragheads', 'towelhead', 'towelheads', 'sandnigger', 'paki', 'pakis', 'faggot',
  'faggots', 'fag', 'fags', 'dyke', 'dykes', 'tranny', 'trannies', 'beaner', 'beaners', 'jigaboo', 'zipperhead',
  'kaffir', 'abeed', 'africoon', 'boonga', 'chingchong', 'coon', 'coons', 'shemale', 'heeb', 'yid', 'golliwog',
];
export const RECLAIMABLE_SLURS = ['nigga', 'niggas', 'dyke', 'dykes', 'fag', 'fags', 'faggot', 'faggots', 'queer'];

/** Groups protected from hate speech, as people name them. */
export const GROUPS = [
  'jews', 'jewish people', 'the jews', 'muslims', 'muslim people', 'islam', 'christians', 'catholics', 'hindus', 'sikhs',
  'buddhists', 'blacks', 'black people', 'black men', 'black women', 'white people', 'whites', 'asians', 'asian people',
  'chinese people', 'the chinese', 'mexicans', 'latinos', 'hispanics', 'arabs', 'africans', 'indians', 'pakistanis',
  'immigrants', 'refugees', 'migrants', 'foreigners', 'gays', 'gay people', 'lesbians', 'homosexuals', 'queers',
  'trans people', 'transgender people', 'trans women', 'trans men', 'women', 'females', 'disabled people',
  'the disabled', 'gypsies', 'roma', 'romani people', 'palestinians', 'israelis', 'irish people', 'polish people',
  'native americans', 'aboriginals', 'jew', 'muslim', 'blacks', 'nigerians', 'somalis', 'syrians', 'ukrainians',
  'russians',
];

/** What dehumanising statements call a group. */
export const DEHUMANIZING = [
  'animals', 'vermin', 'rats', 'cockroaches', 'roaches', 'parasites', 'subhuman', 'sub human', 'savages', 'a disease',
  'a plague', 'a virus', 'a cancer', 'filth', 'scum', 'apes', 'monkeys', 'pigs', 'dogs', 'trash', 'garbage', 'inferior',
  'not human', 'less than human', 'insects', 'a pest', 'pests', 'leeches', 'primitive', 'barbarians', 'evil',
  'worthless', 'disgusting', 'criminals', 'rapists', 'terrorists', 'genetically inferior', 'mentally ill',
  'an abomination', 'abominations', 'unnatural', 'degenerates', 'perverts', 'freaks', 'a burden', 'burdens', 'diseased',
  'stupid', 'dumb', 'idiots', 'retarded', 'filthy', 'dirty', 'a plague on', 'a disease on', 'a cancer on',
];

/** What calls for harm against a group ask for. */
export const HARM_TO_GROUP = [
  'die', 'all die', 'be killed', 'be exterminated', 'be gassed', 'be wiped out', 'be eradicated', 'be deported',
  'be hanged', 'be lynched', 'be shot', 'burn', 'be burned', 'not exist', 'not be allowed to live', 'be sterilized',
  'be put down', 'be eliminated', 'be locked up', 'go back to their country', 'go back where they came from',
  'be banned', 'rot in hell', 'be enslaved',
];
export const HARM_VERBS_FOR_GROUPS = ['kill', 'exterminate', 'gas', 'lynch', 'hang', 'shoot', 'eradicate', 'wipe out', 'deport', 'burn', 'eliminate', 'slaughter', 'genocide'];

/** Verbs of physical violence used in threats. */
export const VIOLENT_VERBS = [
  'kill', 'murder', 'stab', 'shoot', 'strangle', 'choke', 'beat', 'hurt', 'slit', 'behead', 'rape', 'burn', 'bomb',
  'gut', 'slaughter', 'hunt', 'punch', 'torture', 'execute', 'break', 'smash', 'cut', 'hang', 'drown', 'poison', 'skin',
  'bash', 'curb stomp', 'stomp', 'beat up', 'beat the shit out of', 'beat the crap out of', 'knock out', 'blow up',
  'end', 'destroy', 'murk', 'cap', 'wreck', 'assault', 'attack', 'kidnap', 'mutilate', 'dismember', 'run over',
  'smack', 'slap', 'rip', 'snap', 'kick', 'pummel', 'waste', 'fight', 'torch', 'firebomb', 'maim', 'cripple', 'lynch',
  'bury', 'gun down', 'mow down', 'burn down', 'blow away', 'put a bullet in', 'put a knife in', 'stick a knife in',
  'set fire to',
];
/** Who a threat is aimed at: people, never processes or bugs. */
export const THREAT_TARGETS = [
  'you', 'u', 'ya', 'ye', 'yall', "y'all", 'him', 'her', 'them', 'your family', 'your kids', 'your children',
  'your wife', 'your husband', 'your mom', 'your mother', 'your dad', 'your father', 'your sister', 'your brother',
  'your whole family', 'everyone', 'everybody', 'all of you', 'you all', 'your boss', 'your face', 'your head',
  'your neck', 'your throat', 'your house', 'your car', 'your legs', 'your skull', 'your ass', 'ur family', 'ur face', 'ur mom', 'this guy',
  'that guy', 'that bitch', 'that bastard', 'the teacher', 'my teacher', 'my boss', 'my ex', 'my wife', 'my husband',
  'my neighbor', 'my neighbour', 'my coworker', 'my classmates', 'the president', 'people', 'cops', 'police',
  'your office', 'your home', 'your school', 'your workplace', 'your building', 'your church', 'your mosque',
  'your synagogue', 'your place', 'your parents', 'your body', 'your eyes', 'your teeth', 'your arms', 'your dog',
  'you all', 'one of you', 'ur house', 'ur car', 'ur head', ...GROUPS,
  // Body parts of anyone threatened: `break every one of your fingers`, `smash their skulls in`.
  ...['your', 'ur', 'his', 'her', 'their'].flatMap((whose) =>
    ['fingers', 'hands', 'arms', 'legs', 'knees', 'kneecaps', 'nose', 'jaw', 'ribs', 'back', 'skull', 'skulls', 'heads', 'face', 'faces', 'teeth', 'neck', 'throat'].map((part) => `${whose} ${part}`)),
];
/** Words after a target that turn a "threat" into ordinary speech (`shoot you an email`). */
export const BENIGN_AFTER_TARGET = [
  'an email', 'a email', 'an e-mail', 'a message', 'a msg', 'a line', 'a note', 'a text', 'a dm', 'a pm', 'an invite',
  'a link', 'a reminder', 'a quick', 'a copy', 'up', 'at chess', 'at poker', 'in chess', 'in the game', 'in game',
  'with kindness', 'with love', 'on the court', 'in court', 'in the debate', 'at mario kart', 'at smash', 'in fortnite',
  'in the finals', 'on the leaderboard', 'out', 'from', 'off', 'a favor', 'a favour', 'a call', 'a ping', 'a check',
  'some slack', 'a release', 'a build', 'a ticket', 'a pr', 'a branch', 'a tag', 'a new', 'a deal', 'your house down', 'slack', 'a break', 'a discount', 'a share', 'a piece', 'a slice', 'loose', 'free',
];
/** Words in a threat's lead-in that show intent (future, wish, plan). */
export const INTENT = [
  'will', "i'll", "we'll", 'ill', 'gonna', 'going', 'shall', 'want', 'wanna', 'plan', 'planning', 'intend', 'about',
  'swear', 'promise', 'coming', 'come', "i'm", 'im', 'gon', 'finna', 'should', 'would', "i'd", "we'd", 'could', 'must',
  'gotta', 'need', 'ima', 'imma', 'tryna',
];

export const NEGATIONS = [
  'never', 'not', 'no', 'nobody', 'noone', 'nothing', 'neither', 'nor', "don't", 'dont', "won't", 'wont', "wouldn't",
  'wouldnt', "can't", 'cant', 'cannot', "couldn't", 'couldnt', "shouldn't", 'shouldnt', "didn't", 'didnt', "isn't",
  'isnt', "aren't", 'arent', "ain't", 'aint', "wasn't", 'wasnt', "doesn't", 'doesnt', 'nah', 'without', 'stop',
];

/** Verbs and phrases that report what someone else said. */
export const REPORTING = [
  'said', 'says', 'say', 'saying', 'told', 'tells', 'wrote', 'writes', 'posted', 'tweeted', 'texted', 'messaged',
  'called', 'calls', 'calling', 'quote', 'quoted', 'quoting', 'accused', 'threatened', 'screamed', 'yelled', 'shouted',
  'heard', 'commented', 'replied', 'asked', 'claimed', 'word', 'term', 'phrase', 'according', 'means', 'meaning',
  'slur', 'slurs', 'lyrics', 'lyric', 'song', 'movie', 'book', 'character', 'line', 'sent', 'dms', 'getting',
  'received', 'report', 'reported', 'reporting', 'claim', 'claims',
];

/** Phrases that mark counter-speech: talking against the thing, not doing it. */
export const COUNTER = [
  'is wrong', 'are wrong', 'is racist', 'is not ok', "isn't ok", 'is not okay', "isn't okay", 'is unacceptable',
  'stop saying', 'never say', "don't say", 'dont say', 'wrong to say', 'racist to say', 'hateful to say', 'we reject',
  'stand against', 'stand with', 'speak out against', 'fight against', 'stop hate', 'is hate speech', 'is bigotry',
  'is bigoted', 'is dehumanizing', 'is dehumanising', 'is disgusting', 'is vile', 'not true', 'is a lie', 'is false',
  'is a myth', 'myth that', 'stereotype', 'stereotypes', 'propaganda', 'debunk', 'debunked', 'no place for',
  'people who say', 'those who say', 'anyone who says', 'is harmful', 'is offensive', 'is sexist', 'is homophobic',
  'is transphobic', 'is antisemitic', 'is islamophobic', 'is xenophobic', 'stop calling', 'is a racist',
  'racist thing to say', 'is a slur', 'conspiracy theory', 'is a conspiracy',
];

/** Words that name or describe a minor. */
export const MINORS = [
  'child', 'children', 'kid', 'kids', 'minor', 'minors', 'underage', 'under age', 'preteen', 'preteens', 'pre teen',
  'toddler', 'toddlers', 'little girl', 'little girls', 'little boy', 'little boys', 'schoolgirl', 'schoolgirls',
  'schoolboy', 'young girl', 'young girls', 'young boy', 'young boys', 'young teen', 'young teens', 'infant', 'infants',
  'loli', 'lolis', 'lolita', 'shota', 'jailbait', 'middle schooler', 'middle school girl', 'grade schooler',
  'fifth grader', 'sixth grader', 'seventh grader', 'eighth grader',
];
/** Explicit sexual words and phrases (not anatomy or education vocabulary). */
export const SEXUAL_EXPLICIT = [
  'porn', 'porno', 'pornography', 'nudes', 'nude pics', 'nude photos', 'naked pics', 'naked photos',
  'naked pictures', 'naked videos', 'dick pic', 'dick pics', 'blowjob', 'blow job', 'handjob', 'hand job', 'rimjob',
  'cum', 'cumming', 'cumshot', 'jizz', 'orgasm', 'orgasms', 'masturbate', 'masturbating', 'masturbation', 'jerk off',
  'jerking off', 'jack off', 'dildo', 'dildos', 'vibrator', 'buttplug', 'butt plug', 'gangbang', 'gang bang', 'orgy',
  'deepthroat', 'doggystyle', 'doggy style', 'fingering', 'finger bang', 'fisting', 'anal sex', 'oral sex', 'sex tape',
  'sexting', 'sext', 'horny', 'nude pic', 'naked pic', 'erection', 'boner', 'hentai', 'camgirl', 'onlyfans', 'pornhub', 'xvideos', 'milf',
  'threesome', 'creampie', 'bukkake', 'bdsm', 'fetish', 'squirt', 'squirting', 'ejaculate', 'ejaculation', 'semen',
  'tits', 'titties', 'boobs', 'pussy', 'cock', 'cocks', 'dick', 'penis', 'clit', 'naked', 'nude', 'topless',
  'undress', 'strip for me', 'sexy pics', 'lewd', 'lewds', 'nsfw pics', 'suck my', 'ride my', 'sit on my face',
  'fuckable', 'fwb', 'fuck buddy', 'fuckbuddy', 'booty call', 'a good fuck', 'a quick fuck', 'touching myself',
  'touch myself', 'playing with myself', 'play with myself', 'pleasure myself', 'pleasuring myself', 'wanna 69',
  'want to 69', "let's 69", 'lets 69', 'bend over for me', 'good time in bed', 'make love to me', 'casual hookups',
  'casual sex', 'hookups', 'phone sex', 'sex tonight', 'looking for sex', 'looking for a hookup', 'strictly for sex',
  'just for sex', 'give you oral', 'giving you oral', 'gave you oral', 'noodz', 'nudez', 'noods', 'bent me over',
  'bend me over', 'bend you over', 'fuck myself with', 'finger myself', 'fingering myself', 'over for sex',
  'round for sex', 'around for sex', 'better on your knees', 'company in bed', 'keep me warm in bed', 'pics for cash',
  'pics for money', 'nudes for cash', 'content for cash', 'touched myself', 'fuck buddies', 'fuckbuddies',
  'sucked me off', 'suck me off', 'sucked him off', 'suck him off', 'suck you off', 'sucking me off', 'jerked me off',
  'jerk me off', 'naked party', 'sex party', 'bring lube', 'how wet you get', 'wet for me', 'incall', 'outcall',
];
/** The subset of SEXUAL_EXPLICIT that is anatomy or nudity; sexual only in context (not `naked mole rat`). */
export const SEXUAL_CONTEXTUAL = ['penis', 'naked', 'nude', 'topless', 'undress', 'dick', 'cock', 'cocks', 'pussy', 'tits', 'boobs', 'fetish', 'squirt'];
/** Sexual acts proposed to the reader. */
export const SEXUAL_ACTS = [
  'have sex', 'had sex', 'having sex', 'fuck me', 'fuck you hard', 'fuck her', 'fuck him', 'bang you', 'bang her',
  'sleep with', 'hook up', 'hookup', 'make love', 'suck', 'lick', 'touch', 'touching', 'finger', 'ride', 'spank',
  'send pics', 'send me pics', 'send nudes', 'send me nudes', 'show me your body', 'show me', 'take off your',
  'sexual', 'sexually', 'sex', 'molest', 'rape', 'grope', 'kiss', 'f*ck',
];
/** Contexts in which sexual words around minors are protective or educational, not abuse. */
export const PROTECTIVE = [
  'report', 'reported', 'reporting', 'prevent', 'prevention', 'protect', 'protecting', 'protection', 'safeguarding',
  'awareness', 'detect', 'detection', 'hotline', 'ncmec', 'abuse survivors', 'survivor', 'survivors', 'education',
  'educational', 'sex ed', 'fight against', 'combat', 'ban', 'illegal', 'law enforcement', 'police', 'arrested',
  'convicted', 'sentenced', 'charged', 'prosecuted', 'victims', 'helpline', 'therapy', 'therapist', 'doctor', 'abuse', 'crime',
  'pediatrician', 'parenting', 'puberty', 'consent', 'teach', 'teaching', 'body parts', 'anatomy', 'health', 'biology',
  'correct names', 'nurse', 'medical', 'curriculum',
];

export const SPAM_PHRASES = [
  'click here', 'click the link', 'click this link', 'click below', 'buy now', 'order now', 'act now', 'limited time',
  'limited offer', 'free money', 'work from home', 'make money fast', 'make money online', 'earn money', 'easy money',
  'get rich', 'get rich quick', 'passive income', 'financial freedom', 'be your own boss', '100 free', '100 guaranteed',
  'risk free', 'no risk', 'guaranteed', 'dm me', 'check my profile', 'check out my profile', 'check my bio',
  'link in bio', 'follow for follow', 'like for like', 'faf', 'subasub', 'cheap viagra', 'viagra', 'cialis', 'casino',
  'casino bonus', 'free spins', 'betting tips', 'weight loss', 'lose weight fast', 'miracle', 'investment opportunity',
  'unsubscribe', 'special promotion', 'exclusive deal', 'promo code', 'discount code', 'don\'t miss', 'dont miss',
  'hurry', 'only today', 'while supplies last', 'cheap', 'best price', 'free gift', 'free trial', 'whatsapp me',
  'telegram me', 'contact me on telegram', 'contact me on whatsapp', 'earn', 'per day', 'a day from home', 'crypto',
  'forex', 'binary options', 'signals', 'mlm', 'join my team', 'replica watches', 'rolex', 'seo services', 'backlinks',
  'from home', 'no experience needed', 'no experience required', 'reply yes', 'start investing', 'contact him',
  'message him', 'trading bot', 'roi', 'join my telegram', 'join my whatsapp', 'followers for', 'buy followers',
  'a day from your phone', 'from your phone', 'power leveling', 'powerleveling', 'cheap gold', 'gold for sale', 'use code',
  'doctors hate', 'one weird trick', 'today only', 'cheap followers', 'cheap likes', 'cheap views', 'buy likes', 'buy views',
  'this one trick', 'one simple trick', 'banks hate', 'banks hate her', 'doctors hate her', 'find out how', 'shop now',
  'last chance', 'followers in', 'likes in', 'views in', 'subscribers in', 'singles in your area',
  'girls in your area', 'hot girls in your area', 'wholesale prices', 'check out my store', 'worldwide shipping',
  'plagiarism free', 'essay help', 'write your essay', 'write your dissertation', 'no prescription', 'incall', 'outcall',
  'for a good time', 'buy viagra', 'viagra cheap',
  'get followers', 'cheap followers', 'singles in your area', 'hot singles', 'per week', 'per month', 'a week',
  'daily',
];
export const SCAM_PHRASES = [
  'you have won', "you've won", 'you won', 'you are the winner', 'you are a winner', 'congratulations you', 'claim your',
  'claim now', 'your prize', 'lottery', 'inheritance', 'nigerian prince', 'wire transfer', 'western union', 'moneygram',
  'gift card', 'gift cards', 'itunes card', 'steam card', 'send btc', 'send bitcoin', 'send eth', 'send crypto',
  'double your', 'doubling', 'giveaway', 'airdrop', 'seed phrase', 'recovery phrase', 'private key', 'wallet connect',
  'verify your account', 'verify your identity', 'confirm your password', 'confirm your identity', 'confirm your details',
  'update your payment', 'update your billing', 'account has been suspended', 'account will be suspended',
  'account has been locked', 'account will be locked', 'account has been compromised', 'unusual activity',
  'processing fee', 'advance fee', 'bank details', 'ssn', 'social security number',
  'guaranteed returns', 'guaranteed profit', 'elon musk', 'free iphone', 'free bitcoin', 'beneficiary', 'unclaimed',
  'tax refund', 'customs fee', 'account suspended', 'payment details', 'credit card details',
  'could not be delivered', 'delivery failed', 'failed delivery', 'update your address', 'redelivery',
  'will be closed', 'will be deactivated', 'will be terminated', 'has been restricted', 'has been limited',
  'has been disabled', 'log in here', 'login here', 'sign in here', 'click to claim', 'you were selected',
  'you have been selected', "you've been selected", 'warrant for your arrest', 'pay the fine', 'giving away',
  'connect your wallet', 'receive back', 'get back instantly',
  // Marketplace and game-trade scams: overpayment, a courier who collects, fake payment notices, stolen logins.
  'shipping agent', 'my shipping agent', 'more than the asking price', 'more than the price', 'refund the difference',
  'send back the difference', 'return the difference', 'pay with gift cards', 'pay in gift cards', 'gift cards only',
  'only gift cards', "cashier's check", 'cashiers check', 'payment sent via', 'payment has been sent', 'check your email for the confirmation',
  'verify now', 'log in with your steam', 'login with your steam', 'sign in with your steam', 'log in with your discord',
  'free skins', 'free skin', 'log in with your account', 'login with your account', 'sign in with your account',
  'free v bucks', 'free vbucks', 'free robux', 'robux generator', 'v bucks generator', 'vbucks generator', 'no survey',
  'no human verification', 'no human check', 'my courier will', 'send me the codes', 'send me the code',
  'steam cards', 'pay you back double', 'double tomorrow', 'scratch off the back', 'transfer the difference',
  'pay the difference back', 'my mover', 'my movers', "my mover's", 'banking password', 'online banking password',
  'code we just texted', 'code we just sent', 'code we sent you', 'code we texted you', 'submit your details',
  'you are due a', "you're due a", 'release fee', "can't access my funds", 'cant access my funds', 'repay you',
  'on deployment', 'get double back', 'double back', 'presale ends', 'has been flagged', 'your seed phrase',
  'sow a seed', 'return it tenfold', 'tenfold', 'blessing of wealth', 'join my vip', 'pump group', 'gift card only',
  'pay by gift card', "trust me it's legit", 'trust me its legit',
];
/** Words that make a scam more likely but are ordinary on their own (`urgent: please review`). */
export const SCAM_HINTS = [
  'urgent', 'urgently', 'immediately', 'within 24 hours', 'within 48 hours', 'selected', 'refund', 'irs', 'security alert',
  'login attempt', 'reset your password', 'unusual activity', 'suspicious activity', 'package delivery', 'act fast',
  'investment returns', 'limited slots', 'winner', 'prize', 'reward', 'bitcoin', 'btc', 'usdt', 'eth',
  'suspended', 'locked', 'robux', 'vbucks', 'v bucks', 'in 48 hours', 'in 24 hours', 'paid by paypal', 'account manager',
  'courier fee',
];
/** Promotion words that count only half: ordinary in most texts. */
export const SPAM_HINTS = [
  'earn', 'cheap', 'guaranteed', 'hurry', 'crypto', 'signals', 'per day', 'miracle', 'rolex', 'free trial', 'best price',
  'unsubscribe', 'dm me', 'from home', 'per week', 'per month', 'a week', 'daily',
];
export const SHORTENERS = ['bit.ly', 'tinyurl.com', 'goo.gl', 't.co', 'ow.ly', 'is.gd', 'buff.ly', 'cutt.ly', 'rb.gy', 'shorturl.at', 'tiny.cc', 'rebrand.ly', 't.ly', 'bl.ink'];

/** Names and idioms that contain a listed word without meaning it. */
export const ALLOWED_PHRASES = [
  'dick van dyke', 'van dyke', 'moby dick', 'dick tracy', 'dick cheney', 'dick grayson', 'cock up', 'cock a doodle',
  'cock and bull', 'shiitake', 'shitake', 'shitterton', 'spic and span', 'tit for tat', 'blue tit', 'great tit', 'pussy willow',
  'pussy cat', 'pussycat', 'cum laude', 'coon hound', 'coonhound', 'fag end', 'dyke march', 'penistone', 'cockburn',
  'scunthorpe', 'clitheroe', 'kuntz', 'hancock', 'arsenal', 'spotted dick', 'faggots and peas', 'faggots in gravy',
  'faggots and mash', 'faggots and gravy',
  // The cock of firearms and plumbing: a part of a mechanism.
  'cock of the rifle', 'cock of the gun', 'cock of the pistol', 'cock of the revolver', 'cock the hammer', 'cock the gun',
  'cock the rifle', 'cock the pistol', 'cock the crossbow', 'cock valve', 'stop cock', 'stopcock', 'ball cock', 'ballcock',
  'half cock', 'half cocked', 'weathercock',
];
