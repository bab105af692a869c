// The labelled set the text engine is measured on: positives per category, disguised variants of
// them, and hard negatives (technical English, place names, negation, reporting, counter-speech).
import type { CategoryName, Severity } from '../../../src/api/index.ts';

export interface LabelledCase {
  readonly text: string;
  /** Categories that must be found, with the severity expected. Empty: nothing may be found. */
  readonly expect: Partial<Record<CategoryName, Severity>>;
  /** Categories tolerated at low severity (reported speech, quotes, reclaimed terms). */
  readonly lowOk?: readonly CategoryName[];
  readonly kind: 'positive' | 'obfuscated' | 'negative';
}

const pos = (text: string, expect: Partial<Record<CategoryName, Severity>>): LabelledCase => ({ text, expect, kind: 'positive' });
const neg = (text: string, lowOk: readonly CategoryName[] = []): LabelledCase => ({ text, expect: {}, lowOk, kind: 'negative' });

const POSITIVES: LabelledCase[] = [
  // violence
  pos('I am going to kill you', { violence: 'high' }),
  pos("I'm gonna stab you tomorrow", { violence: 'high' }),
  pos('I know where you live', { violence: 'high' }),
  pos('I will find you and I will kill you', { violence: 'high' }),
  pos("we're going to burn your house down", { violence: 'high' }),
  pos("I'll beat the shit out of you", { violence: 'high', profanity: 'low' }),
  pos('I swear I will shoot you', { violence: 'high' }),
  pos('im going to murder your whole family', { violence: 'high' }),
  pos('you are dead meat', { violence: 'high' }),
  pos("you're dead.", { violence: 'high' }),
  pos('watch your back', { violence: 'high' }),
  pos("I'm coming for you", { violence: 'high' }),
  pos('I am going to shoot up the school on monday', { violence: 'high' }),
  pos('someone should shoot him', { violence: 'high' }),
  pos('I will strangle you with my bare hands', { violence: 'high' }),
  pos('i hope you die', { violence: 'medium' }),
  pos('I hope you get hit by a bus', { violence: 'medium' }),
  pos('you will regret this', { violence: 'medium' }),
  pos('we will hunt you down', { violence: 'high' }),
  pos('I want to choke you until you stop breathing', { violence: 'high' }),
  pos('gonna punch your face in', { violence: 'high' }),
  pos('I could kill you right now', { violence: 'medium' }),
  pos('i will rape you', { violence: 'high' }),
  pos("I'm going to blow up the building", { violence: 'high' }),
  pos('I will break your legs', { violence: 'high' }),
  // self-harm
  pos('I want to kill myself', { self_harm: 'high' }),
  pos("I'm going to end my life tonight", { self_harm: 'high' }),
  pos("I don't want to live anymore", { self_harm: 'high' }),
  pos('i wanna die', { self_harm: 'high' }),
  pos("I've been thinking about suicide a lot", { self_harm: 'high' }),
  pos('I am suicidal', { self_harm: 'high' }),
  pos('everyone would be better off without me', { self_harm: 'high' }),
  pos('how do i kill myself painlessly', { self_harm: 'high' }),
  pos("I've been cutting myself again", { self_harm: 'medium' }),
  pos('I plan to overdose this weekend', { self_harm: 'high' }),
  pos("i'm going to hang myself", { self_harm: 'high' }),
  pos('i have nothing to live for', { self_harm: 'high' }),
  pos('i feel so suicidal today', { self_harm: 'high' }),
  pos('I just want to die', { self_harm: 'high' }),
  pos('thinspo tips please', { self_harm: 'medium' }),
  // hate
  pos('jews are vermin', { hate: 'high' }),
  pos('muslims are animals', { hate: 'high' }),
  pos('immigrants are parasites and should be deported', { hate: 'high' }),
  pos('all muslims should die', { hate: 'high' }),
  pos('kill all the jews', { hate: 'high' }),
  pos('gas the jews', { hate: 'high' }),
  pos('black people are subhuman', { hate: 'high' }),
  pos('gay people should not exist', { hate: 'high' }),
  pos('those dirty kikes run everything', { hate: 'high' }),
  pos('get these niggers out of here', { hate: 'high' }),
  pos('all faggots deserve to burn', { hate: 'high' }),
  pos('trans people are mentally ill', { hate: 'high' }),
  pos('women are inferior', { hate: 'high' }),
  pos('i hate all muslims', { hate: 'medium' }),
  pos('go back to your own country', { hate: 'medium' }),
  pos('refugees are rats', { hate: 'high' }),
  pos('mexicans are criminals and rapists', { hate: 'high' }),
  pos('the chinks are everywhere now', { hate: 'high' }),
  pos('deport all immigrants', { hate: 'high' }),
  pos('you stupid spic', { hate: 'high', harassment: 'medium' }),
  // harassment
  pos('you are a worthless idiot', { harassment: 'medium' }),
  pos("you're so stupid", { harassment: 'medium' }),
  pos('you idiot', { harassment: 'medium' }),
  pos('you are pathetic', { harassment: 'medium' }),
  pos('you fucking moron', { harassment: 'medium', profanity: 'low' }),
  pos('kill yourself', { harassment: 'high' }),
  pos('kys loser', { harassment: 'high' }),
  pos('go drink bleach', { harassment: 'high' }),
  pos('nobody likes you', { harassment: 'medium' }),
  pos('you are a piece of shit', { harassment: 'medium', profanity: 'low' }),
  pos('fuck you', { harassment: 'medium', profanity: 'low' }),
  pos('u r a loser', { harassment: 'medium' }),
  pos("you're ugly and fat", { harassment: 'medium' }),
  pos('you disgust me', { harassment: 'medium' }),
  pos('shut up you clown', { harassment: 'medium' }),
  pos('she is a dumb whore', { harassment: 'medium', profanity: 'low' }),
  pos('you useless bastard', { harassment: 'medium', profanity: 'low' }),
  pos('everyone hates you', { harassment: 'medium' }),
  pos('you should kill yourself', { harassment: 'high' }),
  pos('you are a complete waste of space', { harassment: 'medium' }),
  pos('ur such a braindead moron', { harassment: 'medium' }),
  pos('you are a total failure', { harassment: 'medium' }),
  // sexual
  pos('send nudes', { sexual: 'medium' }),
  pos('wanna fuck tonight?', { sexual: 'medium', profanity: 'low' }),
  pos('I want to have sex with you', { sexual: 'medium' }),
  pos('check out my porn collection', { sexual: 'medium' }),
  pos('she gave him a blowjob in the car', { sexual: 'medium' }),
  pos('I am so horny for you', { sexual: 'medium' }),
  pos('show me your tits', { sexual: 'medium' }),
  pos('join my onlyfans for explicit videos', { sexual: 'medium' }),
  pos('suck my dick', { sexual: 'medium', profanity: 'low' }),
  pos('send me naked pics', { sexual: 'medium' }),
  pos('we had a threesome last night', { sexual: 'medium' }),
  pos('i was masturbating to your photo', { sexual: 'medium' }),
  pos('take off your clothes for me', { sexual: 'medium' }),
  pos('watch this hentai', { sexual: 'medium' }),
  pos('dtf?', { sexual: 'medium' }),
  // sexual minors
  pos('selling child porn here', { sexual_minors: 'high', sexual: 'medium' }),
  pos('looking for cp links', { sexual_minors: 'high' }),
  pos('send nudes, you are 13 right?', { sexual_minors: 'high', sexual: 'medium' }),
  pos('I want to have sex with a 12 year old', { sexual_minors: 'high', sexual: 'medium' }),
  pos('she is only 14 and so sexy', { sexual_minors: 'high' }),
  pos("don't tell your parents, just send me a pic", { sexual_minors: 'high' }),
  pos('jailbait pics for trade', { sexual_minors: 'high' }),
  pos('little girls in bikinis are so hot, send pics', { sexual_minors: 'high' }),
  pos('this is our little secret, send a selfie', { sexual_minors: 'high' }),
  pos('underage nudes available', { sexual_minors: 'high', sexual: 'medium' }),
  pos('loli hentai collection', { sexual_minors: 'high', sexual: 'medium' }),
  pos('are you home alone? how old are you', { sexual_minors: 'high' }),
  // profanity
  pos('what the fuck', { profanity: 'low' }),
  pos('this is bullshit', { profanity: 'low' }),
  pos('holy shit that was close', { profanity: 'low' }),
  pos('fucking finally it compiles', { profanity: 'low' }),
  pos('oh shit', { profanity: 'low' }),
  pos('that was a bitch to debug', { profanity: 'low' }),
  pos('damn motherfucker', { profanity: 'low' }),
  pos('the cunt of a printer jammed again', { profanity: 'low' }),
  pos('this asshole cut me off', { profanity: 'low' }),
  pos('well fuck me sideways', { profanity: 'low' }),
  // spam
  pos('Congratulations! You have won a free iPhone, claim your prize at http://bit.ly/abc', { spam: 'high' }),
  pos('Your account has been suspended. Verify your account immediately at http://secure-login.example.net', { spam: 'high' }),
  pos('Send 1 BTC and we will double your bitcoin! Elon Musk giveaway', { spam: 'high' }),
  pos('Work from home and earn $500 per day! Click here to join my team', { spam: 'medium' }),
  pos('cheap viagra, best price, buy now!!!', { spam: 'medium' }),
  pos('I am a Nigerian prince and need your bank details for a wire transfer', { spam: 'medium' }),
  pos('pay the customs fee with gift cards to release your package', { spam: 'medium' }),
  pos('http://a.example/1 http://b.example/2 http://c.example/3 http://d.example/4 http://e.example/5 buy', { spam: 'medium' }),
  pos('Make money fast! 100% guaranteed, risk free investment opportunity, DM me', { spam: 'medium' }),
  pos('casino bonus free spins click here http://spin.example', { spam: 'medium' }),
  pos('Confirm your password within 24 hours or your account will be locked: http://paypa1.example', { spam: 'high' }),
  pos('follow for follow, check my profile, link in bio', { spam: 'medium' }),
  // pii
  pos('email me at john.doe@example.com', { pii: 'low' }),
  pos('my card is 4111 1111 1111 1111 exp 12/28', { pii: 'high' }),
  pos('pay to IBAN GB82 WEST 1234 5698 7654 32', { pii: 'high' }),
  pos('call me at (415) 555-2671', { pii: 'medium' }),
  pos('my number is +44 20 7946 0958', { pii: 'medium' }),
  pos('SSN 123-45-6789', { pii: 'high' }),
  pos('amex 3782 822463 10005', { pii: 'high' }),
  pos('DE89370400440532013000 is my account', { pii: 'high' }),
  pos('phone: 4155552671', { pii: 'medium' }),
  pos('mastercard 5555-5555-5555-4444', { pii: 'high' }),
  // credentials
  pos('aws key AKIAIOSFODNN7EXAMPLE', { credentials: 'high' }),
  pos('token 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', { credentials: 'high' }),
  pos('slack xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx', { credentials: 'high' }),
  pos('-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA7x\n-----END RSA PRIVATE KEY-----', { credentials: 'high' }),
  pos('Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U', { credentials: 'high' }),
  pos('stripe sk_live_4eC39HqLyjWDarjtT1zdp7dc', { credentials: 'high' }),
  pos('google AIzaSyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY', { credentials: 'high' }),
  pos('postgres://admin:s3cretPass@db.internal:5432/app', { credentials: 'high' }),
  pos('npm_abcdefghijklmnopqrstuvwxyz0123456789 is the publish token', { credentials: 'high' }),
  pos('aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', { credentials: 'high' }),
  pos('gitlab glpat-xxxxxxxxxxxxxxxxxxxx', { credentials: 'high' }),
  pos('hook https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX', { credentials: 'high' }),
  // a second batch, written after the rules, kept as measured
  pos('I am going to slit your throat', { violence: 'high' }),
  pos('we will bomb your office', { violence: 'high' }),
  pos('one day I will hurt you badly', { violence: 'high' }),
  pos('i want to end it all', { self_harm: 'high' }),
  pos('I took pills to overdose last night', { self_harm: 'high' }),
  pos('honestly i wish i was dead', { self_harm: 'high' }),
  pos('arabs are savages', { hate: 'high' }),
  pos('jews deserve to die', { hate: 'high' }),
  pos('exterminate the gypsies', { hate: 'high' }),
  pos('you are such an imbecile', { harassment: 'medium' }),
  pos('you little cretin', { harassment: 'medium' }),
  pos('hang yourself', { harassment: 'high' }),
  pos('let me suck your cock', { sexual: 'medium' }),
  pos('rate my dick pic', { sexual: 'medium' }),
  pos('preteen nudes for sale', { sexual_minors: 'high' }),
  pos('delete our chats and send me a photo, you are 14', { sexual_minors: 'high' }),
  pos('shit shit shit', { profanity: 'low' }),
  pos('earn $3000 a week from home, click here http://x.example/join', { spam: 'medium' }),
  pos('reach me at jane_roe+news@mail.example.org', { pii: 'low' }),
  pos('visa 4012 8888 8888 1881', { pii: 'high' }),
  pos('FR14 2004 1010 0505 0001 3M02 606', { pii: 'high' }),
  pos('GITHUB_TOKEN=gho_16C7e42F292c6912E7710c838347Ae178B4a', { credentials: 'high' }),
  pos('-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----', { credentials: 'high' }),
];

const NEGATIVES: LabelledCase[] = [
  // technical English
  neg('kill the process with kill -9'), neg('execute the payload on the staging server'), neg('abort the transaction if it fails'),
  neg('set up master/slave replication'), neg('a zip bomb is a malicious archive'), neg('add a dummy variable for each category'),
  neg('the build seems to hang on step 3'), neg('we ordered a penetration test'), neg('shoot me an email when you are done'),
  neg('this bug is killing me'), neg('kill all child processes before exit'), neg('the parent process will kill its children'),
  neg('I will kill the job if it keeps running'), neg('we need to execute the attack simulation'), neg('the thread dies when the socket closes'),
  neg('I am going to kill this branch and start over'), neg('git push --force will destroy the history'), neg('the daemon was killed by the OOM killer'),
  neg('terminate the instance and hang up the call'), neg('the script shoots off a request every second'), neg('strip the binary before shipping'),
  neg('I will shoot you a message later'), neg("I'll hit you up tomorrow"), neg('I will destroy you at chess'), neg("I'll beat you in Mario Kart"),
  neg('I will kick you from the team channel if you spam'), neg('this PR blows up the bundle size'), neg('the test fixture uses a dummy user'),
  neg('please nuke the cache and rebuild'), neg('the hit rate of the cache is low'), neg('I will cut you a release tomorrow'),
  neg('the attacker can execute arbitrary code'), neg('our app crashed and burned in production'), neg('dead code elimination removes unused exports'),
  neg('merge the branch and kill the old one'), neg('use the bastion host for ssh'), neg('the sex field in the patient record is optional'),
  neg('fix the spelling in the analysis module'), neg('the virgin media router'), neg('a cock-up in the deployment'),
  // place names and innocent substrings
  neg('I live in Scunthorpe'), neg('Essex and Middlesex are counties'), neg('a classic assassin movie'), neg('the bass player'),
  neg('Cockburn is a lovely town'), neg('visit Penistone this summer'), neg('Shitterton is a village in Dorset'), neg('the class passed'),
  neg('grape juice'), neg('therapist appointment today'), neg('assume nothing, assess everything'), neg('the cocktail bar'),
  neg('Dick Van Dyke starred in the film'), neg('she graduated magna cum laude'), neg('the pen is mightier than the sword'),
  neg('documentation for Hancock county'), neg('the title was Sussex University'), neg('buttons and buttresses'), neg('an analytic approach'),
  neg('the raccoon ate the trash'), neg('a skillful scrapbooker'), neg('our hotel in Clitheroe'), neg('Arsenal won the match'),
  neg('the shiitake mushrooms'), neg('a bitcoin whitepaper discussion'), neg('specialist in titration'), neg('Kuntz family reunion'),
  // negation
  neg('I would never hurt you'), neg("I'm not going to kill you"), neg('you are not an idiot'), neg("you're not stupid for asking"),
  neg("I don't want to die"), neg('I would never kill myself'), neg("I won't hurt anyone"), neg('nobody is going to hurt you'),
  neg('immigrants are not criminals'), neg("you're no idiot"), neg("I'd never say you are worthless"), neg('we will never attack you'),
  // reporting and quotation
  neg('someone called me an idiot today', ['harassment']), neg("he said 'I'll kill you' and walked away", ['violence']),
  neg('she told me "you are worthless" and I cried', ['harassment']), neg('the troll wrote "kill yourself" under my post', ['harassment']),
  neg('he threatened to kill me', ['violence']), neg('they called him a faggot at school', ['hate']),
  neg('the word nigger is a slur with a violent history', ['hate']), neg('he said "jews are vermin" in the video', ['hate']),
  neg('my ex texted "I know where you live"', ['violence']), neg('the song lyric says "I wanna die"', ['self_harm']),
  // counter-speech and reclaimed terms
  neg('saying that muslims are terrorists is wrong'), neg('it is a myth that immigrants are criminals'),
  neg('calling refugees vermin is dehumanizing'), neg('we stand against people who say jews are evil'),
  neg('as a proud dyke I reclaim the word', ['hate']), neg('stop saying gay people are mentally ill, it is not true'),
  neg('the idea that women are inferior is sexist'),
  // protective and educational
  neg('report child sexual abuse material to the NCMEC hotline'), neg('sex education for kids should start early'),
  neg('protect children from predators online'), neg('the doctor explained puberty to my 12 year old'),
  neg('naked mole rats live in colonies'), neg('my kids are so annoying today'), neg('my 12 year old son loves minecraft'),
  neg('the children played in the park'), neg("don't tell your mom about the surprise party"),
  neg('if you are thinking about suicide, call 988'), neg('suicide prevention month starts today'), neg('the suicide rate among teens rose'),
  neg('she survived cancer and wrote a book about dying'), neg('I could die laughing at this meme'),
  // ordinary talk that borrows the words
  neg('you are a genius'), neg('you are amazing'), neg('this code is stupid'), neg('that movie was trash'), neg('what an idiot I am'),
  neg('I hate mondays'), neg('I hate bugs in production'), neg('click here to read the docs'), neg('the release is limited time only for beta users'),
  neg('buy now, pay later is a payment option'), neg('free trial of the software for 30 days'), neg('my email is on the website'),
  neg('the meeting is urgent, please review immediately'), neg('the version is 1.2.3 and the date is 2024-01-15'),
  neg('server at 192.168.100.200 port 8080'), neg('order number 1234567890123'), neg('call the function with 4 arguments'),
  neg('the year 2023 had 365 days'), neg('see https://github.com/org/repo and https://docs.example.com'), neg('ISBN 978-3-16-148410-0'),
  neg('commit 4b825dc642cb6eb9a060e54bf8d69288fbee4904'), neg('uuid 123e4567-e89b-12d3-a456-426614174000'),
  neg('use sk_test_ keys in CI, never live keys'), neg('the password field must not be empty'), neg('git clone git@github.com:org/repo.git'),
  neg('AKIA prefix means an access key id'), neg('the JWT header is base64url encoded'), neg('replace xxx with your api key'),
  neg('postgres://user:password@localhost/db is the template'), neg('I love my gay friends'), neg('black people and white people marched together'),
  neg('muslims celebrate eid'), neg('the jewish community center'), neg('women are amazing engineers'), neg('immigrants are welcome here'),
  neg('trans people deserve respect'), neg('shut down the server'), neg('you should kill the service before upgrading'),
  neg('the movie is about a killer'), neg('she killed it on stage tonight'), neg('that joke killed'), neg('I nailed the interview'),
  neg('the bomb squad disarmed it'), neg('dressed to kill'), neg('my feet are killing me'), neg('I am dying to see the new film'),
  neg('good morning team, the deploy is done'), neg('thanks for the review!'), neg('please rebase onto main'),
  neg('we need more tests for the parser'), neg('the cat sat on the mat'), neg('happy birthday!'), neg('lol that is hilarious'),
  neg('do you have time for a call at 3pm?'), neg('the stock price went up 5%'), neg('I made $500 selling my old bike'),
  // a second batch of negatives, written after the rules, kept as measured
  neg('the fire drill killed an hour of my day'), neg('please execute order 66 in the script'), neg('I shot a video of the sunset'),
  neg('the kids will die of boredom at this lecture'), neg('you are killing it with these slides'), neg('the shooting range opens at 9'),
  neg('she is a brilliant engineer'), neg('he is the tool owner for this repo'), neg('you look tired today'),
  neg('the cockpit door was locked'), neg('Hitchcock films are great'), neg('my dog is a cocker spaniel'),
  neg('card ending in 4242 was charged'), neg('the test card 4111 is documented', ['pii']), neg('call 911 in an emergency'),
  neg('win a prize at the hackathon'), neg('our team won the award'), neg('see 10 links below for the docs'),
];


/** Ways people disguise words, applied to positives to make the obfuscated cases. */
const DISGUISES: readonly ((s: string) => string)[] = [
  (s) => s.replace(/o/g, '0').replace(/e/g, '3').replace(/a/g, '4').replace(/i/g, '1'),
  (s) => s.replace(/\b(kill|fuck|idiot|shit|die|nudes|jews|moron|stupid|myself|porn|bitch|loser)\b/gi, (w) => w.split('').join('.')),
  (s) => s.replace(/a/g, 'а').replace(/o/g, 'о').replace(/e/g, 'е').replace(/p/g, 'р').replace(/c/g, 'с'),
  (s) => s.replace(/\b(kill|fuck|idiot|shit|die|nudes|moron|stupid|porn|bitch|loser|kys|hate)\b/gi, (w) => w.split('').join('\u200b')),
  (s) => s.replace(/\b(kill|fuck|shit|idiot|moron|stupid|die|loser|porn)\b/gi, (w) => w.replace(/([aeiou])/, '$1$1$1$1')),
  (s) => s.toUpperCase(),
  (s) => s.replace(/\b(kill|fuck|shit|idiot|moron|stupid|die|loser|porn|bitch)\b/gi, (w) => w.split('').join(' ')),
  (s) => s.replace(/\b(kill|fuck|shit|idiot|moron|stupid|die|loser|porn|bitch)\b/gi, (w) => w.split('').map((c) => `${c}\u0301`).join('')),
];

const TEXT_CATEGORIES: readonly CategoryName[] = ['violence', 'self_harm', 'hate', 'harassment', 'sexual', 'sexual_minors', 'profanity'];

function obfuscated(): LabelledCase[] {
  const out: LabelledCase[] = [];
  POSITIVES.forEach((c, i) => {
    const cats = Object.keys(c.expect) as CategoryName[];
    if (!cats.some((k) => TEXT_CATEGORIES.includes(k))) return;
    const disguise = DISGUISES[i % DISGUISES.length]!;
    const text = disguise(c.text);
    if (text !== c.text) out.push({ text, expect: c.expect, kind: 'obfuscated' });
  });
  return out;
}

export const CASES: readonly LabelledCase[] = [...POSITIVES, ...obfuscated(), ...NEGATIVES];
